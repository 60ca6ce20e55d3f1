import { authRefresh, opsHealthz } from "../client";

// Every API call goes through the generated client, whose fetch is sessionFetch
// (src/api/clientConfig.ts), and the upload keeps to it by hand (src/api/upload.ts), so the
// session rules of spec §4 and §7 live in one place: cookies on every call, the csrftoken cookie
// echoed as X-CSRFToken on state-changing calls, and on a 401 one token refresh followed by at
// most one retry.

const CSRF_COOKIE = "csrftoken";
const CSRF_HEADER = "X-CSRFToken";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(";")) {
    const [key, ...value] = pair.trim().split("=");
    if (key === name && value.join("") !== "") return decodeURIComponent(value.join("="));
  }
  return null;
}

// The server hands the CSRF cookie out with any response, the app's HTML included. A page served
// by something else (the Vite dev server) has none yet, so the first state-changing call asks
// the cheapest endpoint for one.
export async function csrfToken(): Promise<string | null> {
  if (readCookie(CSRF_COOKIE) === null) await opsHealthz();
  return readCookie(CSRF_COOKIE);
}

// The CSRF cookie is read at send time: a refresh may rotate it before the retry goes out.
async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const headers = new Headers(request.headers);
  if (!SAFE_METHODS.has(request.method)) {
    const token = await csrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  return fetch(new Request(request, { headers, credentials: "include" }));
}

// Requests that fail together share one refresh call.
let pendingRefresh: Promise<boolean> | null = null;

export function refreshSession(): Promise<boolean> {
  // Sent past sessionFetch: a 401 of the refresh itself is final, never refreshed and retried.
  pendingRefresh ??= authRefresh({ fetch: send })
    .then(({ data }) => data?.refreshed === true)
    .catch(() => false)
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

export async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const retry = request.clone();
  const response = await send(request);
  if (response.status !== 401 || !(await refreshSession())) return response;
  return send(retry);
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

// The first non-empty string among the given fields of an error body; the screens disagree on
// which field they read (spec §8), so each names its own order.
export function serverMessage(body: unknown, fields: readonly string[]): string | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const field of fields) {
    const value = record[field];
    if (typeof value === "string" && value.trim() !== "") return value;
  }
  return null;
}

type SdkResult<T> = { data?: T; error?: unknown; response?: Response };

// The generated SDK answers {data, error, response}; the screens handle a failed answer as an
// ApiError carrying the parsed error body (its Lithuanian `detail`). A call that got no answer
// at all (the network failed) rejects with fetch's own error, as fetch would.
export async function unwrap<T>(call: Promise<SdkResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response) throw error;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  return data as T;
}
