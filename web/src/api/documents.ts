import {
  documentsAddLine,
  documentsAutocompleteClients,
  documentsAutocompleteProducts,
  documentsBulkDelete,
  documentsClearLineProduct,
  documentsClearProduct,
  documentsDeleteLine,
  documentsEditInline,
  documentsEditLineInline,
  documentsGetDocument,
  documentsGetWords,
  documentsListDocuments,
  documentsUpdateExtraFields,
  documentsUpdateLineProduct,
  exportsExportXml,
  type ClientSuggestion,
  type DocumentDetail,
  type DocumentSummary,
  type ExportRequest,
  type InlineResult,
  type LineItemOut,
  type PageWords,
  type ExtraFields,
  type ProductFields,
  type ProductSuggestion,
} from "../client";
import { unwrap } from "./http";
import type { ViewMode } from "./profile";

export type { ClientSuggestion, DocumentDetail, DocumentSummary, ExtraFields, InlineResult, ProductFields };
export type { PageWords, ProductSuggestion, ViewMode };
export type LineItem = LineItemOut;

// Spec §2: all, processing, rejected, completed not exported, exported ("" asks for all).
export type StatusFilter = "" | "processing" | "rejected" | "completed_not_exported" | "exported";
export type DocumentFilters = { dateFrom: string; dateTo: string; status: StatusFilter };

// The summary shows one screen of documents; a month of an accountant's uploads fits in it.
export const LIST_PAGE_SIZE = 200;

export type ExportFile = { blob: Blob; filename: string };

// An empty filter is left out of the query, as the API reads a missing one as "all".
function listQuery({ dateFrom, dateTo, status }: DocumentFilters) {
  return {
    page_size: LIST_PAGE_SIZE,
    date_from: dateFrom || undefined,
    date_to: dateTo || undefined,
    status: status || undefined,
  };
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
export type Overrides = Record<number, NonNullable<ExportRequest["overrides"]>[string]>;

// The file comes back whole as a Blob (parseAs), whatever its type: XML, a ZIP or a spreadsheet.
async function exportFiles(ids: number[], mode: ViewMode, overrides: Overrides = {}): Promise<ExportFile> {
  const body = mode === "multi" ? { ids, mode, overrides } : { ids, mode };
  const call = exportsExportXml({ body, parseAs: "blob" });
  const blob = (await unwrap(call)) as Blob;
  const { response } = await call;
  return { blob, filename: exportFilename(response.headers.get("Content-Disposition"), ids.length) };
}

export const documentsApi = {
  list: (filters: DocumentFilters) => unwrap(documentsListDocuments({ query: listQuery(filters) })),
  get: (id: number) => unwrap(documentsGetDocument({ path: { document_id: id } })),
  words: (id: number) => unwrap(documentsGetWords({ path: { document_id: id } })),
  bulkDelete: (ids: number[]) => unwrap(documentsBulkDelete({ body: { ids } })),
  exportFiles,
  inline: (id: number, field: string, value: unknown) =>
    unwrap(documentsEditInline({ path: { document_id: id }, body: { field, value } })),
  lineInline: (id: number, lineId: number, field: string, value: unknown) =>
    unwrap(documentsEditLineInline({ path: { document_id: id, line_id: lineId }, body: { field, value } })),
  addLine: (id: number) => unwrap(documentsAddLine({ path: { document_id: id } })),
  deleteLine: (id: number, lineId: number) =>
    unwrap(documentsDeleteLine({ path: { document_id: id, line_id: lineId } })),
  extraFields: (id: number, body: ExtraFields) =>
    unwrap(documentsUpdateExtraFields({ path: { document_id: id }, body })),
  clearProduct: (id: number) => unwrap(documentsClearProduct({ path: { document_id: id } })),
  lineProduct: (id: number, lineId: number, body: ProductFields) =>
    unwrap(documentsUpdateLineProduct({ path: { document_id: id, line_id: lineId }, body })),
  clearLineProduct: (id: number, lineId: number) =>
    unwrap(documentsClearLineProduct({ path: { document_id: id, line_id: lineId } })),
};

// The pickers' suggestions (spec §7 "autocomplete"): field says which column q is matched against.
// A register row carries the date of the register data it comes from, which the picker shows beside it.
export type ClientChoice = ClientSuggestion & { registerDate?: string };

export const suggestionsApi = {
  clients: async (q: string, field: string, signal: AbortSignal): Promise<ClientChoice[]> => {
    const answer = await unwrap(documentsAutocompleteClients({ query: { q, field }, signal }));
    const freshness = answer.company_register;
    const registerDate = freshness?.data_date ?? freshness?.refreshed_at.slice(0, 10);
    return (answer.results as ClientSuggestion[]).map((client) =>
      client.source === "register" && registerDate ? { ...client, registerDate } : client,
    );
  },
  products: async (q: string, field: string, signal: AbortSignal) =>
    (await unwrap(documentsAutocompleteProducts({ query: { q, field }, signal })))
      .results as ProductSuggestion[],
};
