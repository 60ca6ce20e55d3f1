import { useQueryClient } from "@tanstack/react-query";
import {
  documentsApi,
  type DocumentDetail,
  type ExtraFields,
  type InlineResult,
  type LineItem,
  type ProductFields,
} from "../../../api/documents";
import { queryKeys } from "../../../queryKeys";

type Checks = Pick<DocumentDetail, "val_subtotal_match" | "val_vat_match" | "val_total_match">;

const checksOf = (answer: Checks): Checks => ({
  val_subtotal_match: answer.val_subtotal_match,
  val_vat_match: answer.val_vat_match,
  val_total_match: answer.val_total_match,
});

// Edits of the open document: each answer is written into the cached document (with the sum checks
// the server recomputed and the edited field's review mark gone), and the list is asked again for its
// amounts and warnings. An added line's answer has no sum checks: the document is asked again.
export function useDocumentEdits(id: number) {
  const queryClient = useQueryClient();
  const update = (change: (document: DocumentDetail) => DocumentDetail) => {
    queryClient.setQueryData<DocumentDetail>(
      queryKeys.document(id),
      (document) => document && change(document),
    );
    queryClient.invalidateQueries({ queryKey: [...queryKeys.documents, "list"] });
  };
  const updateLines = (answer: Checks, change: (lines: LineItem[]) => LineItem[]) =>
    update((document) => ({ ...document, ...checksOf(answer), line_items: change(document.line_items) }));
  const lineValue = (answer: InlineResult) => (line: LineItem) =>
    line.id === answer.id ? { ...line, [answer.field]: answer.value, field_meta: answer.field_meta } : line;
  const replaceLine = (answer: LineItem) =>
    update((document) => ({
      ...document,
      line_items: document.line_items.map((line) => (line.id === answer.id ? answer : line)),
    }));
  const replaceDocument = (answer: DocumentDetail) => update(() => answer);

  return {
    saveField: async (field: string, value: unknown) => {
      const answer = await documentsApi.inline(id, field, value);
      update((document) => ({
        ...document,
        ...checksOf(answer),
        [field]: answer.value,
        field_meta: answer.field_meta,
      }));
    },
    saveLineField: async (lineId: number, field: string, value: unknown) => {
      const answer = await documentsApi.lineInline(id, lineId, field, value);
      updateLines(answer, (lines) => lines.map(lineValue(answer)));
    },
    addLine: async () => {
      const line = await documentsApi.addLine(id);
      update((document) => ({ ...document, line_items: [...document.line_items, line] }));
      queryClient.invalidateQueries({ queryKey: queryKeys.document(id) });
    },
    deleteLine: async (lineId: number) => {
      const answer = await documentsApi.deleteLine(id, lineId);
      updateLines(answer, (lines) => lines.filter((line) => line.id !== lineId));
    },
    saveExtra: async (values: ExtraFields) => replaceDocument(await documentsApi.extraFields(id, values)),
    clearProduct: async () => replaceDocument(await documentsApi.clearProduct(id)),
    saveLineProduct: async (lineId: number, values: ProductFields) =>
      replaceLine(await documentsApi.lineProduct(id, lineId, values)),
    clearLineProduct: async (lineId: number) => replaceLine(await documentsApi.clearLineProduct(id, lineId)),
  };
}
