import type { Credits } from "../../api/profile";

const creditsFormat = new Intl.NumberFormat("lt-LT", { maximumFractionDigits: 2 });

// Detailed scans cost 1.3 credits, so a balance can carry decimals.
export function formatCredits(credits: Credits): string {
  if (credits === null || credits === "" || Number.isNaN(Number(credits))) return "–";
  return creditsFormat.format(Number(credits));
}
