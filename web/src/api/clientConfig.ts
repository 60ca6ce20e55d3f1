import { sessionFetch } from "./http";

// Picked up by the generated client (runtimeConfigPath in openapi-ts.config.ts), so generated
// calls share the same-origin base, cookies, CSRF header and refresh-then-retry of sessionFetch.
export const createClientConfig = <T extends object>(config: T) => ({
  ...config,
  baseUrl: "",
  credentials: "include" as const,
  fetch: sessionFetch,
});
