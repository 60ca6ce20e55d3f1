import { describe, expect, it } from "vitest";
import { formatAmount, formatDate, formatDateTime } from "./format";

// Intl puts a no-break space between thousands and a real minus sign in lt-LT.
const plain = (text: string) => text.replace(/\u00a0/g, " ").replace("\u2212", "-");

describe("amounts (spec §5)", () => {
  it.each([
    ["12.5", "12,50"],
    ["12.50", "12,50"],
    [0, "0,00"],
    ["1234567.8", "1 234 567,80"],
    ["-3.1", "-3,10"],
  ])("shows %s with two decimals as %s", (value, shown) => {
    expect(plain(formatAmount(value))).toBe(shown);
  });

  it.each([
    ["0.162", "0,1620"],
    ["4.1234", "4,1234"],
    ["2.0005", "2,0005"],
    ["-0.035", "-0,0350"],
  ])("shows %s with four decimals as %s when the third or fourth is not zero", (value, shown) => {
    expect(plain(formatAmount(value))).toBe(shown);
  });

  it.each([null, undefined, "", "abc"])("shows a dash for %s", (value) => {
    expect(formatAmount(value)).toBe("–");
  });
});

describe("dates (lt-LT)", () => {
  it("shows a calendar date as that day", () => {
    expect(formatDate("2026-03-14")).toBe("2026-03-14");
  });

  it("shows a timestamp as local date and time", () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe("2026-01-05 09:07");
  });

  it("shows a dash for no date", () => {
    expect(formatDate(null)).toBe("–");
  });
});
