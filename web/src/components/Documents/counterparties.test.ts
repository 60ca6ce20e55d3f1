import { describe, expect, it } from "vitest";
import { documentRow } from "../../test/documents";
import { counterpartiesOf, counterpartyKey, directionFor, matchesSearch } from "./counterparties";

describe("counterparty key (spec §3)", () => {
  it("uses the company code first, then the VAT code, then the name, lower-cased", () => {
    expect(counterpartyKey({ id: " 304181177 ", vat: "LT1", name: "UAB A" })).toBe("id:304181177");
    expect(counterpartyKey({ id: null, vat: "LT100009993918", name: "UAB A" })).toBe("lt100009993918");
    expect(counterpartyKey({ id: "", vat: null, name: " UAB Ąžuolas " })).toBe("uab ąžuolas");
  });
});

describe("counterparty list", () => {
  const rows = [
    documentRow({ id: 1 }),
    documentRow({ id: 2, seller_name: "MB Medis", seller_id: "305123456" }),
    documentRow({
      id: 3,
      buyer_name: "UAB Bandymas",
      buyer_id: "304181177",
      seller_name: "MB Medis",
      seller_id: "305123456",
    }),
  ];

  it("counts each company's documents, busiest first", () => {
    const list = counterpartiesOf(rows);
    expect(list.map((entry) => [entry.key, entry.docs_count])).toEqual([
      ["id:304181177", 3],
      ["id:305123456", 2],
      ["id:305000007", 1],
    ]);
    expect(list[0].name).toBe("UAB Bandymas");
  });

  it("finds a company by name or code", () => {
    const [buyer] = counterpartiesOf(rows);
    expect(matchesSearch(buyer, "bandym")).toBe(true);
    expect(matchesSearch(buyer, "30418")).toBe(true);
    expect(matchesSearch(buyer, "medis")).toBe(false);
  });
});

describe("direction for the chosen counterparty (spec §4)", () => {
  const row = documentRow();

  it("is a sale when the chosen company sells, a purchase when it buys", () => {
    expect(directionFor(row, "id:305000007")).toBe("pardavimas");
    expect(directionFor(row, "id:304181177")).toBe("pirkimas");
    expect(directionFor(row, "id:999")).toBe("nezinoma");
  });
});
