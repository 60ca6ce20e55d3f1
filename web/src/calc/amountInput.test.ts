import { describe, expect, it } from "vitest";
import { acceptsTyping, readAmount } from "./amountInput";

describe("calculator input (spec 001 §5)", () => {
  it.each(["", "1", "1234", "1234,5", "1234.56", ",5"])("the salary field takes %j", (text) => {
    expect(acceptsTyping(text, false)).toBe(true);
  });

  it.each(["a", "12a", "1,2,3", "1.2.3", "-5", "1e5", "1 000"])("the salary field refuses %j", (text) => {
    expect(acceptsTyping(text, false)).toBe(false);
  });

  it("the VAT and GPM fields also take a minus sign", () => {
    expect(acceptsTyping("-12,5", true)).toBe(true);
  });

  it.each(["", "   ", "-", ",", "abc"])("reads %j as no amount", (text) => {
    expect(readAmount(text)).toBeNull();
  });

  it.each([
    ["1234,56", "1234.56"],
    ["0.005", "0.01"],
    ["-50", "0.00"],
    [".5", "0.50"],
  ])("reads %j as %s", (text, amount) => {
    expect(readAmount(text)?.toFixed(2)).toBe(amount);
  });

  it("caps the GPM amount at 100 000 000", () => {
    expect(readAmount("100000000.01", { max: 100_000_000 })?.toFixed(2)).toBe("100000000.00");
  });
});
