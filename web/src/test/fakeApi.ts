import { vi } from "vitest";

export type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  credentials: string;
};
type Answer = { status?: number; body?: unknown };
type Reply = Answer | ((call: Call) => Answer | Promise<Answer>);

// As the real server does, any response hands out the CSRF cookie.
const defaultRoutes: Record<string, Reply> = {
  "GET /healthz": () => {
    document.cookie = "csrftoken=test-token; path=/";
    return { body: { status: "ok" } };
  },
};

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// Stands in for the server behind fetch: answers "METHOD /path/" from a table and records every
// call, so tests can assert on what the app sent.
export function fakeApi(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const text = await request.text();
    const url = new URL(request.url);
    const call: Call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: text === "" ? undefined : parseBody(text),
      credentials: request.credentials,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`] ?? defaultRoutes[`${call.method} ${call.path}`];
    const reply =
      typeof route === "function" ? await route(call) : (route ?? { status: 404, body: { detail: "nėra" } });
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
