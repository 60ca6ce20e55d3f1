import { describe, expect, it } from "vitest";
import { needsReview, nextMarked, reviewCount } from "./reviewMarks";

const guessed = { source: "rules", backing: "position", review: true };
const summed = { source: "rules", backing: "sum", review: false };

describe("review marks", () => {
  it("marks a value only when the reader says nothing backs it", () => {
    const meta = { seller_name: guessed, amount_with_vat: summed, note: "registro pavadinimas kitas" };
    expect(needsReview(meta, "seller_name")).toBe(true);
    expect(needsReview(meta, "amount_with_vat")).toBe(false);
    expect(needsReview(meta, "note")).toBe(false);
    expect(needsReview(meta, "buyer_name")).toBe(false);
    expect(needsReview(null, "seller_name")).toBe(false);
  });

  it("counts the marks of the fields and line cells the screen shows", () => {
    const document = {
      field_meta: { seller_name: guessed, buyer_name: guessed, amount_with_vat: summed },
      line_items: [{ field_meta: { prekes_pavadinimas: guessed, total: summed } }, { field_meta: {} }],
    };
    expect(reviewCount(document, ["seller_name", "amount_with_vat"], ["prekes_pavadinimas", "total"])).toBe(
      2,
    );
    expect(reviewCount(document, ["seller_name", "buyer_name"], [])).toBe(2);
  });

  it("finds the next marked field after the focused one and wraps round", () => {
    const area = document.createElement("div");
    area.innerHTML = `<button id="a"></button><button id="b" data-review></button>
      <button id="c"></button><button id="d" data-review></button>`;
    const marked = [...area.querySelectorAll("[data-review]")];
    const byId = (id: string) => area.querySelector(`#${id}`);
    expect(nextMarked(marked, null)?.id).toBe("b");
    expect(nextMarked(marked, byId("a"))?.id).toBe("b");
    expect(nextMarked(marked, byId("b"))?.id).toBe("d");
    expect(nextMarked(marked, byId("c"))?.id).toBe("d");
    expect(nextMarked(marked, byId("d"))?.id).toBe("b");
    expect(nextMarked([], byId("a"))).toBeUndefined();
  });
});
