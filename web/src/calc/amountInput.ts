import { cents, type Money, money, ZERO } from "./money";

// Spec 001 §5: the salary field accepts only numbers (or nothing); the VAT and GPM fields also take a
// minus sign, and a negative amount counts as 0. A comma is the Lithuanian decimal separator, so both
// "1234,56" and "1234.56" are read.
const unsigned = /^\d*([.,]\d*)?$/;
const signed = /^-?\d*([.,]\d*)?$/;

export function acceptsTyping(text: string, allowNegative: boolean): boolean {
  return (allowNegative ? signed : unsigned).test(text);
}

type Limits = { max?: number };

// The amount a calculator works with, in cents, or null when the field is empty or not a number
// (the page then shows "0.00"). Amounts above max count as max (GPM: 0 to 100 000 000).
export function readAmount(text: string, { max }: Limits = {}): Money | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  let amount = money(normalised);
  if (amount.isNegative()) amount = ZERO;
  if (max !== undefined && amount.greaterThan(max)) amount = money(max);
  return cents(amount);
}
