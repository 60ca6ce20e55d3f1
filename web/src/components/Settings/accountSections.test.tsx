import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "../../api/account";
import { fakeApi, type Call } from "../../test/fakeApi";
import { renderApp } from "../../test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const profile = {
  is_superuser: false,
  view_mode: "single",
  default_accounting_program: "rivile",
  company_name: "UAB Bandymas",
  company_code: "304181177",
  vat_code: "",
  company_iban: "",
  company_address: "",
  company_country_iso: "LT",
  purchase_defaults: [],
  sales_defaults: [],
  extra_settings: {},
};

type Answer = { status?: number; body?: unknown };

function entry(id: number, action: string, details: Record<string, unknown> = {}): AuditEntry {
  return { id, action, details, ip: "10.77.0.5", created_at: "2026-01-15T22:30:05Z" };
}

function accountApi(routes: { passwordChange?: (call: Call) => Answer; auditLog?: (call: Call) => Answer }) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
    "GET /api/profile/": { body: profile },
    "GET /api/countries/": { body: [{ code: "LT", name: "Lietuva" }] },
    "POST /api/password-change/": routes.passwordChange ?? (() => ({ body: { success: true } })),
    "GET /api/audit-log/":
      routes.auditLog ?? (() => ({ body: { count: 0, next: null, previous: null, results: [] } })),
  });
}

async function passwordSection() {
  renderApp("/nustatymai");
  const section = within(await screen.findByRole("region", { name: "Slaptažodžio keitimas" }));
  return { user: userEvent.setup(), section };
}

async function fillPasswords(
  user: ReturnType<typeof userEvent.setup>,
  section: ReturnType<typeof within>,
  values: { current: string; next: string; repeat: string },
) {
  await user.type(section.getByLabelText("Dabartinis slaptažodis"), values.current);
  await user.type(section.getByLabelText("Naujas slaptažodis"), values.next);
  await user.type(section.getByLabelText("Pakartokite naują slaptažodį"), values.repeat);
  await user.click(section.getByRole("button", { name: "Pakeisti slaptažodį" }));
}

describe("settings: password change", () => {
  it("sends the current and the new password and says the other sessions ended", async () => {
    const api = accountApi({});
    const { user, section } = await passwordSection();
    await fillPasswords(user, section, { current: "Senas1234", next: "Naujas456", repeat: "Naujas456" });
    expect(await section.findByRole("status")).toHaveTextContent(
      "Slaptažodis pakeistas. Kitose naršyklėse ir įrenginiuose reikės prisijungti iš naujo.",
    );
    const [call] = api.callsTo("POST", "/api/password-change/");
    expect(call.body).toEqual({ current_password: "Senas1234", new_password: "Naujas456" });
    expect(call.headers.get("X-CSRFToken")).toBe("test-token");
    expect(section.getByLabelText("Dabartinis slaptažodis")).toHaveValue("");
    expect(section.getByLabelText("Naujas slaptažodis")).toHaveValue("");
  });

  it("sends nothing while the current password is missing, a rule is unmet or the repeat differs", async () => {
    const api = accountApi({});
    const { user, section } = await passwordSection();
    await user.click(section.getByRole("button", { name: "Pakeisti slaptažodį" }));
    expect(await section.findByText("Įveskite dabartinį slaptažodį")).toBeInTheDocument();
    expect(section.getAllByText("Pakartokite slaptažodį")).not.toHaveLength(0);

    await fillPasswords(user, section, { current: "Senas1234", next: "naujas", repeat: "naujas4" });
    expect(await section.findByText("Slaptažodžiai nesutampa")).toBeInTheDocument();
    expect(section.getByTestId("password-rule-uppercase")).toHaveAttribute("data-met", "false");
    expect(api.callsTo("POST", "/api/password-change/")).toHaveLength(0);
  });

  it("shows the server's text for a wrong current password and refreshes the account's log", async () => {
    let wrongTries = 0;
    const api = accountApi({
      passwordChange: () => {
        wrongTries += 1;
        return {
          status: 400,
          body: { detail: "Neteisingas dabartinis slaptažodis.", code: "wrong_password" },
        };
      },
      auditLog: () => ({
        body: {
          count: wrongTries,
          next: null,
          previous: null,
          results: wrongTries ? [entry(1, "auth.password_change_failed")] : [],
        },
      }),
    });
    const { user, section } = await passwordSection();
    await fillPasswords(user, section, { current: "Blogas123", next: "Naujas456", repeat: "Naujas456" });
    expect(await section.findByRole("alert")).toHaveTextContent("Neteisingas dabartinis slaptažodis.");
    const log = within(screen.getByRole("region", { name: "Paskyros veiksmai" }));
    expect(await log.findByText("Nepavykęs slaptažodžio keitimas")).toBeInTheDocument();
    // A 400 is not a lost session: no refresh, no second try of the guess.
    expect(api.callsTo("POST", "/api/password-change/")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/token/refresh/")).toHaveLength(0);
  });
});

describe("settings: Paskyros veiksmai", () => {
  it("lists the entries with Lithuanian names, Vilnius time, details and the address", async () => {
    accountApi({
      auditLog: () => ({
        body: {
          count: 3,
          next: null,
          previous: null,
          results: [
            entry(3, "export.documents", { format: "centas", documents: 2, ids: [1, 2] }),
            entry(2, "auth.sign_in_failed"),
            entry(1, "credits.grant", {
              amount: "50",
              balance_after: "50.00",
              reason: "Registracijos dovana",
            }),
          ],
        },
      }),
    });
    renderApp("/nustatymai");
    const table = within(await screen.findByRole("table", { name: "Paskyros veiksmai" }));
    const rows = table.getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["2026-01-16 00:30:05", "Dokumentų eksportas", "2 dok. → Centas", "10.77.0.5"],
      ["2026-01-16 00:30:05", "Nepavykęs prisijungimas", "", "10.77.0.5"],
      ["2026-01-16 00:30:05", "Kreditų dovana", "+50 · likutis 50 · Registracijos dovana", "10.77.0.5"],
    ]);
  });

  it("pages through the log twenty entries at a time", async () => {
    const api = accountApi({
      auditLog: (call) => {
        const page = Number(call.query.get("page"));
        const results = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => entry(100 - i, "auth.sign_in"));
        return { body: { count: 25, next: null, previous: null, results } };
      },
    });
    renderApp("/nustatymai");
    const region = within(await screen.findByRole("region", { name: "Paskyros veiksmai" }));
    expect(await region.findByText("Puslapis 1 iš 2")).toBeInTheDocument();
    expect(region.getAllByRole("row")).toHaveLength(21);
    await userEvent.setup().click(region.getByRole("button", { name: "Kitas puslapis" }));
    expect(await region.findByText("Puslapis 2 iš 2")).toBeInTheDocument();
    await waitFor(() => expect(region.getAllByRole("row")).toHaveLength(6));
    const pages = api
      .callsTo("GET", "/api/audit-log/")
      .map((c) => [c.query.get("page"), c.query.get("page_size")]);
    expect(pages).toEqual([
      ["1", "20"],
      ["2", "20"],
    ]);
  });

  it("says so when there is nothing yet", async () => {
    accountApi({});
    renderApp("/nustatymai");
    const region = within(await screen.findByRole("region", { name: "Paskyros veiksmai" }));
    expect(await region.findByText("Veiksmų dar nėra.")).toBeInTheDocument();
  });
});
