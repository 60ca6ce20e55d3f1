import { describe, expect, it } from "vitest";
import { defaultFilters } from "./filters";

describe("default list filter (spec §2)", () => {
  it("covers today and the 29 days before it, all statuses", () => {
    expect(defaultFilters(new Date(Date.UTC(2026, 10, 21, 12, 30)))).toEqual({
      dateFrom: "2026-10-23",
      dateTo: "2026-11-21",
      status: "",
    });
  });

  it("crosses a year boundary", () => {
    expect(defaultFilters(new Date(Date.UTC(2026, 0, 10, 12))).dateFrom).toBe("2025-12-12");
  });

  it("counts days as Lithuania does, whatever the browser's clock", () => {
    // 22:30 UTC on 21 November is 00:30 on the 22nd in Vilnius (UTC+2 in winter).
    expect(defaultFilters(new Date(Date.UTC(2026, 10, 21, 22, 30))).dateTo).toBe("2026-11-22");
    // 21:30 UTC on 21 June is 00:30 on the 22nd in Vilnius (UTC+3 in summer).
    expect(defaultFilters(new Date(Date.UTC(2026, 5, 21, 21, 30))).dateTo).toBe("2026-06-22");
  });
});
