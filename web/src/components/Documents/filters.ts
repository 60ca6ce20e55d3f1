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

// Spec §2: the last 30 days, today minus 29 days to today (the server counts the end day whole).
export function defaultFilters(today: Date = new Date()): DocumentFilters {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);
  return { dateFrom: isoDay(from), dateTo: isoDay(today), status: "" };
}
