import type { DocumentFilters, StatusFilter } from "../../api/documents";
import { texts } from "../../texts";

const t = texts.summary;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "", label: t.filterAll },
  { value: "processing", label: t.filterProcessing },
  { value: "rejected", label: t.filterRejected },
  { value: "completed_not_exported", label: t.filterCompleted },
  { value: "exported", label: t.filterExported },
];

// A local calendar day as YYYY-MM-DD, the format of date inputs and of the list's query.
export function isoDay(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const VILNIUS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Vilnius",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// The calendar day in Lithuania at `moment`: the server reads the list's dates as Vilnius days, so a
// browser on another clock (abroad, or a machine on UTC after 22:00) still asks for today's uploads.
export function vilniusToday(moment: Date): Date {
  const [year, month, day] = VILNIUS_DAY.format(moment).split("-").map(Number);
  return new Date(year, month - 1, day);
}

// Spec §2: the last 30 days, today minus 29 days to today (the server counts the end day whole).
export function defaultFilters(now: Date = new Date()): DocumentFilters {
  const today = vilniusToday(now);
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { dateFrom: isoDay(from), dateTo: isoDay(today), status: "" };
}
