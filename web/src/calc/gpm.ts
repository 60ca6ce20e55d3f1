import { cents, type Money, percent } from "./money";

// The GPM (personal income tax) calculator of spec 001 §5 and §9; domain.md §3.4 and §4.7.
export const gpmRates = [5, 15, 20, 25, 32];
export const defaultGpmRate = 15;
export const gpmMaxAmount = 100_000_000;

export type GpmSplit = { beforeTax: Money; gpm: Money; afterTax: Money };

// Amount with GPM (what is paid out before tax) → the tax withheld and what the recipient keeps.
export function extractGpm(beforeTax: Money, rate: number): GpmSplit {
  const gpm = cents(beforeTax.mul(percent(rate)));
  return { beforeTax, gpm, afterTax: beforeTax.sub(gpm) };
}

// Amount without GPM (what the recipient should keep) → the amount to pay out and the tax on it:
// the inverse of extractGpm, so extracting the tax from the result gives the amount back.
export function addGpm(afterTax: Money, rate: number): GpmSplit {
  const beforeTax = cents(afterTax.div(percent(100 - rate)));
  return { beforeTax, gpm: beforeTax.sub(afterTax), afterTax };
}

// Top statutory personal income tax rates in the EU, 2025: combined central and local rates and
// surtaxes, social contributions not included (Tax Foundation, "Top Personal Income Tax Rates in
// Europe, 2025", from the European Commission's Taxes in Europe Database and PwC).
export const euTopIncomeTaxRates: { country: string; rate: number }[] = [
  { country: "Austrija", rate: 55 },
  { country: "Belgija", rate: 53.5 },
  { country: "Bulgarija", rate: 10 },
  { country: "Kroatija", rate: 35.4 },
  { country: "Kipras", rate: 35 },
  { country: "Čekija", rate: 23 },
  { country: "Danija", rate: 55.9 },
  { country: "Estija", rate: 22 },
  { country: "Suomija", rate: 51.8 },
  { country: "Prancūzija", rate: 55.4 },
  { country: "Vokietija", rate: 47.5 },
  { country: "Graikija", rate: 44 },
  { country: "Vengrija", rate: 15 },
  { country: "Airija", rate: 48 },
  { country: "Italija", rate: 47.2 },
  { country: "Latvija", rate: 36 },
  { country: "Lietuva", rate: 32 },
  { country: "Liuksemburgas", rate: 45.8 },
  { country: "Malta", rate: 35 },
  { country: "Nyderlandai", rate: 49.5 },
  { country: "Lenkija", rate: 36 },
  { country: "Portugalija", rate: 53 },
  { country: "Rumunija", rate: 10 },
  { country: "Slovakija", rate: 25 },
  { country: "Slovėnija", rate: 50 },
  { country: "Ispanija", rate: 54 },
  { country: "Švedija", rate: 52.3 },
];
