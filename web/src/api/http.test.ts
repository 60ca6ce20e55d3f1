import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authAuthenticated, authLogout, authMe, profileGetProfile, profilePatchProfile } from "../client";
import { client } from "../client/client.gen";
import { ApiError, refreshSession, serverMessage, sessionFetch, unwrap } from "./http";

const REFRESH_PATH = "/api/token/refresh/";
const CSRF_SOURCE_PATH = "/healthz";

type Sent = { method: string; path: string; csrf: string | null; credentials: string; body: string };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

// A server that answers each request with the next reply of a script and remembers what it got.
function scriptedServer(...replies: ((sent: Sent) => Response)[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (request: Request) => {
      const entry = {
        method: request.method,
        path: new URL(request.url).pathname,
        csrf: request.headers.get("X-CSRFToken"),
        credentials: request.credentials,
        body: await request.text(),
      };
      sent.push(entry);
      const reply = replies.shift();
      if (!reply) throw new Error(`unexpected request ${entry.method} ${entry.path}`);
      return reply(entry);
    }),
  );
  return sent;
}

const unauthorized = () => json({ detail: "Not authenticated" }, 401);
const refreshed = (value: boolean) => () => json({ refreshed: value });
const ok = (body: unknown) => () => json(body);

function setCookie(value: string) {
  document.cookie = `csrftoken=${value}; path=/`;
}

beforeEach(() => setCookie("token-1"));
afterEach(() => {
  document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  vi.unstubAllGlobals();
});

describe("CSRF header and cookies", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])(
    "sends the csrftoken cookie as X-CSRFToken on %s",
    async (method) => {
      const sent = scriptedServer(ok({}));
      await sessionFetch("http://localhost:3000/api/profile/", { method });
      expect(sent[0].csrf).toBe("token-1");
      expect(sent[0].credentials).toBe("include");
    },
  );

  it("sends no CSRF header on GET but still includes cookies", async () => {
    const sent = scriptedServer(ok({ email: "a@b.lt" }));
    await unwrap(authMe());
    expect(sent[0].csrf).toBeNull();
    expect(sent[0].credentials).toBe("include");
  });

  it("fetches a CSRF cookie first when the page came without one", async () => {
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    const sent = scriptedServer(
      () => {
        setCookie("fresh-token");
        return json({ status: "ok" });
      },
      ok({ authenticated: false }),
    );
    await unwrap(authAuthenticated());
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET ${CSRF_SOURCE_PATH}`,
      "POST /api/authenticated/",
    ]);
    expect(sent[1].csrf).toBe("fresh-token");
  });

  it("still sends the request when no CSRF cookie can be had", async () => {
    document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    const sent = scriptedServer(
      () => json({}, 503),
      () => json({ detail: "CSRF" }, 403),
    );
    await expect(unwrap(authLogout())).rejects.toMatchObject({ status: 403 });
    expect(sent[1].csrf).toBeNull();
  });
});

describe("401, refresh and retry", () => {
  it("refreshes once and retries the original request with its body", async () => {
    const sent = scriptedServer(unauthorized, refreshed(true), ok({ company_name: "UAB A" }));
    const answer = await unwrap(profilePatchProfile({ body: { company_name: "UAB A" } }));
    expect(answer).toEqual({ company_name: "UAB A" });
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      "PATCH /api/profile/",
      `POST ${REFRESH_PATH}`,
      "PATCH /api/profile/",
    ]);
    expect(JSON.parse(sent[2].body)).toEqual({ company_name: "UAB A" });
  });

  it("reads the CSRF cookie again for the retry, since a refresh may rotate it", async () => {
    const sent = scriptedServer(
      unauthorized,
      () => {
        setCookie("token-2");
        return json({ refreshed: true });
      },
      ok({}),
    );
    await unwrap(authLogout());
    expect(sent[2].csrf).toBe("token-2");
  });

  it("retries at most once: a second 401 is returned to the caller", async () => {
    const sent = scriptedServer(unauthorized, refreshed(true), unauthorized);
    const response = await sessionFetch("http://localhost:3000/api/me/");
    expect(response.status).toBe(401);
    expect(sent).toHaveLength(3);
  });

  it("does not retry when the refresh answers refreshed: false", async () => {
    const sent = scriptedServer(unauthorized, refreshed(false));
    await expect(unwrap(authMe())).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(2);
  });

  it("does not retry when the refresh call itself fails", async () => {
    const sent = scriptedServer(unauthorized, unauthorized);
    await expect(unwrap(authMe())).rejects.toBeInstanceOf(ApiError);
    expect(sent.map((s) => s.path)).toEqual(["/api/me/", REFRESH_PATH]);
  });

  it("never refreshes for or retries the refresh endpoint itself", async () => {
    const sent = scriptedServer(unauthorized);
    expect(await refreshSession()).toBe(false);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([`POST ${REFRESH_PATH}`]);
  });

  it("lets requests that fail together share one refresh", async () => {
    const sent = scriptedServer(unauthorized, unauthorized, refreshed(true), ok({ a: 1 }), ok({ b: 2 }));
    const answers = await Promise.all([unwrap(authMe()), unwrap(profileGetProfile())]);
    expect(answers).toEqual([{ a: 1 }, { b: 2 }]);
    expect(sent.filter((s) => s.path === REFRESH_PATH)).toHaveLength(1);
  });

  it("does not refresh on other failures", async () => {
    const sent = scriptedServer(() => json({ detail: "Forbidden" }, 403));
    await expect(unwrap(client.get({ url: "/api/superuser/dashboard-stats/" }))).rejects.toMatchObject({
      status: 403,
    });
    expect(sent).toHaveLength(1);
  });
});

describe("error bodies", () => {
  it("keeps the status and parsed body of a failed call", async () => {
    scriptedServer(() => json({ detail: "Blogas kodas", error: "Blogas kodas" }, 422));
    const failure = await unwrap(profilePatchProfile({ body: {} })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).body).toEqual({ detail: "Blogas kodas", error: "Blogas kodas" });
  });

  it("picks the first non-empty string among the named fields", () => {
    const body = { message: "", error: "Toks el. paštas jau užregistruotas", detail: "x" };
    expect(serverMessage(body, ["message", "error", "detail"])).toBe("Toks el. paštas jau užregistruotas");
    expect(serverMessage({ detail: [{ msg: "bad" }] }, ["detail"])).toBeNull();
    expect(serverMessage("Internal Server Error", ["detail"])).toBeNull();
  });
});
