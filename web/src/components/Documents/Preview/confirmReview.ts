import type { DocumentDetail } from "../../../api/documents";
import { editText, parseInline, type FieldKind } from "./inlineValue";
import { needsReview } from "./reviewMarks";

export type Confirmation = { lineId: number | null; field: string; value: string | number | null };
export type Kinds = Record<string, FieldKind>;

type Values = { field_meta: DocumentDetail["field_meta"] } & object;

function marked(values: Values, kinds: Kinds, lineId: number | null): Confirmation[] {
  const confirmations: Confirmation[] = [];
  for (const [field, kind] of Object.entries(kinds)) {
    if (!needsReview(values.field_meta, field)) continue;
    const parsed = parseInline(kind, editText((values as Record<string, unknown>)[field]));
    if (parsed.ok) confirmations.push({ lineId, field, value: parsed.value });
  }
  return confirmations;
}

// "The document is checked": every shown value still marked for review is sent back as it stands, so
// the server records it as the user's (as Enter on an unchanged marked field does, one at a time).
export function markedValues(document: DocumentDetail, kinds: Kinds, lineKinds: Kinds): Confirmation[] {
  return [
    ...marked(document, kinds, null),
    ...document.line_items.flatMap((line) => marked(line, lineKinds, line.id)),
  ];
}
