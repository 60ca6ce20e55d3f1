import type { DocumentFilters, StatusFilter } from "./api/documents";

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
  adminStats: ["admin", "dashboard-stats"] as const,
  adminList: (list: "errors" | "all-files", status: StatusFilter) => ["admin", list, status] as const,
  adminDocument: (id: number) => ["admin", "document", id] as const,
  guideCategories: ["guide", "categories"] as const,
  guideCategory: (slug: string) => ["guide", "category", slug] as const,
  guideArticle: (slug: string) => ["guide", "article", slug] as const,
  guideSearch: (q: string, category: string | undefined) => ["guide", "search", q, category] as const,
  guideEditor: ["guide", "editor"] as const,
  guideEditorArticle: (id: number) => ["guide", "editor", "article", id] as const,
  siteConfig: ["site", "config"] as const,
  contactMessages: (page: number) => ["contact-messages", page] as const,
};
