import Decimal from "decimal.js";

// Tax law rounds every amount half-up to whole cents (domain.md §3.3, §4.3); Decimal keeps the
// arithmetic exact so that 0.1 + 0.2 is 0.3 and 1234.56 × 21 % is 259.2576 before rounding.
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = Decimal;

export const ZERO = new Money(0);

export function money(value: Decimal.Value): Money {
  return new Money(value);
}

export function cents(value: Decimal.Value): Money {
  return new Money(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

export function percent(rate: Decimal.Value): Money {
  return new Money(rate).div(100);
}

const twoDecimals = new Intl.NumberFormat("lt-LT", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Spec 001 §5: results show 2 decimals in the lt-LT format (1 234,50).
export function formatMoney(value: Money): string {
  return twoDecimals.format(cents(value).toNumber());
}

const rateFormat = new Intl.NumberFormat("lt-LT", { maximumFractionDigits: 2 });

// 12.52 → "12,52 %" with the no-break space CLDR puts before the sign.
export function formatPercent(rate: Decimal.Value): string {
  return `${rateFormat.format(new Money(rate).toNumber())}\u00a0%`;
}
