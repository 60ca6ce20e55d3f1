import { describe, expect, it } from "vitest";
import { documentDetail } from "../../../test/documents";
import { markedValues } from "./confirmReview";
import { deskKey, neighbour } from "./deskKeys";
import { normaliseClientQuery, normaliseProductQuery } from "./pickerQuery";
import { boxOnImage, previewIndex, sourceBox } from "./sourceBox";

const key = (key: string, change: Partial<KeyboardEvent> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...change,
});

describe("desk keys", () => {
  it("reads Alt+arrows as documents and Ctrl+Enter as checked", () => {
    expect(deskKey(key("ArrowDown", { altKey: true }))).toBe("next");
    expect(deskKey(key("ArrowUp", { altKey: true }))).toBe("previous");
    expect(deskKey(key("Enter", { ctrlKey: true }))).toBe("reviewed");
    expect(deskKey(key("Enter", { metaKey: true }))).toBe("reviewed");
    expect(deskKey(key("Enter"))).toBeNull();
    expect(deskKey(key("ArrowDown"))).toBeNull();
  });

  it("finds the neighbours in the list's order", () => {
    expect(neighbour([5, 3, 9], 3, 1)).toBe(9);
    expect(neighbour([5, 3, 9], 3, -1)).toBe(5);
    expect(neighbour([5, 3, 9], 9, 1)).toBeNull();
    expect(neighbour([5, 3, 9], 7, 1)).toBeNull();
  });
});

describe("search normalisation (spec §5)", () => {
  it("keeps digits of a code, upper-cases a VAT code, trims names", () => {
    expect(normaliseClientQuery("code", " 305-000 007 ")).toBe("305000007");
    expect(normaliseClientQuery("vat", "lt 1000-0000 17")).toBe("LT1000000017");
    expect(normaliseClientQuery("name", "  UAB Šiaurė ")).toBe("UAB Šiaurė");
    expect(normaliseProductQuery("code", " K-95 ")).toBe("K-95");
  });
});

describe("source boxes", () => {
  const meta = {
    amount_with_vat: { box: { page: 1, x0: 72, y0: 144, x1: 144, y1: 180 } },
    unit: { box: null },
  };

  it("reads a box from field_meta and nothing from a field without one", () => {
    expect(sourceBox(meta, "amount_with_vat")).toEqual({ page: 1, x0: 72, y0: 144, x1: 144, y1: 180 });
    expect(sourceBox(meta, "unit")).toBeNull();
    expect(sourceBox(null, "unit")).toBeNull();
  });

  it("places the box on a 110 dpi preview", () => {
    const box = sourceBox(meta, "amount_with_vat")!;
    expect(boxOnImage(box, { width: 1100, height: 1100 })).toEqual({
      left: "10%",
      top: "20%",
      width: "10%",
      height: "5%",
    });
  });

  it("finds the preview of a page, also for a further invoice of the same file", () => {
    expect(previewIndex(1, 3, [0, 1, 2])).toBe(1);
    expect(previewIndex(3, 1, [3, 4])).toBe(0);
    expect(previewIndex(4, 1, [3, 4])).toBeNull();
  });
});

describe("confirming a document", () => {
  it("sends each marked value back as it stands, numbers as numbers", () => {
    const document = documentDetail({
      document_number: "0012",
      field_meta: {
        document_number: { review: true },
        amount_with_vat: { review: true },
        due_date: { review: false },
      },
    });
    expect(
      markedValues(document, { document_number: "text", amount_with_vat: "number", due_date: "date" }, {}),
    ).toEqual([
      { lineId: null, field: "document_number", value: "0012" },
      { lineId: null, field: "amount_with_vat", value: 75.02 },
    ]);
  });
});
