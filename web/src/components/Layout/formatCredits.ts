const creditsFormat = new Intl.NumberFormat("lt-LT", { maximumFractionDigits: 2 });

// Detailed scans cost 1.3 credits, so a balance can carry decimals.
export function formatCredits(credits: number | null): string {
  return credits === null ? "–" : creditsFormat.format(credits);
}
