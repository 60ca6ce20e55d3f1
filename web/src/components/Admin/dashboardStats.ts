import type { DashboardStats } from "../../api/admin";
import { DASHBOARD_STATS_STORAGE_KEY } from "../../auth/guards";

export type PeriodName = "today" | "yesterday" | "last_7_days" | "last_30_days" | "total";
export const PERIODS: PeriodName[] = ["today", "yesterday", "last_7_days", "last_30_days", "total"];

const percentFormats = [1, 2].map(
  (digits) =>
    new Intl.NumberFormat("lt-LT", { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

// Spec 001 §9: percentages with 2 decimals, the documents card's success share with 1.
export function formatPercent(value: number | null | undefined, decimals: 1 | 2 = 2): string {
  if (value === null || value === undefined) return "—";
  return `${percentFormats[decimals - 1].format(value)} %`;
}

// The copy the admin guard kept in session storage (spec 001 §4: shown first, then fresh data);
// anything unreadable there counts as no copy.
export function storedStats(): DashboardStats | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DASHBOARD_STATS_STORAGE_KEY) ?? "null") as unknown;
    const stats = stored as DashboardStats | null;
    return stats?.documents?.daily && stats.users && stats.meta ? stats : undefined;
  } catch {
    return undefined;
  }
}

export function rememberStats(stats: DashboardStats): void {
  sessionStorage.setItem(DASHBOARD_STATS_STORAGE_KEY, JSON.stringify(stats));
}
