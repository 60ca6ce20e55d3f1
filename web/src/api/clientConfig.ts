import { sessionFetch } from "./http";

// Picked up by the generated client (runtimeConfigPath in openapi-ts.config.ts), so generated
// calls share the same-origin base, cookies, CSRF header and refresh-then-retry of sessionFetch.
// The base is the page's own origin written out: the SDK builds its Request from baseUrl + path, and
// Request refuses a relative URL outside a browser page (Node's, under Vitest).
export const createClientConfig = <T extends object>(config: T) => ({
  ...config,
  baseUrl: window.location.origin,
  credentials: "include" as const,
  fetch: sessionFetch,
});
