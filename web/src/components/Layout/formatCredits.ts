// The API sends credits as a decimal string ("48.70"); older readings sent a number.
export type Credits = number | string | null;

const creditsFormat = new Intl.NumberFormat("lt-LT", { maximumFractionDigits: 2 });

// Detailed scans cost 1.3 credits, so a balance can carry decimals.
export function formatCredits(credits: Credits): string {
  if (credits === null || credits === "" || Number.isNaN(Number(credits))) return "–";
  return creditsFormat.format(Number(credits));
}
