import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

// lt-LT groups thousands with a no-break space and puts one before the euro sign; exact matches keep
// them, while toHaveTextContent reads every run of white space as one plain space.
const eur = (amount: string) => `${amount.replace(/ /g, "\u00a0")}\u00a0€`;

function openAsGuest(path: string) {
  fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
  return renderApp(path);
}

async function result(table: string, row: string): Promise<string | null> {
  const rows = within(await screen.findByRole("table", { name: table })).getAllByRole("row");
  const match = rows.find((candidate) => within(candidate).queryByText(row, { exact: true }));
  return match ? within(match).getAllByRole("cell").at(-1)!.textContent : null;
}

const panel = async (name: string) => within(await screen.findByRole("region", { name }));

describe("salary calculator 2025 at /", () => {
  it("shows 0.00 everywhere until a salary is typed, then the law's net", async () => {
    openAsGuest("/");
    expect(
      await screen.findByRole("heading", { name: "Atlyginimo skaičiuoklė 2025", level: 1 }),
    ).toBeVisible();
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("0.00"));
    await userEvent.type(screen.getByLabelText("Atlyginimas ant popieriaus, €"), "1500");
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("1 011,62"));
    expect(await result("Mėnesio atlyginimas", "Darbo vietos kaina")).toBe(eur("1 526,55"));
  });

  it("accepts only numbers in the salary field", async () => {
    openAsGuest("/");
    const field = await screen.findByLabelText("Atlyginimas ant popieriaus, €");
    await userEvent.type(field, "1a2-b,5");
    expect(field).toHaveValue("12,5");
  });

  it("applies the capacity NPD and the 3 % pension", async () => {
    openAsGuest("/");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Atlyginimas ant popieriaus, €"), "1500");
    await user.selectOptions(screen.getByLabelText("Darbingumo lygis"), "0–25 %");
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("1 132,90"));
    await user.selectOptions(screen.getByLabelText("Darbingumo lygis"), "Nesumažintas");
    await user.selectOptions(screen.getByLabelText("Papildomas pensijų kaupimas"), "Kaupiu 3 %");
    expect(await result("Mėnesio atlyginimas", "Papildomas pensijų kaupimas")).toBe(eur("45,00"));
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("966,62"));
  });

  it("finds the gross for a net salary", async () => {
    openAsGuest("/");
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Įvedama suma"), "Atlyginimas į rankas (neto)");
    await user.type(screen.getByLabelText("Atlyginimas į rankas, €"), "1000");
    expect(await result("Mėnesio atlyginimas", "Atlyginimas ant popieriaus")).toBe(eur("1 477,07"));
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("1 000,00"));
  });
});

describe("salary calculator 2026 at /2026", () => {
  it("uses the 2026 NPD: the minimum wage keeps 846,96", async () => {
    openAsGuest("/2026");
    await userEvent.type(await screen.findByLabelText("Atlyginimas ant popieriaus, €"), "1153");
    expect(await result("Mėnesio atlyginimas", "Neapmokestinamasis pajamų dydis (NPD)")).toBe(eur("747,00"));
    expect(await result("Mėnesio atlyginimas", "Atlyginimas į rankas")).toBe(eur("846,96"));
  });

  it("taxes December at 25 % in the year table once 36 VDU are passed", async () => {
    openAsGuest("/2026");
    await userEvent.type(await screen.findByLabelText("Atlyginimas ant popieriaus, €"), "8000");
    const year = within(await screen.findByRole("table", { name: /Metai/ }));
    const december = year.getAllByRole("row")[12];
    expect(within(december).getAllByRole("cell")[2]).toHaveTextContent("2 000,00");
    const total = year.getAllByRole("row")[13];
    expect(within(total).getAllByRole("cell")[2]).toHaveTextContent("19 838,13");
  });

  it("states the 36 and 60 VDU thresholds with the approved VDU", async () => {
    openAsGuest("/2026");
    expect(await screen.findByText(/36 VDU \(83 237,40 €\).*60 VDU \(138 729,00 €\)/)).toBeVisible();
  });
});

describe("VAT calculator at /pvm-skaiciuokle", () => {
  it("adds 21 % VAT by default", async () => {
    openAsGuest("/pvm-skaiciuokle");
    const add = await panel("Pridėti PVM");
    await userEvent.type(add.getByLabelText("Kaina be PVM, €"), "1234,56");
    expect(await result("Pridėti PVM", "PVM suma")).toBe(eur("259,26"));
    expect(await result("Pridėti PVM", "Kaina su PVM")).toBe(eur("1 493,82"));
  });

  it("extracts VAT at the 2026 rate of 12 %", async () => {
    openAsGuest("/pvm-skaiciuokle");
    const user = userEvent.setup();
    const extract = await panel("Išskaičiuoti PVM");
    await user.selectOptions(extract.getByLabelText("Tarifas"), "12");
    await user.type(extract.getByLabelText("Kaina su PVM, €"), "112");
    expect(await result("Išskaičiuoti PVM", "PVM suma")).toBe(eur("12,00"));
    expect(await result("Išskaičiuoti PVM", "Kaina be PVM")).toBe(eur("100,00"));
  });

  it("counts a negative price as 0", async () => {
    openAsGuest("/pvm-skaiciuokle");
    const add = await panel("Pridėti PVM");
    await userEvent.type(add.getByLabelText("Kaina be PVM, €"), "-50");
    expect(await result("Pridėti PVM", "Kaina su PVM")).toBe(eur("0,00"));
  });

  it("compares the EU standard rates", async () => {
    openAsGuest("/pvm-skaiciuokle");
    const table = within(await screen.findByRole("table", { name: "Standartiniai PVM tarifai ES šalyse" }));
    expect(table.getAllByRole("row")).toHaveLength(28);
    expect(table.getAllByRole("row")[1]).toHaveTextContent("Vengrija27 %");
  });
});

describe("GPM calculator at /gpm-skaiciuokle", () => {
  it("extracts 15 % by default and shows the input limits", async () => {
    openAsGuest("/gpm-skaiciuokle");
    const extract = await panel("Išskaičiuoti GPM");
    expect(extract.getByText("Min: 0 - Max: 100000000")).toBeVisible();
    await userEvent.type(extract.getByLabelText("Suma su GPM, €"), "1000");
    expect(await result("Išskaičiuoti GPM", "GPM suma")).toBe(eur("150,00"));
    expect(await result("Išskaičiuoti GPM", "Suma be GPM")).toBe(eur("850,00"));
  });

  it("counts an amount above 100 000 000 as the maximum", async () => {
    openAsGuest("/gpm-skaiciuokle");
    const add = await panel("Pridėti GPM");
    await userEvent.type(add.getByLabelText("Suma be GPM, €"), "200000000");
    expect(await result("Pridėti GPM", "GPM suma")).toBe(eur("17 647 058,82"));
  });

  it("treats text that is not a number as no amount", async () => {
    openAsGuest("/gpm-skaiciuokle");
    const extract = await panel("Išskaičiuoti GPM");
    await userEvent.type(extract.getByLabelText("Suma su GPM, €"), "-");
    expect(await result("Išskaičiuoti GPM", "GPM suma")).toBe(eur("0.00"));
  });
});

describe("the calculators' promo box", () => {
  it.each([
    ["/", { ad_name: "AS_suzinoti_daugiau" }],
    ["/2026", { token: "skaiciuokle_2026" }],
  ])("on %s counts the learn-more click under the spec's name", async (path, body) => {
    const api = fakeApi({
      "POST /api/authenticated/": { body: { authenticated: false } },
      "POST /api/track-click/": { body: { success: true } },
    });
    renderApp(path);
    await userEvent.click(await screen.findByRole("link", { name: "Sužinoti daugiau" }));
    await vi.waitFor(() => expect(api.callsTo("POST", "/api/track-click/")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/track-click/")[0].body).toEqual(body);
  });

  it("on the VAT calculator makes no call", async () => {
    const api = fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
    renderApp("/pvm-skaiciuokle");
    await userEvent.click(await screen.findByRole("link", { name: "Sužinoti daugiau" }));
    expect(await screen.findByRole("heading", { level: 1 })).toBeVisible();
    expect(api.callsTo("POST", "/api/track-click/")).toHaveLength(0);
  });
});
