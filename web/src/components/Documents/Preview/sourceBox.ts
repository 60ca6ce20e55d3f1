// Where a value was read: the reader keeps a box per field in field_meta, in PDF points from the
// page's top-left corner, with the file's 0-based page. The preview images of a PDF are rendered at
// 110 dpi (activities/render.py PREVIEW_DPI), so a point is 110/72 of an image pixel. A photo's
// preview is scaled to fit 1 400 px from a size the browser cannot know: its boxes are not shown.
const PREVIEW_PIXELS_PER_POINT = 110 / 72;

export type SourceBox = { page: number; x0: number; y0: number; x1: number; y1: number };

export function sourceBox(meta: Record<string, unknown> | null | undefined, field: string): SourceBox | null {
  const box = (meta?.[field] as { box?: unknown } | undefined)?.box;
  if (typeof box !== "object" || box === null) return null;
  const { page, x0, y0, x1, y1 } = box as Record<string, unknown>;
  const numbers = [page, x0, y0, x1, y1];
  if (!numbers.every((value) => typeof value === "number" && Number.isFinite(value))) return null;
  return { page, x0, y0, x1, y1 } as SourceBox;
}

// Which preview image shows the file's page: a document's own pages in order, or, for a further
// invoice found in the same file, its pages (structured_json.pages) from its first preview on.
export function previewIndex(page: number, previews: number, pages: readonly number[]): number | null {
  if (page < previews && (pages.length === 0 || pages[0] === 0)) return page;
  const index = pages.indexOf(page);
  return index >= 0 && index < previews ? index : null;
}

export const isPdf = (filename: string) => filename.toLowerCase().endsWith(".pdf");

// The box as percentages of the shown image (whatever its zoom), from the image's natural size.
export function boxOnImage(box: SourceBox, natural: { width: number; height: number }) {
  const percent = (points: number, pixels: number) => ((points * PREVIEW_PIXELS_PER_POINT) / pixels) * 100;
  return {
    left: `${percent(box.x0, natural.width)}%`,
    top: `${percent(box.y0, natural.height)}%`,
    width: `${percent(box.x1 - box.x0, natural.width)}%`,
    height: `${percent(box.y1 - box.y0, natural.height)}%`,
  };
}
