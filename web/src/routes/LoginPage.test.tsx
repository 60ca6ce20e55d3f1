import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

async function logIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("El. paštas"), "vardas@imone.lt");
  await user.type(screen.getByLabelText("Slaptažodis"), password);
  await user.click(screen.getByRole("button", { name: "Prisijungti" }));
}

describe("login page", () => {
  it("signs in and goes to /suvestine", async () => {
    let authenticated = false;
    const api = fakeApi({
      "POST /api/authenticated/": () => ({ body: { authenticated } }),
      "POST /api/token/": () => {
        authenticated = true;
        return { body: { success: true } };
      },
      "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
    });
    const { router } = renderApp("/prisijungti");
    await logIn("Slaptas1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/suvestine"));
    expect(api.callsTo("POST", "/api/token/")[0].body).toEqual({
      email: "vardas@imone.lt",
      password: "Slaptas1",
    });
    expect(await screen.findByText("Kreditai: 50")).toBeInTheDocument();
  });

  it("shows 'Invalid email or password' on a 401", async () => {
    fakeApi({
      "POST /api/authenticated/": { body: { authenticated: false } },
      "POST /api/token/": { status: 401, body: { success: false, detail: "Neteisingi duomenys" } },
      "POST /api/token/refresh/": { status: 401, body: { refreshed: false } },
    });
    const { router } = renderApp("/prisijungti");
    await logIn("blogas");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(router.state.location.pathname).toBe("/prisijungti");
  });

  it("shows 'Invalid email or password' on success: false", async () => {
    fakeApi({
      "POST /api/authenticated/": { body: { authenticated: false } },
      "POST /api/token/": { body: { success: false } },
    });
    renderApp("/prisijungti");
    await logIn("blogas");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
  });

  it("shows 'Error during login' when the call fails otherwise", async () => {
    fakeApi({
      "POST /api/authenticated/": { body: { authenticated: false } },
      "POST /api/token/": { status: 500, body: null },
    });
    renderApp("/prisijungti");
    await logIn("Slaptas1");
    expect(await screen.findByRole("alert")).toHaveTextContent("Error during login");
  });
});
