import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, type Call } from "../../test/fakeApi";
import { renderApp } from "../../test/renderApp";
import { checkDefaults, EMPTY_DEFAULTS, tipasCode } from "./defaultsForm";
import { withSetting } from "./ExtraSettingsSection";
import { useFadingNotice } from "./useFadingNotice";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const baseProfile = {
  is_superuser: false,
  view_mode: "single",
  default_accounting_program: "rivile",
  company_name: "UAB Bandymas",
  company_code: "304181177",
  vat_code: "",
  company_iban: "",
  company_address: "",
  company_country_iso: "LT",
  purchase_defaults: [] as Record<string, unknown>[],
  sales_defaults: [] as Record<string, unknown>[],
  extra_settings: {} as Record<string, unknown>,
};

type Answer = { status?: number; body?: unknown };

function settingsApi(profile = baseProfile, patch?: (call: Call) => Answer) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: 50, is_superuser: false } },
    "GET /api/profile/": { body: profile },
    "GET /api/countries/": { body: [{ code: "LT", name: "Lietuva" }] },
    "GET /api/clients/": {
      body: {
        items: [
          {
            id: 7,
            name: "UAB Šilas",
            company_code: "305000007",
            vat_code: null,
            iban: null,
            address: null,
            country_iso: "LT",
            use_count: 3,
          },
        ],
        total: 1,
        page: 1,
        page_size: 25,
      },
    },
    "PATCH /api/profile/": patch ?? ((call) => ({ body: { ...profile, ...(call.body as object) } })),
  });
}

async function section(name: string) {
  renderApp("/nustatymai");
  return { user: userEvent.setup(), region: within(await screen.findByRole("region", { name })) };
}

describe("default profile form rules", () => {
  it("derives tipas 1–4 from the type and the code-as choice", () => {
    expect(tipasCode({ tipas: "Prekė", kodas_kaip: "" })).toBe(1);
    expect(tipasCode({ tipas: "Paslauga", kodas_kaip: "" })).toBe(2);
    expect(tipasCode({ tipas: "Kodas", kodas_kaip: "Prekei" })).toBe(3);
    expect(tipasCode({ tipas: "Kodas", kodas_kaip: "Paslaugai" })).toBe(4);
    expect(tipasCode({ tipas: "Kodas", kodas_kaip: "" })).toBeNull();
  });

  it("names the required fields, then the code-as choice", () => {
    const empty = checkDefaults(EMPTY_DEFAULTS);
    expect(empty.message).toBe("„Įmonės kodas“, „Pavadinimas“, „Kodas“ ir „Tipas“ yra privalomi.");
    expect(Object.keys(empty.fieldErrors).sort()).toEqual(["imones_kodas", "kodas", "pavadinimas"]);
    const filled = {
      ...EMPTY_DEFAULTS,
      imones_kodas: "1",
      pavadinimas: "A",
      kodas: "B",
      tipas: "Kodas" as const,
    };
    expect(checkDefaults(filled).message).toBe(
      "Pasirinkus „Kodas“, būtina nurodyti „Nustatyti PVM klasifikatorių kaip“.",
    );
  });

  it("leaves a fraction of 1 and a switched-off flag out of the settings", () => {
    expect(withSetting({ rivile_fraction: 100 }, "rivile_fraction", 1)).toEqual({});
    expect(withSetting({}, "operation_date=document_date", 1)).toEqual({ "operation_date=document_date": 1 });
  });
});

describe("notices", () => {
  it("lets a success fade after its time (1.8 s for the fraction) and keeps an error", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFadingNotice(1800));
    act(() => result.current[1]({ status: "success", message: "Išsaugota!" }));
    act(() => vi.advanceTimersByTime(1799));
    expect(result.current[0]).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
    act(() => result.current[1]({ status: "error", message: "Nepavyko išsaugoti frakcijos." }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current[0]?.message).toBe("Nepavyko išsaugoti frakcijos.");
  });
});

describe("settings: default values", () => {
  it("shows the required-field message and sends nothing while fields are empty", async () => {
    const api = settingsApi();
    const { user, region } = await section("Numatytosios reikšmės");
    await user.click(region.getByRole("button", { name: "Išsaugoti" }));
    expect(await region.findByRole("alert")).toHaveTextContent("„Įmonės kodas“, „Pavadinimas“, „Kodas“");
    expect(region.getAllByText("Privalomas laukas")).toHaveLength(3);
    expect(api.callsTo("PATCH", "/api/profile/")).toHaveLength(0);
  });

  it("saves a sales default with tipas 4, resets the form and lists the entry", async () => {
    const api = settingsApi();
    const { user, region } = await section("Numatytosios reikšmės");
    await user.click(region.getByText("Pardavimas"));
    await user.type(region.getByLabelText(/^Įmonės kodas/), "305000007");
    await user.type(region.getByLabelText(/^Pavadinimas/), "Kuras");
    await user.type(region.getByLabelText(/^Kodas/), "K95");
    await user.selectOptions(region.getByRole("combobox", { name: /Tipas/ }), "Kodas");
    await user.selectOptions(region.getByRole("combobox", { name: /klasifikatorių/ }), "Paslaugai");
    await user.click(region.getByRole("button", { name: "Išsaugoti" }));
    await waitFor(() => expect(api.callsTo("PATCH", "/api/profile/")).toHaveLength(1));
    const [call] = api.callsTo("PATCH", "/api/profile/");
    expect(call.body).toMatchObject({
      sales_defaults: [{ imones_kodas: "305000007", pavadinimas: "Kuras", kodas: "K95", tipas: 4 }],
    });
    expect(await region.findByRole("status")).toHaveTextContent("Išsaugota!");
    expect(region.getByLabelText(/^Pavadinimas/)).toHaveValue("");
    expect(region.getByRole("combobox", { name: /Tipas/ })).toHaveValue("Prekė");
  }, 60_000);

  it("offers the Kodas type only for Rivilė", async () => {
    settingsApi({ ...baseProfile, default_accounting_program: "finvalda" });
    const { region } = await section("Numatytosios reikšmės");
    const types = within(region.getByRole("combobox", { name: /Tipas/ })).getAllByRole("option");
    expect(types.map((option) => option.textContent)).toEqual(["Prekė", "Paslauga"]);
  });
});

describe("settings: additional settings", () => {
  it("reverts the fraction and says so when the server refuses it", async () => {
    settingsApi(baseProfile, () => ({ status: 500, body: { detail: "klaida" } }));
    const { user, region } = await section("Papildomi nustatymai");
    const fraction = region.getByRole("combobox", { name: /frakcija/ });
    await user.selectOptions(fraction, "100");
    expect(await region.findByRole("alert")).toHaveTextContent("Nepavyko išsaugoti frakcijos.");
    expect(fraction).toHaveValue("1");
  });

  it("saves the operation date flag with the settings it keeps", async () => {
    const api = settingsApi({ ...baseProfile, extra_settings: { rivile_fraction: 10 } });
    const { user, region } = await section("Papildomi nustatymai");
    await user.click(region.getByText("Operacijos datą imti iš sąskaitos datos"));
    await waitFor(() => expect(api.callsTo("PATCH", "/api/profile/")).toHaveLength(1));
    expect(api.callsTo("PATCH", "/api/profile/")[0].body).toEqual({
      extra_settings: { rivile_fraction: 10, "operation_date=document_date": 1 },
    });
  });
});

describe("settings: client list", () => {
  it("shows the user's clients with how often they were used", async () => {
    settingsApi();
    const { region } = await section("Klientai ir prekės");
    expect(await region.findByText("UAB Šilas")).toBeInTheDocument();
    expect(region.getByText("1–1 iš 1")).toBeInTheDocument();
  });
});
