import type { DocumentFilters } from "./api/documents";

// Every TanStack Query key of the app, so invalidation after a mutation names the same key the
// screen reads.
export const queryKeys = {
  authenticated: ["session", "authenticated"] as const,
  me: ["session", "me"] as const,
  profile: ["profile"] as const,
  countries: ["countries"] as const,
  creditPackages: ["credits", "packages"] as const,
  subscriptionStatus: ["credits", "subscription-status"] as const,
  ledger: ["credits", "ledger"] as const,
  auditLog: ["audit-log"] as const,
  auditLogPage: (page: number) => ["audit-log", page] as const,
  documents: ["documents"] as const,
  documentList: (filters: DocumentFilters) => ["documents", "list", filters] as const,
  document: (id: number) => ["documents", "detail", id] as const,
  siteConfig: ["site", "config"] as const,
  contactMessages: (page: number) => ["contact-messages", page] as const,
};
