import type { DocumentSummary, ViewMode } from "../../api/documents";
import { texts } from "../../texts";

const t = texts.documents;

type Row = Pick<
  DocumentSummary,
  "status" | "exported" | "pirkimas_pardavimas" | "val_subtotal_match" | "val_vat_match" | "val_total_match"
>;

export const KNOWN_DIRECTIONS = ["pirkimas", "pardavimas"] as const;

// Spec §4 "Document status": pending shows as processing.
export function isProcessing(row: Pick<Row, "status">): boolean {
  return row.status === "processing" || row.status === "pending";
}

export function isDone(row: Pick<Row, "status">): boolean {
  return row.status === "completed" || row.status === "exported";
}

export function isExported(row: Pick<Row, "status" | "exported">): boolean {
  return row.status === "exported" || (row.status === "completed" && row.exported);
}

export function statusLabel(row: Row): string {
  if (isProcessing(row)) return t.statusProcessing;
  if (row.status === "rejected") return t.statusRejected;
  return isExported(row) ? t.statusExported : t.statusCompleted;
}

// Empty or any other value than pirkimas/pardavimas counts as unknown (spec §3).
export function hasKnownDirection(row: Pick<Row, "pirkimas_pardavimas">): boolean {
  return (KNOWN_DIRECTIONS as readonly string[]).includes(row.pirkimas_pardavimas);
}

// Spec §4: completed or exported, and in single mode a known purchase/sale direction.
export function isExportable(row: Row, mode: ViewMode): boolean {
  return isDone(row) && (mode === "multi" || hasKnownDirection(row));
}

export function hasSumWarning(row: Row): boolean {
  return row.val_subtotal_match === false || row.val_vat_match === false || row.val_total_match === false;
}

// Spec §4 and §9: after 50 refreshes the documents still processing are shown as rejected with the
// time-limit message (the server's own deadline rejects them for good).
export const POLL_INTERVAL_MS = 3_000;
export const MAX_POLLS = 50;

export function withPollLimit<T extends DocumentSummary>(rows: T[], polls: number): T[] {
  if (polls <= MAX_POLLS) return rows;
  return rows.map((row) =>
    isProcessing(row) ? { ...row, status: "rejected", error_message: t.timedOut } : row,
  );
}
