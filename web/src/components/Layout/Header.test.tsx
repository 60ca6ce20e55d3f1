import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

// jsdom applies no media queries, so the desktop parts of the header count as hidden there.
const desktop = { hidden: true };

async function headerNavLinks() {
  const header = await screen.findByRole("banner");
  const nav = within(header).getByRole("navigation", desktop);
  return within(nav)
    .getAllByRole("link", desktop)
    .map((link) => link.textContent);
}

function signedIn(isSuperuser: boolean) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 48.7, is_superuser: isSuperuser } },
    "POST /api/logout/": { body: {} },
  });
}

describe("header", () => {
  it("offers guests the marketing link, login and the free trial", async () => {
    fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
    renderApp("/apie-mus");
    expect(await headerNavLinks()).toEqual(["Sąskaitų skaitmenizavimas"]);
    const header = within(screen.getByRole("banner"));
    expect(header.getByRole("link", { name: "Prisijungti", ...desktop })).toHaveAttribute(
      "href",
      "/prisijungti",
    );
    expect(header.getByRole("link", { name: "Išbandyti nemokamai", ...desktop })).toHaveAttribute(
      "href",
      "/registruotis",
    );
  });

  it("shows a signed-in user the app links and the balance", async () => {
    signedIn(false);
    renderApp("/suvestine");
    await waitFor(async () =>
      expect(await headerNavLinks()).toEqual(["Suvestinė", "Kaip naudotis?", "Papildyti", "Nustatymai"]),
    );
    await waitFor(() =>
      expect(within(screen.getByRole("banner")).getByText("Kreditai: 48,7")).toBeInTheDocument(),
    );
  });

  it("adds the admin links for a superuser", async () => {
    signedIn(true);
    renderApp("/suvestine");
    await waitFor(async () =>
      expect(await headerNavLinks()).toEqual([
        "Suvestinė",
        "Kaip naudotis?",
        "Papildyti",
        "Nustatymai",
        "Klaidų suvestinė",
        "Visi failai",
        "Analytics",
      ]),
    );
  });

  it("logs out from the account menu and goes to /prisijungti", async () => {
    let authenticated = true;
    const api = fakeApi({
      "POST /api/authenticated/": () => ({ body: { authenticated } }),
      "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: true } },
      "POST /api/logout/": () => {
        authenticated = false;
        return { body: {} };
      },
    });
    const { router } = renderApp("/suvestine");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Paskyra", ...desktop }));
    const menu = within(await screen.findByRole("menu", desktop));
    expect(menu.getAllByRole("menuitem", desktop).map((item) => item.textContent)).toEqual([
      "Nustatymai",
      "Klaidų suvestinė",
      "Visi failai",
      "Analytics",
      "Kontaktų žinutės",
      "Atsijungti",
    ]);
    await user.click(menu.getByRole("menuitem", { name: "Atsijungti", ...desktop }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/prisijungti"));
    expect(api.callsTo("POST", "/api/logout/")).toHaveLength(1);
  });

  it("stays signed in when logout fails", async () => {
    const api = fakeApi({
      "POST /api/authenticated/": { body: { authenticated: true } },
      "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
      "POST /api/logout/": { status: 500, body: null },
    });
    const { router } = renderApp("/suvestine");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Atidaryti meniu" }));
    await user.click(await screen.findByRole("button", { name: "Atsijungti" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/logout/")).toHaveLength(1));
    expect(router.state.location.pathname).toBe("/suvestine");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("has the footer links of the public pages", async () => {
    fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
    renderApp("/apie-mus");
    const footer = within(await screen.findByRole("contentinfo"));
    const hrefs = footer.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/saskaitu-skaitmenizavimas-dokskenas#kaip-veikia",
      "/saskaitu-skaitmenizavimas-dokskenas#ka-moka",
      "/saskaitu-skaitmenizavimas-dokskenas#kainos",
      "/apie-mus",
      "/naudojimo-gidas",
      "/susisiekti",
      "/2026",
      "/",
      "/gpm-skaiciuokle",
      "/pvm-skaiciuokle",
      "/privatumo-politika",
      "/naudojimo-taisykles",
    ]);
  });
});
