import { describe, expect, it } from "vitest";
import { documentRow } from "../../test/documents";
import { hasSumWarning, isExportable, MAX_POLLS, statusLabel, withPollLimit } from "./documentRules";

describe("status labels (spec §4)", () => {
  it.each([
    [{ status: "processing" }, "Vykdomas"],
    [{ status: "pending" }, "Vykdomas"],
    [{ status: "rejected" }, "Atmestas"],
    [{ status: "completed" }, "Atliktas (Neeksportuotas)"],
    [{ status: "completed", exported: true }, "Atliktas (Eksportuotas)"],
    [{ status: "exported", exported: true }, "Atliktas (Eksportuotas)"],
  ])("%o reads %s", (change, label) => {
    expect(statusLabel(documentRow(change))).toBe(label);
  });
});

describe("exportable rows", () => {
  it("takes completed and exported documents with a known direction in single mode", () => {
    expect(isExportable(documentRow({ status: "completed" }), "single")).toBe(true);
    expect(
      isExportable(documentRow({ status: "exported", pirkimas_pardavimas: "pardavimas" }), "single"),
    ).toBe(true);
  });

  it.each(["nezinoma", "unknown", "", "kita"])("refuses direction %j in single mode", (direction) => {
    expect(isExportable(documentRow({ pirkimas_pardavimas: direction }), "single")).toBe(false);
  });

  it("takes any completed document in multi mode", () => {
    expect(isExportable(documentRow({ pirkimas_pardavimas: "nezinoma" }), "multi")).toBe(true);
  });

  it.each(["processing", "rejected", "deleted"])("never takes a %s document", (status) => {
    expect(isExportable(documentRow({ status }), "multi")).toBe(false);
  });
});

describe("sum checks", () => {
  it("warns when any of the three checks failed, not when they are unknown", () => {
    expect(hasSumWarning(documentRow())).toBe(false);
    expect(
      hasSumWarning(documentRow({ val_subtotal_match: null, val_vat_match: null, val_total_match: null })),
    ).toBe(false);
    expect(hasSumWarning(documentRow({ val_vat_match: false }))).toBe(true);
    expect(hasSumWarning(documentRow({ val_total_match: false }))).toBe(true);
  });
});

describe("poll limit", () => {
  const rows = [documentRow({ id: 1, status: "processing" }), documentRow({ id: 2 })];

  it("leaves rows alone up to 50 refreshes", () => {
    expect(withPollLimit(rows, MAX_POLLS)).toEqual(rows);
  });

  it("shows documents still processing after that as rejected for taking too long", () => {
    const [late, done] = withPollLimit(rows, MAX_POLLS + 1);
    expect(statusLabel(late)).toBe("Atmestas");
    expect(late.error_message).toBe("Per ilgai apdorojama. Dokumentas atmestas dėl laiko limito.");
    expect(done).toBe(rows[1]);
  });
});
