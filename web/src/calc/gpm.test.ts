import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addGpm, extractGpm, gpmRates } from "./gpm";
import { money } from "./money";

const parts = ({ beforeTax, gpm, afterTax }: ReturnType<typeof addGpm>) =>
  [beforeTax, gpm, afterTax].map((v) => v.toFixed(2));

describe("GPM calculator (spec 001 §5, §9)", () => {
  it("offers 5, 15, 20, 25 and 32 %", () => {
    expect(gpmRates).toEqual([5, 15, 20, 25, 32]);
  });

  it.each([
    ["1000", 15, "150.00", "850.00"],
    ["1234.56", 20, "246.91", "987.65"],
    ["0.03", 15, "0.00", "0.03"],
    ["100000000", 32, "32000000.00", "68000000.00"],
  ])("extracts the tax from %s at %i %%", (amount, rate, gpm, kept) => {
    expect(parts(extractGpm(money(amount), rate))).toEqual([money(amount).toFixed(2), gpm, kept]);
  });

  it.each([
    ["850", 15, "1000.00", "150.00"],
    ["1000", 20, "1250.00", "250.00"],
    ["100", 32, "147.06", "47.06"],
  ])("grosses %s up at %i %%", (kept, rate, beforeTax, gpm) => {
    expect(parts(addGpm(money(kept), rate))).toEqual([beforeTax, gpm, money(kept).toFixed(2)]);
  });

  it("extracting the tax from a grossed-up amount gives the amount back within a cent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...gpmRates),
        (amount, rate) => {
          const kept = money(amount).div(100);
          const back = extractGpm(addGpm(kept, rate).beforeTax, rate).afterTax;
          expect(back.sub(kept).abs().toNumber()).toBeLessThanOrEqual(0.01);
        },
      ),
    );
  });
});
