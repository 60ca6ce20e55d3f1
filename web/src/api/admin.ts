import {
  adminAllFiles,
  adminDocumentsWithErrors,
  adminGetDashboardStats,
  adminGetDocument,
  type AdminDocument,
  type AdminDocumentDetail,
  type AdminDocumentPage,
  type DashboardStats,
} from "../client";
import type { StatusFilter } from "./documents";
import { unwrap } from "./http";

export type { AdminDocument, AdminDocumentDetail, AdminDocumentPage, DashboardStats };

// Spec 000 §9: the all-files page asks for 200 documents at a time.
export const ADMIN_PAGE_SIZE = 200;

// A `next` link names where its page ended (`after`); the generated call takes that cursor as a
// query parameter, so the next page goes through the contract like the first.
export function cursorOf(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  return new URL(next, "http://x").searchParams.get("after") ?? undefined;
}

function pageQuery(status: StatusFilter, after: string | undefined) {
  return { page_size: ADMIN_PAGE_SIZE, status: status || undefined, after };
}

export const adminApi = {
  stats: () => unwrap(adminGetDashboardStats()),
  withErrors: (status: StatusFilter, after?: string) =>
    unwrap(adminDocumentsWithErrors({ query: pageQuery(status, after) })),
  allFiles: (status: StatusFilter, after?: string) =>
    unwrap(adminAllFiles({ query: pageQuery(status, after) })),
  get: (id: number) => unwrap(adminGetDocument({ path: { document_id: id } })),
};
