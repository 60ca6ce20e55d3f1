// Spec §5: amounts show 2 decimals, or 4 when the third or fourth decimal is not zero; dates show in
// the lt-LT locale. Amounts arrive as decimal strings and are rounded for display only.

const twoDecimals = new Intl.NumberFormat("lt-LT", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fourDecimals = new Intl.NumberFormat("lt-LT", { minimumFractionDigits: 4, maximumFractionDigits: 4 });
const dateFormat = new Intl.DateTimeFormat("lt-LT", { year: "numeric", month: "2-digit", day: "2-digit" });
const dateTimeFormat = new Intl.DateTimeFormat("lt-LT", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

// The account's audit log is read as Lithuanian time, wherever the browser is.
const vilniusDateTimeFormat = new Intl.DateTimeFormat("lt-LT", {
  timeZone: "Europe/Vilnius",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export const EMPTY = "–";

export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function needsFourDecimals(value: number): boolean {
  const scaled = Math.round(Math.abs(value) * 10_000);
  return scaled % 100 !== 0;
}

export function formatAmount(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null) return EMPTY;
  return (needsFourDecimals(number) ? fourDecimals : twoDecimals).format(number);
}

// A calendar date (YYYY-MM-DD) is read as that day wherever the browser is, not as UTC midnight.
export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat.format(date);
}

export function formatVilniusDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : vilniusDateTimeFormat.format(date);
}
