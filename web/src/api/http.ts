// Every request to the API goes through sessionFetch, the generated client included
// (src/api/clientConfig.ts), so the session rules of spec §4 and §7 live in one place:
// cookies on every call, the csrftoken cookie echoed as X-CSRFToken on state-changing calls,
// and on a 401 one token refresh followed by at most one retry.

export const REFRESH_PATH = "/api/token/refresh/";
export const CSRF_SOURCE_PATH = "/healthz";
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
  if (readCookie(CSRF_COOKIE) === null) {
    await fetch(new Request(absoluteUrl(CSRF_SOURCE_PATH), { credentials: "include" })).catch(() => null);
  }
  return readCookie(CSRF_COOKIE);
}

// The CSRF cookie is read at send time: a refresh may rotate it before the retry goes out.
async function send(request: Request): Promise<Response> {
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
  pendingRefresh ??= send(new Request(absoluteUrl(REFRESH_PATH), { method: "POST" }))
    .then((response) => (response.ok ? response.json() : null))
    .then((body) => body?.refreshed === true)
    .catch(() => false)
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

export async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (new URL(request.url).pathname === REFRESH_PATH) return send(request);
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

export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) return response.json();
  const text = await response.text();
  return text === "" ? null : text;
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "Content-Type": "application/json" };
  }
  const response = await sessionFetch(absoluteUrl(path), init);
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

export const http = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
};
