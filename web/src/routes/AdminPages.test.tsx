import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDocument } from "../api/admin";
import { dashboardStats } from "../test/adminStats";
import { documentDetail, documentRow } from "../test/documents";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

const superuser = {
  "POST /api/authenticated/": { body: { authenticated: true } },
  "GET /api/me/": { body: { email: "admin@dokskenas.lt", credits: 50, is_superuser: true } },
};

function adminRow(id: number, change: Partial<AdminDocument> = {}): AdminDocument {
  return {
    ...documentRow({ id, original_filename: `saskaita-${id}.pdf` }),
    owner_email: "ona@imone.lt",
    ...change,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the analytics dashboard", () => {
  it("shows the guard's stored copy first, then the fresh numbers", async () => {
    let answered = 0;
    let release: () => void = () => {};
    const fresh = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      ...superuser,
      "GET /api/superuser/dashboard-stats/": async () => {
        answered += 1;
        if (answered === 1) return { body: dashboardStats(120) };
        await fresh;
        return { body: dashboardStats(135, "2026-03-01T08:20:00Z") };
      },
    });
    renderApp("/admin-dashboard");
    expect(await screen.findByRole("heading", { name: "Analytics", level: 1 })).toBeInTheDocument();
    const documents = screen.getByRole("heading", { name: "Dokumentai" }).parentElement!;
    expect(within(documents).getByRole("row", { name: /Iš viso 120 12/ })).toBeInTheDocument();
    expect(screen.getByText("Rodoma išsaugota kopija, gaunami nauji duomenys…")).toBeInTheDocument();
    release();
    expect(await within(documents).findByRole("row", { name: /Iš viso 135 12/ })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem("dokskenas.dashboardStats")!).documents.total.count).toBe(135);
  });

  it("shows every card of spec 001: periods, success shares, scan types, users, timezone and charts", async () => {
    fakeApi({ ...superuser, "GET /api/superuser/dashboard-stats/": { body: dashboardStats() } });
    renderApp("/admin-dashboard");
    const banner = await screen.findByRole("region", { name: "Sėkmingai apdorotų dokumentų dalis" });
    expect(within(banner).getByText("75,00 %")).toBeInTheDocument();
    expect(screen.getByRole("row", { name: "Šiandien 4 1 75,0 %" })).toBeInTheDocument();
    expect(screen.getByTestId("unique-users-today")).toHaveTextContent("3");
    expect(screen.getByText(/Sumiškai:/)).toHaveTextContent("Sumiškai: 84 (70,00 %)");
    expect(screen.getByRole("row", { name: "Iš viso vartotojų 40" })).toBeInTheDocument();
    expect(screen.getByTestId("stats-meta")).toHaveTextContent("Laiko juosta: Europe/Vilnius");
    expect(screen.getByRole("img", { name: "Dokumentai per dieną (30 dienų)" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Klaidos per dieną (30 dienų)" })).toBeInTheDocument();
  });

  it("says 'Klaida: ' and the error when the fresh numbers fail", async () => {
    let answered = 0;
    fakeApi({
      ...superuser,
      "GET /api/superuser/dashboard-stats/": () =>
        ++answered === 1 ? { body: dashboardStats() } : { status: 500, body: { detail: "x" } },
    });
    renderApp("/admin-dashboard");
    expect(await screen.findByText("Klaida: HTTP 500")).toBeInTheDocument();
  });
});

describe("the admin document lists", () => {
  it("lists every user's files with owner columns and follows the next link on request", async () => {
    const api = fakeApi({
      ...superuser,
      "GET /api/superuser/dashboard-stats/": { body: dashboardStats() },
      "GET /api/admin/visi-failai/": (call) =>
        call.query.get("after")
          ? { body: { next: null, results: [adminRow(1)] } }
          : {
              body: {
                next: "http://x/api/admin/visi-failai/?page_size=200&after=1773482400000000.2",
                results: [adminRow(3), adminRow(2, { user_id: 9, owner_email: "jonas@imone.lt" })],
              },
            },
    });
    renderApp("/admin-visi-failai");
    expect(await screen.findByRole("heading", { name: "Visi failai", level: 1 })).toBeInTheDocument();
    const second = await screen.findByRole("row", { name: "saskaita-2.pdf" });
    expect(within(second).getByText("jonas@imone.lt")).toBeInTheDocument();
    expect(within(second).getByText("9")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Vartotojo ID" })).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "El. paštas" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Rodyti daugiau" }));
    expect(await screen.findByRole("row", { name: "saskaita-1.pdf" })).toBeInTheDocument();
    const calls = api.callsTo("GET", "/api/admin/visi-failai/");
    expect(calls.map((call) => [call.query.get("page_size"), call.query.get("after")])).toEqual([
      ["200", null],
      ["200", "1773482400000000.2"],
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Rodoma dokumentų: 3 · Parodyti visi dokumentai.");
    expect(screen.queryByRole("button", { name: "Rodyti daugiau" })).not.toBeInTheDocument();
  });

  it("filters the error summary by status and names each document's problem", async () => {
    const api = fakeApi({
      ...superuser,
      "GET /api/superuser/dashboard-stats/": { body: dashboardStats() },
      "GET /api/admin/documents_with_errors/": {
        body: {
          next: null,
          results: [
            adminRow(5, { status: "rejected", error_message: "Neįskaitomas failas" }),
            adminRow(4, { val_total_match: false }),
          ],
        },
      },
    });
    renderApp("/admin-suvestine");
    expect(await screen.findByText("Neįskaitomas failas")).toBeInTheDocument();
    expect(screen.getByText("Sumos nesutampa")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Būsena"), { target: { value: "rejected" } });
    await waitFor(() =>
      expect(api.callsTo("GET", "/api/admin/documents_with_errors/").at(-1)!.query.get("status")).toBe(
        "rejected",
      ),
    );
  });

  it("previews a document with its OCR text and JSON, each copied with a button", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    fakeApi({
      ...superuser,
      "GET /api/superuser/dashboard-stats/": { body: dashboardStats() },
      "GET /api/admin/visi-failai/": { body: { next: null, results: [adminRow(8)] } },
      "GET /api/admin/documents/8/": {
        body: {
          ...documentDetail({
            id: 8,
            glued_raw_text: "PVM SĄSKAITA FAKTŪRA",
            structured_json: { total: "75.02" },
          }),
          owner_email: "ona@imone.lt",
        },
      },
    });
    renderApp("/admin-visi-failai");
    fireEvent.keyDown(await screen.findByRole("row", { name: "saskaita-8.pdf" }), { key: "Enter" });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByLabelText("OCR tekstas")).toHaveTextContent("PVM SĄSKAITA FAKTŪRA");
    expect(within(dialog).getByLabelText("Struktūrizuoti duomenys (JSON)")).toHaveTextContent(
      '"total": "75.02"',
    );
    expect(within(dialog).getByText("ona@imone.lt (ID 7)")).toBeInTheDocument();
    fireEvent.click(
      within(dialog).getByRole("button", { name: "Kopijuoti: Struktūrizuoti duomenys (JSON)" }),
    );
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('{\n  "total": "75.02"\n}'));
    expect(await within(dialog).findByText("Nukopijuota į iškarpinę.")).toBeInTheDocument();
  });
});
