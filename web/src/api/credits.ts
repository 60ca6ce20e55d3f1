import type { CreditPackageOut, LedgerPage, SubscriptionStatusOut } from "../client";
import { http } from "./http";

export type CreditPackage = CreditPackageOut;
export type SubscriptionStatus = SubscriptionStatusOut["status"];

// Spec §4 "Subscription gate": these let the user work; every other value sends them to /papildyti.
const OPEN_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["active", "canceled", "trial"]);

export function allowsWork(status: SubscriptionStatus): boolean {
  return OPEN_STATUSES.has(status);
}

export const creditsApi = {
  packages: () => http.get<CreditPackage[]>("/api/credits/packages/"),
  checkout: (priceId: string) =>
    http.post<{ url?: string }>("/api/stripe/credit-checkout/", { price_id: priceId }),
  subscriptionStatus: () => http.get<SubscriptionStatusOut>("/api/subscription-status/"),
  ledger: (pageSize: number) => http.get<LedgerPage>(`/api/credits/ledger/?page_size=${pageSize}`),
};
