import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dashboardStats } from "../test/adminStats";
import { fakeApi } from "../test/fakeApi";
import { emptyProfile } from "../test/profile";
import { renderApp } from "../test/renderApp";

const signedIn = (authenticated: boolean) => ({ body: { authenticated } });
const me = { body: { email: "buhalterė@imone.lt", credits: 50, is_superuser: false } };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("route guards", () => {
  it("sends a guest from a signed-in page to /prisijungti", async () => {
    fakeApi({ "POST /api/authenticated/": signedIn(false) });
    const { router } = renderApp("/suvestine");
    await waitFor(() => expect(router.state.location.pathname).toBe("/prisijungti"));
    expect(await screen.findByRole("heading", { name: "Prisijungti" })).toBeInTheDocument();
  });

  it("treats a failing authentication check as signed out", async () => {
    fakeApi({
      "POST /api/authenticated/": { status: 500, body: null },
    });
    const { router } = renderApp("/nustatymai");
    await waitFor(() => expect(router.state.location.pathname).toBe("/prisijungti"));
  });

  it.each(["/prisijungti", "/registruotis"])("sends a signed-in user from %s to /suvestine", async (path) => {
    fakeApi({ "POST /api/authenticated/": signedIn(true), "GET /api/me/": me });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/suvestine"));
    expect(await screen.findByRole("heading", { name: "Suvestinė" })).toBeInTheDocument();
  });

  it("re-checks the session on every path change, once per navigation", async () => {
    const api = fakeApi({
      "POST /api/authenticated/": signedIn(true),
      "GET /api/me/": me,
      "GET /api/profile/": { body: emptyProfile },
      "GET /api/countries/": { body: [] },
    });
    const { router } = renderApp("/suvestine");
    await screen.findByRole("heading", { name: "Suvestinė" });
    expect(api.callsTo("POST", "/api/authenticated/")).toHaveLength(1);

    await router.navigate("/nustatymai");
    await screen.findByRole("heading", { name: "Nustatymai", level: 1 });
    await router.navigate("/papildyti");
    await screen.findByRole("heading", { name: "Papildyti", level: 1 });
    expect(api.callsTo("POST", "/api/authenticated/")).toHaveLength(3);
  });

  it("signs the user out of the guarded pages when the session ends between navigations", async () => {
    let authenticated = true;
    fakeApi({ "POST /api/authenticated/": () => signedIn(authenticated), "GET /api/me/": me });
    const { router } = renderApp("/suvestine");
    await screen.findByRole("heading", { name: "Suvestinė" });
    authenticated = false;
    await router.navigate("/papildyti");
    await waitFor(() => expect(router.state.location.pathname).toBe("/prisijungti"));
  });

  it("lets a guest see public pages", async () => {
    fakeApi({ "POST /api/authenticated/": signedIn(false) });
    renderApp("/pvm-skaiciuokle");
    expect(await screen.findByRole("heading", { name: "PVM skaičiuoklė", level: 1 })).toBeInTheDocument();
  });

  it("sends a user refused by the superuser check to /403", async () => {
    fakeApi({
      "POST /api/authenticated/": signedIn(true),
      "GET /api/me/": me,
      "GET /api/superuser/dashboard-stats/": { status: 403, body: { detail: "Forbidden" } },
    });
    const { router } = renderApp("/admin-dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/403"));
    expect(
      await screen.findByText("Neturite prieigos prie administratoriaus suvestinės."),
    ).toBeInTheDocument();
  });

  it("sends a visitor whose session the superuser check refuses (401) to /prisijungti", async () => {
    // the session ended on the server: the refresh fails and the next check says signed out
    let ended = false;
    fakeApi({
      "POST /api/authenticated/": () => signedIn(!ended),
      "GET /api/me/": me,
      "POST /api/token/refresh/": { body: { refreshed: false } },
      "GET /api/superuser/dashboard-stats/": () => {
        ended = true;
        return { status: 401, body: { detail: "Neprisijungta" } };
      },
    });
    const { router } = renderApp("/admin-visi-failai");
    await waitFor(() => expect(router.state.location.pathname).toBe("/prisijungti"));
  });

  it("shows a not-found message when the superuser check answers 404", async () => {
    fakeApi({
      "POST /api/authenticated/": signedIn(true),
      "GET /api/me/": me,
      "GET /api/superuser/dashboard-stats/": { status: 404, body: { detail: "Nerasta." } },
    });
    renderApp("/admin-dashboard");
    expect(await screen.findByText("Administratoriaus duomenų nerasta.")).toBeInTheDocument();
  });

  it("offers a retry when the superuser check fails otherwise, and the retry opens the page", async () => {
    let status = 503;
    fakeApi({
      "POST /api/authenticated/": signedIn(true),
      "GET /api/me/": { body: { ...me.body, is_superuser: true } },
      "GET /api/superuser/dashboard-stats/": () => ({
        status,
        body: status === 503 ? null : dashboardStats(),
      }),
    });
    renderApp("/admin-dashboard");
    expect(await screen.findByText("Klaida: HTTP 503")).toBeInTheDocument();
    status = 200;
    fireEvent.click(screen.getByRole("button", { name: "Bandyti dar kartą" }));
    expect(await screen.findByRole("heading", { name: "Analytics", level: 1 })).toBeInTheDocument();
  });

  it("opens an admin page for a superuser and keeps the statistics for the dashboard", async () => {
    fakeApi({
      "POST /api/authenticated/": signedIn(true),
      "GET /api/me/": { body: { ...me.body, is_superuser: true } },
      "GET /api/superuser/dashboard-stats/": { body: { users: { total: 3 } } },
    });
    renderApp("/admin-suvestine");
    expect(await screen.findByRole("heading", { name: "Klaidų suvestinė", level: 1 })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("dokskenas.dashboardStats")!)).toEqual({ users: { total: 3 } });
  });
});
