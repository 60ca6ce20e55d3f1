import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type Call } from "../test/fakeApi";
import { emptyProfile } from "../test/profile";
import { renderApp } from "../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

function settingsApi(profilePatch: (call: Call) => { status?: number; body?: unknown }) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
    "GET /api/profile/": { body: emptyProfile },
    "PATCH /api/profile/": profilePatch,
    "GET /api/countries/": {
      body: [
        { code: "LT", name: "Lietuva" },
        { code: "LV", name: "Latvija" },
      ],
    },
    // Answers after a real delay, as a network does, so the switch is seen on before it reverts.
    "PATCH /api/view-mode/": async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 500, body: null };
    },
  });
}

async function openCompanySection() {
  renderApp("/nustatymai");
  const section = await screen.findByRole("region", { name: "Įmonės informacija" });
  await within(section).findByRole("option", { name: "Latvija" });
  return { user: userEvent.setup(), section: within(section) };
}

describe("settings: company information", () => {
  it("refuses to save without the required fields", async () => {
    const api = settingsApi(() => ({ body: emptyProfile }));
    const { user, section } = await openCompanySection();
    await user.click(section.getByRole("button", { name: "Išsaugoti" }));
    expect(await section.findByRole("alert")).toHaveTextContent(
      "„Įmonės pavadinimas“, „Įmonės kodas“ ir „Įmonės šalis“ yra privalomi.",
    );
    expect(section.getAllByText("Privalomas laukas")).toHaveLength(2);
    expect(api.callsTo("PATCH", "/api/profile/")).toHaveLength(0);
  });

  it("marks a touched empty required field", async () => {
    settingsApi(() => ({ body: emptyProfile }));
    const { user, section } = await openCompanySection();
    await user.click(section.getByLabelText(/Įmonės kodas/));
    await user.tab();
    expect(await section.findByText("Privalomas laukas")).toBeInTheDocument();
  });

  it("saves the company details with Lithuania as the default country", async () => {
    const api = settingsApi((call) => ({ body: { ...emptyProfile, ...(call.body as object) } }));
    const { user, section } = await openCompanySection();
    expect(section.getByLabelText(/Įmonės šalis/)).toHaveValue("LT");
    await user.type(section.getByLabelText(/Įmonės pavadinimas/), "  UAB „Šiaurės žiedas“ ");
    await user.type(section.getByLabelText(/Įmonės kodas/), "300000001");
    await user.type(section.getByLabelText("PVM kodas"), "LT100000000011");
    await user.click(section.getByRole("button", { name: "Išsaugoti" }));
    expect(await section.findByRole("status")).toHaveTextContent("Išsaugota!");
    expect(api.callsTo("PATCH", "/api/profile/")[0].body).toEqual({
      company_name: "UAB „Šiaurės žiedas“",
      company_code: "300000001",
      vat_code: "LT100000000011",
      company_iban: "",
      company_address: "",
      company_country_iso: "LT",
    });
  });

  it("shows the server's detail when saving fails", async () => {
    settingsApi(() => ({ status: 400, body: { detail: "Neteisingas įmonės kodas" } }));
    const { user, section } = await openCompanySection();
    await user.type(section.getByLabelText(/Įmonės pavadinimas/), "UAB A");
    await user.type(section.getByLabelText(/Įmonės kodas/), "x");
    await user.click(section.getByRole("button", { name: "Išsaugoti" }));
    expect(await section.findByRole("alert")).toHaveTextContent("Neteisingas įmonės kodas");
  });
});

describe("settings: accounting program", () => {
  it("saves the chosen program at once", async () => {
    const api = settingsApi((call) => ({ body: { ...emptyProfile, ...(call.body as object) } }));
    renderApp("/nustatymai");
    const section = within(await screen.findByRole("region", { name: "Buhalterinė programa" }));
    await userEvent.setup().selectOptions(section.getByLabelText("Numatytoji programa"), "Finvalda");
    expect(await section.findByRole("status")).toHaveTextContent("Išsaugota!");
    expect(api.callsTo("PATCH", "/api/profile/")[0].body).toEqual({ default_accounting_program: "finvalda" });
    expect(section.getByLabelText("Numatytoji programa")).toHaveValue("finvalda");
  });

  it("reverts the multi-company switch when the server refuses", async () => {
    const api = settingsApi(() => ({ body: emptyProfile }));
    renderApp("/nustatymai");
    const section = within(await screen.findByRole("region", { name: "Buhalterinė programa" }));
    const toggle = section.getByRole("checkbox", { name: /Kelių įmonių režimas/ });
    await userEvent.setup().click(toggle);
    expect(await section.findByRole("alert")).toHaveTextContent("Nepavyko pakeisti režimo.");
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.callsTo("PATCH", "/api/view-mode/")[0].body).toEqual({ view_mode: "multi" });
  });
});
