import { describe, expect, it } from "vitest";
import { defaultFilters } from "./filters";

describe("default list filter (spec §2)", () => {
  it("covers today and the 29 days before it, all statuses", () => {
    expect(defaultFilters(new Date(2026, 10, 21, 23, 30))).toEqual({
      dateFrom: "2026-10-23",
      dateTo: "2026-11-21",
      status: "",
    });
  });

  it("crosses a year boundary", () => {
    expect(defaultFilters(new Date(2026, 0, 10)).dateFrom).toBe("2025-12-12");
  });
});
