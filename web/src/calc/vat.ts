import { cents, type Money, percent } from "./money";

// Lithuanian VAT (PVM) rates, domain.md §3.1. The 12 % rate exists from 2026-01-01 (accommodation,
// passenger transport, culture); 9 % is kept for documents dated 2025 and earlier.
export type VatRate = { rate: number; description: string };

export const vatRates: VatRate[] = [
  { rate: 21, description: "Standartinis tarifas daugumai prekių ir paslaugų." },
  {
    rate: 12,
    description:
      "Nuo 2026 m.: apgyvendinimas, keleivių ir jų bagažo vežimas reguliariais reisais, kultūros renginiai.",
  },
  {
    rate: 9,
    description:
      "Iki 2025 m. pabaigos: knygos, keleivių vežimas, apgyvendinimas, šildymas ir malkos, kultūros renginiai.",
  },
  {
    rate: 5,
    description: "Vaistai ir medicinos pagalbos priemonės, periodiniai leidiniai, nuo 2026 m. ir knygos.",
  },
];

export const defaultVatRate = 21;

export type VatSplit = { net: Money; vat: Money; gross: Money };

// Price without VAT → VAT and price with VAT; the VAT is rounded, the total is their sum.
export function addVat(net: Money, rate: number): VatSplit {
  const vat = cents(net.mul(percent(rate)));
  return { net, vat, gross: net.add(vat) };
}

// Price with VAT → price without VAT and the VAT inside it: net = round(gross·100/(100+r)) and
// VAT = gross − net, so the two always add up to the price on the receipt.
export function extractVat(gross: Money, rate: number): VatSplit {
  const net = cents(gross.mul(100).div(100 + rate));
  return { net, vat: gross.sub(net), gross };
}

// LT VAT standard-rate history (Lithuanian law on VAT; the rate applies from the date given).
export const vatHistory: { from: string; rate: number }[] = [
  { from: "1994-05-01", rate: 18 },
  { from: "2009-01-01", rate: 19 },
  { from: "2009-09-01", rate: 21 },
];

// EU standard VAT rates (ibericode/vat-rates 2025-08-12, domain.md §3.2).
export const euStandardVatRates: { country: string; rate: number }[] = [
  { country: "Austrija", rate: 20 },
  { country: "Belgija", rate: 21 },
  { country: "Bulgarija", rate: 20 },
  { country: "Kipras", rate: 19 },
  { country: "Čekija", rate: 21 },
  { country: "Vokietija", rate: 19 },
  { country: "Danija", rate: 25 },
  { country: "Estija", rate: 24 },
  { country: "Ispanija", rate: 21 },
  { country: "Suomija", rate: 25.5 },
  { country: "Prancūzija", rate: 20 },
  { country: "Graikija", rate: 24 },
  { country: "Kroatija", rate: 25 },
  { country: "Vengrija", rate: 27 },
  { country: "Airija", rate: 23 },
  { country: "Italija", rate: 22 },
  { country: "Lietuva", rate: 21 },
  { country: "Liuksemburgas", rate: 17 },
  { country: "Latvija", rate: 21 },
  { country: "Malta", rate: 18 },
  { country: "Nyderlandai", rate: 21 },
  { country: "Lenkija", rate: 23 },
  { country: "Portugalija", rate: 23 },
  { country: "Rumunija", rate: 21 },
  { country: "Švedija", rate: 25 },
  { country: "Slovėnija", rate: 22 },
  { country: "Slovakija", rate: 23 },
];
