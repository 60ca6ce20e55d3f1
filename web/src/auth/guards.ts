import type { QueryClient } from "@tanstack/react-query";
import { data, redirect } from "react-router";
import { adminApi } from "../api/admin";
import { ApiError } from "../api/http";
import { authenticatedQuery } from "../api/queries";
import { paths } from "../paths";

export const DASHBOARD_STATS_STORAGE_KEY = "dokskenas.dashboardStats";

// Asks the server again (spec §2: re-checked on every path change). The root loader and a guard
// loader run in the same navigation; TanStack Query joins their calls into one request.
export function checkSession(queryClient: QueryClient): Promise<boolean> {
  return queryClient.fetchQuery({ ...authenticatedQuery, staleTime: 0 });
}

// Guard routes re-run on every navigation, not only when their own params change.
export const alwaysRevalidate = () => true;

export function sessionLoader(queryClient: QueryClient) {
  return async () => ({ authenticated: await checkSession(queryClient) });
}

export function guestOnlyLoader(queryClient: QueryClient) {
  return async () => {
    if (await checkSession(queryClient)) throw redirect(paths.summary);
    return null;
  };
}

export function signedInLoader(queryClient: QueryClient) {
  return async () => {
    if (!(await checkSession(queryClient))) throw redirect(paths.login);
    return null;
  };
}

// Spec §6: the admin guard asks the superuser statistics call; its answer is kept in session
// storage so the analytics page can show it before its own fresh request returns.
export async function superuserLoader() {
  try {
    const stats = await adminApi.stats();
    sessionStorage.setItem(DASHBOARD_STATS_STORAGE_KEY, JSON.stringify(stats));
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) throw redirect(paths.login);
    if (error.status === 403) throw redirect(paths.forbidden);
    if (error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
