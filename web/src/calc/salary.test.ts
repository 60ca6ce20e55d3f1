import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { money } from "./money";
import {
  type Capacity,
  grossFromNet,
  payslip,
  type SalaryLaw,
  taxFreeAmount,
  yearOfPayslips,
} from "./salary";
import { salary2025 } from "./salary2025";
import { salary2026 } from "./salary2026";

const laws: Record<number, SalaryLaw> = { 2025: salary2025, 2026: salary2026 };
const plain = { capacity: "full" as Capacity, pension: false };

// domain.md §4.3: year, gross, NPD, GPM, VSD, PSD, net, employer, total cost.
const singleMonth: [number, string, string, string, string, string, string, string, string][] = [
  [2025, "1038", "747.00", "58.20", "129.96", "72.45", "777.39", "18.37", "1056.37"],
  [2025, "1500", "520.62", "195.88", "187.80", "104.70", "1011.62", "26.55", "1526.55"],
  [2025, "2000", "275.62", "344.88", "250.40", "139.60", "1265.12", "35.40", "2035.40"],
  [2025, "2500", "65.56", "486.89", "313.00", "174.50", "1525.61", "44.25", "2544.25"],
  [2025, "3000", "0.00", "600.00", "375.60", "209.40", "1815.00", "53.10", "3053.10"],
  [2025, "8000", "0.00", "1600.00", "1001.60", "558.40", "4840.00", "141.60", "8141.60"],
  [2026, "1038", "747.00", "58.20", "129.96", "72.45", "777.39", "18.37", "1056.37"],
  [2026, "1153", "747.00", "81.20", "144.36", "80.48", "846.96", "20.41", "1173.41"],
  [2026, "1500", "576.97", "184.61", "187.80", "104.70", "1022.89", "26.55", "1526.55"],
  [2026, "2000", "331.97", "333.61", "250.40", "139.60", "1276.39", "35.40", "2035.40"],
  [2026, "2500", "86.97", "482.61", "313.00", "174.50", "1529.89", "44.25", "2544.25"],
  [2026, "3000", "0.00", "600.00", "375.60", "209.40", "1815.00", "53.10", "3053.10"],
  [2026, "8000", "0.00", "1600.00", "1001.60", "558.40", "4840.00", "141.60", "8141.60"],
];

const asCents = (slip: ReturnType<typeof payslip>) =>
  [slip.npd, slip.gpm, slip.vsd, slip.psd, slip.net, slip.employer, slip.totalCost].map((v) => v.toFixed(2));

describe("a single month under the law (domain.md §4.3)", () => {
  it.each(singleMonth)("%i, gross %s", (year, gross, ...expected) => {
    expect(asCents(payslip(laws[year], money(gross), plain))).toEqual(expected);
  });

  it("takes the 3 % extra pension off the net (2025, 1 500)", () => {
    const slip = payslip(salary2025, money(1500), { capacity: "full", pension: true });
    expect([slip.pension.toFixed(2), slip.net.toFixed(2)]).toEqual(["45.00", "966.62"]);
  });

  it.each([
    [2025, "0-25", "1127.00", "74.60", "1132.90"],
    [2026, "30-55", "1057.00", "88.60", "1118.90"],
  ] as const)("replaces the NPD for reduced capacity (%i, %s)", (year, capacity, npd, gpm, net) => {
    const slip = payslip(laws[year], money(1500), { capacity, pension: false });
    expect([slip.npd.toFixed(2), slip.gpm.toFixed(2), slip.net.toFixed(2)]).toEqual([npd, gpm, net]);
  });

  it.each([
    [2025, "1200", "667.62"],
    [2025, "2387.29", "85.85"],
    [2025, "2800", "11.56"],
    [2025, "2864.22", "0.00"],
    [2026, "1200", "723.97"],
    [2026, "2387.29", "142.20"],
    [2026, "2677.49", "0.00"],
    [2026, "5000", "0.00"],
  ])("NPD %i at %s is %s", (year, gross, npd) => {
    expect(taxFreeAmount(laws[year], money(gross), "full").toFixed(2)).toBe(npd);
  });

  it("gives the Finance Ministry's +69,58 for the minimum wage within a cent", () => {
    const rise = payslip(salary2026, money(1153), plain).net.sub(payslip(salary2025, money(1038), plain).net);
    expect(rise.sub(69.58).abs().toNumber()).toBeLessThanOrEqual(0.01);
  });
});

// domain.md §4.4: year, monthly gross, GPM, VSD, PSD, net for the year.
const wholeYear: [number, string, string, string, string, string][] = [
  [2025, "1500", "2350.56", "2253.60", "1256.40", "12139.44"],
  [2025, "8000", "19200.00", "12019.20", "6700.80", "58080.00"],
  [2025, "12000", "30896.06", "15841.91", "10051.20", "87210.83"],
  [2026, "1500", "2215.32", "2253.60", "1256.40", "12274.68"],
  [2026, "8000", "19838.13", "12019.20", "6700.80", "57441.87"],
  [2026, "12000", "32207.10", "17368.87", "10051.20", "84372.83"],
];

describe("a year of equal months, cumulative brackets and cap (domain.md §4.4)", () => {
  it.each(wholeYear)("%i, %s a month", (year, gross, gpm, vsd, psd, net) => {
    const { total } = yearOfPayslips(laws[year], money(gross), plain);
    expect([total.gpm, total.vsd, total.psd, total.net].map((v) => v.toFixed(2))).toEqual([
      gpm,
      vsd,
      psd,
      net,
    ]);
  });

  it("taxes December of 2025 at 32 % with no VSD once 60 VDU are passed (12 000 a month)", () => {
    const december = yearOfPayslips(salary2025, money(12000), plain).months[11];
    expect([december.gpm.toFixed(2), december.vsd.toFixed(2)]).toEqual(["3840.00", "0.00"]);
  });

  it("taxes December of 2026 at 25 % past 36 VDU (8 000 a month), months 1–10 as a single month", () => {
    const { months } = yearOfPayslips(salary2026, money(8000), plain);
    expect(months.slice(0, 10).every((slip) => slip.net.toFixed(2) === "4840.00")).toBe(true);
    expect(months[11].gpm.toFixed(2)).toBe("2000.00");
  });

  it("splits 2026 at 12 000 a month into 16 647,48 + 13 872,90 + 1 686,72 of GPM", () => {
    const { months } = yearOfPayslips(salary2026, money(12000), plain);
    expect(months[6].gpm.toFixed(2)).toBe("2438.13");
    expect(months[11].gpm.toFixed(2)).toBe("3368.97");
  });

  it("stops the extra pension with the VSD at the cap", () => {
    const december = yearOfPayslips(salary2025, money(12000), { capacity: "full", pension: true }).months[11];
    expect(december.pension.toFixed(2)).toBe("0.00");
  });
});

// domain.md §4.5: year, target net, the gross values that give exactly this net.
const fromNet: [number, string, string, string][] = [
  [2025, "1000", "1477.07", "1477.08"],
  [2025, "1500", "2454.98", "2455.00"],
  [2025, "2000", "3305.77", "3305.78"],
  [2026, "1000", "1454.85", "1454.85"],
  [2026, "1500", "2441.03", "2441.05"],
  [2026, "846.96", "1152.99", "1153.00"],
];

describe("gross from net by bisection (domain.md §4.5)", () => {
  it.each(fromNet)("%i, net %s", (year, net, lowest, highest) => {
    const gross = grossFromNet(laws[year], money(net), plain);
    expect(gross.greaterThanOrEqualTo(lowest) && gross.lessThanOrEqualTo(highest)).toBe(true);
    expect(payslip(laws[year], gross, plain).net.toFixed(2)).toBe(money(net).toFixed(2));
  });

  it("answers 0 for a net of 0", () => {
    expect(grossFromNet(salary2026, money(0), plain).toFixed(2)).toBe("0.00");
  });

  const cents = (max: number) => fc.integer({ min: 1, max }).map((value) => money(value).div(100));
  const options = fc.record({
    capacity: fc.constantFrom<Capacity>("full", "0-25", "30-55"),
    pension: fc.boolean(),
  });

  // Net grows about 0,51 per euro of gross and each part is rounded on its own, so a few neighbouring
  // cents of gross share a net (and the net may even dip by a cent): the way back lands on one of them.
  it.each([2025, 2026])("%i: gross → net → gross gives the same net within a cent", (year) => {
    fc.assert(
      fc.property(cents(5_000_000), options, (gross, chosen) => {
        const net = payslip(laws[year], gross, chosen).net;
        const back = grossFromNet(laws[year], net, chosen);
        expect(payslip(laws[year], back, chosen).net.sub(net).abs().toNumber()).toBeLessThanOrEqual(0.01);
        expect(back.sub(gross).abs().toNumber()).toBeLessThanOrEqual(0.05);
      }),
      { numRuns: 500 },
    );
  });
});
