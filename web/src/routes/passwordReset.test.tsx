import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const SENT =
  "Jei šiuo adresu yra DokSkenas paskyra, netrukus gausite laišką su nuoroda naujam slaptažodžiui nustatyti.";
const LINK_DEAD =
  "Nuoroda slaptažodžiui atkurti negalioja: ji pasibaigė arba jau panaudota. Paprašykite naujos.";

const signedOut = { "POST /api/authenticated/": { body: { authenticated: false } } };

describe("forgotten password: asking for a link", () => {
  it("is reached from the login page and answers the same for any address", async () => {
    const api = fakeApi({ ...signedOut, "POST /api/password-reset/": { body: { success: true } } });
    const { router } = renderApp("/prisijungti");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "Pamiršote slaptažodį?" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/slaptazodzio-atkurimas"));
    await screen.findByRole("heading", { name: "Slaptažodžio atkūrimas" });
    await user.type(screen.getByLabelText("El. paštas"), "vardas@imone.lt");
    await user.click(screen.getByRole("button", { name: "Siųsti nuorodą" }));
    expect(await screen.findByRole("status")).toHaveTextContent(SENT);
    expect(api.callsTo("POST", "/api/password-reset/")[0].body).toEqual({ email: "vardas@imone.lt" });
  });

  it("checks the address as registration does before sending", async () => {
    const api = fakeApi(signedOut);
    renderApp("/slaptazodzio-atkurimas");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Siųsti nuorodą" }));
    expect(await screen.findByText("Įveskite el. paštą")).toBeInTheDocument();
    await user.type(screen.getByLabelText("El. paštas"), "ne-adresas");
    expect(await screen.findByText("Neteisingas el. pašto formatas")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/password-reset/")).toHaveLength(0);
  });

  it("shows the server's text when asked too often", async () => {
    fakeApi({
      ...signedOut,
      "POST /api/password-reset/": {
        status: 429,
        body: { detail: "Per daug slaptažodžio atkūrimo užklausų. Pabandykite vėliau." },
      },
    });
    renderApp("/slaptazodzio-atkurimas");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("El. paštas"), "vardas@imone.lt");
    await user.click(screen.getByRole("button", { name: "Siųsti nuorodą" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Per daug slaptažodžio atkūrimo užklausų. Pabandykite vėliau.",
    );
  });
});

async function setPassword(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Naujas slaptažodis"), password);
  await user.type(screen.getByLabelText("Pakartokite slaptažodį"), repeat);
  await user.click(screen.getByRole("button", { name: "Išsaugoti slaptažodį" }));
}

describe("forgotten password: the page the mailed link opens", () => {
  it("sends the token from the link with the new password and enters the app", async () => {
    let authenticated = false;
    const api = fakeApi({
      "POST /api/authenticated/": () => ({ body: { authenticated } }),
      "POST /api/password-reset/confirm/": () => {
        authenticated = true;
        return { body: { success: true } };
      },
      "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
    });
    const { router } = renderApp("/naujas-slaptazodis#AbC-123_x");
    // The token leaves the address bar at once.
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    await setPassword("Naujas456");
    await waitFor(() => expect(router.state.location.pathname).toBe("/suvestine"));
    expect(api.callsTo("POST", "/api/password-reset/confirm/")[0].body).toEqual({
      token: "AbC-123_x",
      password: "Naujas456",
    });
  });

  it("holds the password to the registration rules and sends nothing until they are met", async () => {
    const api = fakeApi(signedOut);
    renderApp("/naujas-slaptazodis#zetonas");
    await setPassword("naujas", "kitas");
    expect(await screen.findByText("Slaptažodžiai nesutampa")).toBeInTheDocument();
    expect(screen.getByTestId("password-rule-uppercase")).toHaveAttribute("data-met", "false");
    expect(screen.getByTestId("password-rule-length")).toHaveAttribute("data-met", "false");
    expect(api.callsTo("POST", "/api/password-reset/confirm/")).toHaveLength(0);
  });

  it("explains an expired or used link and offers a new one", async () => {
    fakeApi({
      ...signedOut,
      "POST /api/password-reset/confirm/": {
        status: 400,
        body: { detail: LINK_DEAD, code: "reset_link_invalid" },
      },
    });
    const { router } = renderApp("/naujas-slaptazodis#senas");
    await setPassword("Naujas456");
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_DEAD);
    expect(screen.queryByLabelText("Naujas slaptažodis")).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("link", { name: "Gauti naują nuorodą" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/slaptazodzio-atkurimas"));
  });

  it("keeps the form after a password the server refuses, so the same link can be used again", async () => {
    fakeApi({
      ...signedOut,
      "POST /api/password-reset/confirm/": {
        status: 422,
        body: { detail: "Slaptažodis per ilgas (daugiausia 128 simboliai)." },
      },
    });
    renderApp("/naujas-slaptazodis#zetonas");
    await setPassword("Naujas456");
    expect(await screen.findByRole("alert")).toHaveTextContent("Slaptažodis per ilgas");
    expect(screen.getByLabelText("Naujas slaptažodis")).toBeInTheDocument();
  });

  it("says a link without its token is incomplete", async () => {
    fakeApi(signedOut);
    renderApp("/naujas-slaptazodis");
    expect(await screen.findByRole("alert")).toHaveTextContent("Nuoroda neišsami");
    expect(screen.getByRole("link", { name: "Gauti naują nuorodą" })).toBeInTheDocument();
  });
});
