import type {
  DeletedLine,
  DocumentDetail,
  DocumentPage,
  DocumentSummary,
  InlineResult,
  LineItemOut,
} from "../client";
import { absoluteUrl, ApiError, http, readBody, sessionFetch } from "./http";

export type { DocumentDetail, DocumentSummary, InlineResult };
export type LineItem = LineItemOut;
export type ViewMode = "single" | "multi";

// Spec §2: all, processing, rejected, completed not exported, exported ("" asks for all).
export type StatusFilter = "" | "processing" | "rejected" | "completed_not_exported" | "exported";
export type DocumentFilters = { dateFrom: string; dateTo: string; status: StatusFilter };

// The summary shows one screen of documents; a month of an accountant's uploads fits in it.
export const LIST_PAGE_SIZE = 200;

export type ExportFile = { blob: Blob; filename: string };

function listPath({ dateFrom, dateTo, status }: DocumentFilters): string {
  const query = new URLSearchParams({ page_size: String(LIST_PAGE_SIZE) });
  if (dateFrom) query.set("date_from", dateFrom);
  if (dateTo) query.set("date_to", dateTo);
  if (status) query.set("status", status);
  return `/api/documents/?${query}`;
}

// Spec §7: the name comes from Content-Disposition (RFC 6266's UTF-8 form first), else
// dokumentas.xml for one document and dokumentai.zip for several.
export function exportFilename(disposition: string | null, count: number): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (encoded) return decodeURIComponent(encoded[1].trim());
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  if (plain) return plain[1].trim();
  return count === 1 ? "dokumentas.xml" : "dokumentai.zip";
}

// Multi mode names each document's direction, as the chosen counterparty sees it.
export type Overrides = Record<number, "pirkimas" | "pardavimas">;

async function exportFiles(ids: number[], mode: ViewMode, overrides: Overrides = {}): Promise<ExportFile> {
  const response = await sessionFetch(absoluteUrl("/api/documents/export_xml/"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(mode === "multi" ? { ids, mode, overrides } : { ids, mode }),
  });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return {
    blob: await response.blob(),
    filename: exportFilename(response.headers.get("Content-Disposition"), ids.length),
  };
}

const scanned = (id: number) => `/api/scanned-documents/${id}`;

export const documentsApi = {
  list: (filters: DocumentFilters) => http.get<DocumentPage>(listPath(filters)),
  get: (id: number) => http.get<DocumentDetail>(`/api/documents/${id}/`),
  bulkDelete: (ids: number[]) => http.delete<{ deleted: number }>("/api/documents/bulk-delete/", { ids }),
  exportFiles,
  inline: (id: number, field: string, value: unknown) =>
    http.patch<InlineResult>(`${scanned(id)}/inline/`, { field, value }),
  lineInline: (id: number, lineId: number, field: string, value: unknown) =>
    http.patch<InlineResult>(`${scanned(id)}/lineitem/${lineId}/inline/`, { field, value }),
  addLine: (id: number) => http.post<LineItem>(`${scanned(id)}/add-lineitem/`),
  deleteLine: (id: number, lineId: number) =>
    http.delete<DeletedLine>(`${scanned(id)}/delete-lineitem/${lineId}/`),
};
