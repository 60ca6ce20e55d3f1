import type { DashboardStats } from "../api/admin";

const period = (count: number, errors: number) => ({ count, errors });

// The superuser statistics as the API sends them; `total` sets the all-time document count.
export function dashboardStats(total = 120, generatedAt = "2026-03-01T08:15:00Z"): DashboardStats {
  return {
    documents: {
      today: period(4, 1),
      yesterday: period(10, 0),
      last_7_days: period(30, 3),
      last_30_days: period(90, 9),
      total: period(total, 12),
      success_rate: { today: 75, yesterday: 100, last_7_days: 90, last_30_days: 90, total: 90 },
      scan_types: { sumiskai: { count: 84, pct: 70 }, detaliai: { count: 36, pct: 30 } },
      unique_users_excluding_1_2_today: 3,
      daily: Array.from({ length: 30 }, (_, n) => ({
        date: `2026-02-${String(n + 1).padStart(2, "0")}`,
        count: n % 5,
        errors: n % 2,
      })),
    },
    users: { new_today: 1, new_yesterday: 2, new_last_7_days: 5, new_last_30_days: 11, total: 40 },
    meta: { timezone: "Europe/Vilnius", generated_at: generatedAt },
  };
}
