import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/http";
import { parseInline, sameValue, saveFailure } from "./inlineValue";

describe("inline values (spec §5)", () => {
  it("sends an empty value as null", () => {
    expect(parseInline("number", "  ")).toEqual({ ok: true, value: null });
    expect(parseInline("date", "")).toEqual({ ok: true, value: null });
    expect(parseInline("text", "")).toEqual({ ok: true, value: null });
  });

  it("accepts YYYY-MM-DD dates that exist", () => {
    expect(parseInline("date", "2026-02-28")).toEqual({ ok: true, value: "2026-02-28" });
  });

  it.each(["2026-02-30", "14.03.2026", "2026-3-14", "rytoj"])("refuses the date %j", (typed) => {
    expect(parseInline("date", typed)).toEqual({ ok: false, error: "Formatas: YYYY-MM-DD" });
  });

  it.each([
    ["12.5", 12.5],
    ["12,50", 12.5],
    ["1 234,56", 1234.56],
    ["-3", -3],
  ])("sends the number %j as %d", (typed, value) => {
    expect(parseInline("number", typed)).toEqual({ ok: true, value });
  });

  it.each(["12a", "1,2,3", "€5", "."])("refuses %j as a number", (typed) => {
    expect(parseInline("number", typed)).toEqual({ ok: false, error: "Turi būti skaičius" });
  });

  it("keeps text as typed, leading zeros included", () => {
    expect(parseInline("text", " 0012 ")).toEqual({ ok: true, value: "0012" });
  });

  it("knows an unchanged value", () => {
    expect(sameValue("number", "12.50", 12.5)).toBe(true);
    expect(sameValue("number", null, null)).toBe(true);
    expect(sameValue("text", "DS", "DS")).toBe(true);
    expect(sameValue("text", "DS", null)).toBe(false);
    expect(sameValue("date", null, "2026-01-01")).toBe(false);
  });

  it("explains a refused save with the server's detail, then its error, else a generic text", () => {
    expect(saveFailure(new ApiError(422, { detail: "Neteisinga reikšmė" }))).toBe("Neteisinga reikšmė");
    expect(saveFailure(new ApiError(409, { error: "Dokumentas dar apdorojamas" }))).toBe(
      "Dokumentas dar apdorojamas",
    );
    expect(saveFailure(new ApiError(422, { detail: [{ msg: "x" }] }))).toBe("Nepavyko išsaugoti");
    expect(saveFailure(new Error("network"))).toBe("Nepavyko išsaugoti");
  });
});
