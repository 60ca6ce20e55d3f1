import { cents, type Money, money, percent, ZERO } from "./money";

// The salary calculation of one law year, driven by that year's parameters (salary2025.ts,
// salary2026.ts). The law, not the spec, where the two differ (domain.md §4.2): the income tax
// brackets and the social insurance cap are annual and cumulative, and a reduced capacity for work
// replaces the general tax-free amount.

// NPD (tax-free amount) = base − slope × (gross − from), for a monthly gross up to `upTo`.
export type NpdPiece = { upTo: string | null; base: string; slope: string; from: string };

export type Capacity = "full" | "0-25" | "30-55";

export type SalaryLaw = {
  year: number;
  mma: string;
  vdu: string;
  npd: NpdPiece[];
  capacityNpd: Record<Exclude<Capacity, "full">, string>;
  // Income tax on the year's cumulative employment income, up to `upToVdu` × VDU (null: no limit).
  gpmBrackets: { upToVdu: number | null; rate: string }[];
  vsdRate: string;
  psdRate: string;
  pensionRate: string;
  employerRate: string;
  // Employee social insurance (and the extra pension, which has the same base) stops for the rest of
  // the year once the year's income reaches this many VDU; health insurance (PSD) has no cap.
  vsdCapVdu: number;
};

export type SalaryOptions = { capacity: Capacity; pension: boolean };

export type Payslip = {
  gross: Money;
  npd: Money;
  gpm: Money;
  vsd: Money;
  psd: Money;
  pension: Money;
  net: Money;
  employer: Money;
  totalCost: Money;
};

export function vduTimes(law: SalaryLaw, count: number): Money {
  return money(law.vdu).mul(count);
}

export function taxFreeAmount(law: SalaryLaw, gross: Money, capacity: Capacity): Money {
  if (capacity !== "full") return money(law.capacityNpd[capacity]);
  const piece = law.npd.find(({ upTo }) => upTo === null || gross.lessThanOrEqualTo(upTo));
  if (!piece) return ZERO;
  const value = cents(money(piece.base).sub(money(piece.slope).mul(gross.sub(piece.from))));
  return value.isNegative() ? ZERO : value;
}

const lesser = (a: Money, b: Money) => (a.lessThan(b) ? a : b);
const greater = (a: Money, b: Money) => (a.greaterThan(b) ? a : b);

// The month's income tax: the month's income is placed after what was earned earlier in the year,
// each part taxed at its bracket's rate, the tax-free amount taken off the lowest-rate part first.
function incomeTax(law: SalaryLaw, gross: Money, npd: Money, earlier: Money): Money {
  let tax = ZERO;
  let position = earlier;
  let rest = gross;
  let relief = npd;
  for (const { upToVdu, rate } of law.gpmBrackets) {
    const room = upToVdu === null ? rest : greater(vduTimes(law, upToVdu).sub(position), ZERO);
    const slice = lesser(rest, room);
    if (slice.isZero()) continue;
    const sheltered = lesser(slice, relief);
    relief = relief.sub(sheltered);
    tax = tax.add(slice.sub(sheltered).mul(percent(rate)));
    position = position.add(slice);
    rest = rest.sub(slice);
  }
  return cents(tax);
}

// One month's payslip; `earlier` is the gross already paid this year (0 for a single month).
export function payslip(
  law: SalaryLaw,
  gross: Money,
  options: SalaryOptions,
  earlier: Money = ZERO,
): Payslip {
  const npd = taxFreeAmount(law, gross, options.capacity);
  const gpm = incomeTax(law, gross, npd, earlier);
  const capLeft = greater(vduTimes(law, law.vsdCapVdu).sub(earlier), ZERO);
  const insured = lesser(gross, capLeft);
  const vsd = cents(insured.mul(percent(law.vsdRate)));
  const psd = cents(gross.mul(percent(law.psdRate)));
  const pension = options.pension ? cents(insured.mul(percent(law.pensionRate))) : ZERO;
  const employer = cents(gross.mul(percent(law.employerRate)));
  return {
    gross,
    npd,
    gpm,
    vsd,
    psd,
    pension,
    net: gross.sub(gpm).sub(vsd).sub(psd).sub(pension),
    employer,
    totalCost: gross.add(employer),
  };
}

const payslipFields = [
  "gross",
  "npd",
  "gpm",
  "vsd",
  "psd",
  "pension",
  "net",
  "employer",
  "totalCost",
] as const;

// Twelve equal months of a year, each taxed with the income of the months before it.
export function yearOfPayslips(
  law: SalaryLaw,
  monthlyGross: Money,
  options: SalaryOptions,
): { months: Payslip[]; total: Payslip } {
  const months: Payslip[] = [];
  for (let month = 0; month < 12; month++) {
    months.push(payslip(law, monthlyGross, options, monthlyGross.mul(month)));
  }
  const total = Object.fromEntries(
    payslipFields.map((field) => [field, months.reduce((sum, slip) => sum.add(slip[field]), ZERO)]),
  ) as Payslip;
  return { months, total };
}

// The gross (in whole cents) where the single-month net reaches the target, found by bisection. Net
// grows about 0,51 per euro of gross, but each part is rounded to cents on its own, so neighbouring
// cents can share a net or dip by a cent: the round trip is exact to ±0,01 (domain.md §4.5).
export function grossFromNet(law: SalaryLaw, targetNet: Money, options: SalaryOptions): Money {
  if (targetNet.lessThanOrEqualTo(0)) return ZERO;
  const netAt = (centsValue: Money) => payslip(law, centsValue.div(100), options).net;
  const target = cents(targetNet);
  let low = ZERO;
  let high = target.mul(300).ceil();
  while (netAt(high).lessThan(target)) high = high.mul(2);
  while (high.sub(low).greaterThan(1)) {
    const middle = low.add(high).div(2).floor();
    if (netAt(middle).lessThan(target)) low = middle;
    else high = middle;
  }
  return high.div(100);
}
