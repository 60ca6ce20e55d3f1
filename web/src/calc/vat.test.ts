import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { money } from "./money";
import { addVat, extractVat, vatRates } from "./vat";

const parts = ({ net, vat, gross }: ReturnType<typeof addVat>) => [net, vat, gross].map((v) => v.toFixed(2));

describe("VAT calculator (domain.md §3.3)", () => {
  it.each([
    ["100", 21, "21.00", "121.00"],
    ["100", 9, "9.00", "109.00"],
    ["100", 5, "5.00", "105.00"],
    ["100", 12, "12.00", "112.00"],
    ["99.99", 21, "21.00", "120.99"],
    ["0.10", 21, "0.02", "0.12"],
    ["1234.56", 21, "259.26", "1493.82"],
    ["33.33", 9, "3.00", "36.33"],
  ])("adds VAT to net %s at %i %%", (net, rate, vat, gross) => {
    expect(parts(addVat(money(net), rate))).toEqual([money(net).toFixed(2), vat, gross]);
  });

  it.each([
    ["121", 21, "21.00", "100.00"],
    ["100", 21, "17.36", "82.64"],
    ["1", 21, "0.17", "0.83"],
    ["49.99", 21, "8.68", "41.31"],
  ])("extracts VAT from gross %s at %i %%", (gross, rate, vat, net) => {
    expect(parts(extractVat(money(gross), rate))).toEqual([net, vat, money(gross).toFixed(2)]);
  });

  it("offers the 2026 rate of 12 % beside 21, 9 and 5", () => {
    expect(vatRates.map(({ rate }) => rate)).toEqual([21, 12, 9, 5]);
  });

  it("extracting always gives parts that add up to the price with VAT", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(21, 12, 9, 5),
        (amount, rate) => {
          const gross = money(amount).div(100);
          const { net, vat } = extractVat(gross, rate);
          expect(net.add(vat).eq(gross)).toBe(true);
          expect(vat.sub(net.mul(rate).div(100)).abs().toNumber()).toBeLessThanOrEqual(0.01);
        },
      ),
    );
  });
});
