import { ApiError, serverMessage } from "../../../api/http";
import { formatAmount, formatDate } from "../../../format";
import { texts } from "../../../texts";

const t = texts.documents;

export type FieldKind = "text" | "date" | "number";

export type Parsed = { ok: true; value: string | number | null } | { ok: false; error: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

// Spec §5 "Inline edits": an empty value is sent as null, dates must be YYYY-MM-DD, numbers must be
// numbers and go as numbers. A decimal comma and spaces between thousands are accepted as typed
// in Lithuania. Text stays text, so a document number like "0012" keeps its zeros.
export function parseInline(kind: FieldKind, typed: string): Parsed {
  const text = typed.trim();
  if (text === "") return { ok: true, value: null };
  if (kind === "date")
    return isRealDate(text) ? { ok: true, value: text } : { ok: false, error: t.dateFormat };
  if (kind === "number") {
    const normal = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
    return NUMBER.test(normal) ? { ok: true, value: Number(normal) } : { ok: false, error: t.mustBeNumber };
  }
  return { ok: true, value: text };
}

// What the edit box starts with: the stored value as the user would type it.
export function editText(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

export function displayText(kind: FieldKind, value: unknown): string {
  if (kind === "number") return formatAmount(value as string | number | null);
  if (kind === "date") return formatDate(value as string | null);
  return value === null || value === undefined || value === "" ? "–" : String(value);
}

// The same value as stored, so an unchanged field is not sent again ("12.50" equals 12.5).
export function sameValue(kind: FieldKind, stored: unknown, parsed: string | number | null): boolean {
  if (stored === null || stored === undefined || stored === "") return parsed === null;
  if (parsed === null) return false;
  return kind === "number" ? Number(stored) === parsed : String(stored) === String(parsed);
}

// Spec §5 and §8: the server's detail, then its error, else 'Nepavyko išsaugoti'.
export function saveFailure(failure: unknown): string {
  const body = failure instanceof ApiError ? failure.body : null;
  return serverMessage(body, ["detail", "error"]) ?? t.saveFailed;
}
