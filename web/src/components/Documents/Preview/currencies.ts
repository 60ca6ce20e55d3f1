// Spec §3: the currency is one of the ISO 4217 list, EUR first. The browser knows the list and the
// Lithuanian names; a stored code it does not know stays choosable, so it is never silently changed.
const FALLBACK = ["EUR", "USD", "GBP", "PLN", "SEK", "NOK", "DKK", "CHF", "CZK"];

function codes(): string[] {
  try {
    return Intl.supportedValuesOf("currency");
  } catch {
    return FALLBACK;
  }
}

function name(code: string): string {
  try {
    return new Intl.DisplayNames(["lt"], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

type Choice = { value: string; label: string };

let listed: Choice[] | null = null;

export function currencyChoices(current: string): Choice[] {
  listed ??= [
    "EUR",
    ...codes()
      .filter((code) => code !== "EUR")
      .sort(),
  ].map((code) => ({
    value: code,
    label: `${code} – ${name(code)}`,
  }));
  const known = !current || listed.some((choice) => choice.value === current);
  return known ? listed : [...listed, { value: current, label: current }];
}
