// Which values the reviewer should look at: the reader marks a value `review` in its field_meta when
// nothing outside its own judgement backs it (no e-invoice XML, no passing sum check, no checksum);
// a value the user has typed or confirmed is marked `review: false` by the server.

type Meta = Record<string, unknown> | null | undefined;

export function needsReview(meta: Meta, field: string): boolean {
  const entry = meta?.[field];
  return typeof entry === "object" && entry !== null && (entry as { review?: unknown }).review === true;
}

type Reviewed = { field_meta: Meta; line_items: { field_meta: Meta }[] };

// Counts only the fields the screen shows, so the number matches the marks the reviewer can see.
export function reviewCount(
  document: Reviewed,
  fields: readonly string[],
  lineFields: readonly string[],
): number {
  const marked = (meta: Meta, names: readonly string[]) =>
    names.filter((name) => needsReview(meta, name)).length;
  return (
    marked(document.field_meta, fields) +
    document.line_items.reduce((sum, line) => sum + marked(line.field_meta, lineFields), 0)
  );
}

// The attribute the marked fields carry, so "next field to check" can find them in screen order.
export const REVIEW_ATTRIBUTE = "data-review";

// The first marked element after the focused one in document order, wrapping round to the first.
export function nextMarked(marked: readonly Element[], active: Element | null): Element | undefined {
  if (!active) return marked[0];
  const after = marked.find(
    (element) =>
      element !== active && active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return after ?? marked[0];
}
