import {
  billingCreditCheckout,
  billingCreditPackages,
  creditsLedgerPage,
  creditsSubscriptionStatus,
  type SubscriptionStatus,
} from "../client";
import { unwrap } from "./http";

// Spec §4 "Subscription gate": these let the user work; every other value sends them to /papildyti.
const OPEN_STATUSES: ReadonlySet<SubscriptionStatus> = new Set(["active", "canceled", "trial"]);

export function allowsWork(status: SubscriptionStatus): boolean {
  return OPEN_STATUSES.has(status);
}

export const creditsApi = {
  packages: () => unwrap(billingCreditPackages()),
  checkout: (priceId: string) => unwrap(billingCreditCheckout({ body: { price_id: priceId } })),
  subscriptionStatus: () => unwrap(creditsSubscriptionStatus()),
  ledger: (pageSize: number) => unwrap(creditsLedgerPage({ query: { page_size: pageSize } })),
};
