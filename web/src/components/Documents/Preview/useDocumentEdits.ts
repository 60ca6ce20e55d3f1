import { useQueryClient } from "@tanstack/react-query";
import { documentsApi, type DocumentDetail, type InlineResult, type LineItem } from "../../../api/documents";
import { queryKeys } from "../../../queryKeys";

type Checks = Pick<DocumentDetail, "val_subtotal_match" | "val_vat_match" | "val_total_match">;

const checksOf = (answer: Checks): Checks => ({
  val_subtotal_match: answer.val_subtotal_match,
  val_vat_match: answer.val_vat_match,
  val_total_match: answer.val_total_match,
});

// Edits of the open document: each answer is written into the cached document (with the sum checks
// the server recomputed and the edited field's review mark gone), and the list is asked again for its
// amounts and warnings.
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
    },
    deleteLine: async (lineId: number) => {
      const answer = await documentsApi.deleteLine(id, lineId);
      updateLines(answer, (lines) => lines.filter((line) => line.id !== lineId));
    },
  };
}
