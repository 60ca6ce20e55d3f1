import { QueryClient, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../queryKeys";
import { authApi } from "./auth";
import { creditsApi } from "./credits";
import { profileApi } from "./profile";
import { siteApi } from "./site";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

// Route loaders refresh the session answer on every navigation (src/auth/guards.ts);
// components only read what the last navigation found.
export const authenticatedQuery = queryOptions({
  queryKey: queryKeys.authenticated,
  queryFn: authApi.isAuthenticated,
  staleTime: Infinity,
});

export const meQuery = queryOptions({ queryKey: queryKeys.me, queryFn: profileApi.me });

export const profileQuery = queryOptions({ queryKey: queryKeys.profile, queryFn: profileApi.get });

export const countriesQuery = queryOptions({
  queryKey: queryKeys.countries,
  queryFn: profileApi.countries,
  staleTime: Infinity,
});

export const creditPackagesQuery = queryOptions({
  queryKey: queryKeys.creditPackages,
  queryFn: creditsApi.packages,
  staleTime: Infinity,
});

export const subscriptionStatusQuery = queryOptions({
  queryKey: queryKeys.subscriptionStatus,
  queryFn: creditsApi.subscriptionStatus,
});

export const LEDGER_ROWS = 10;

export const ledgerQuery = queryOptions({
  queryKey: queryKeys.ledger,
  queryFn: () => creditsApi.ledger(LEDGER_ROWS),
});

export const siteConfigQuery = queryOptions({
  queryKey: queryKeys.siteConfig,
  queryFn: siteApi.config,
  staleTime: Infinity,
  retry: false,
});
