import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/http";
import { uploadDocuments } from "../api/upload";
import { saveFile } from "../browser";
import { defaultFilters } from "../components/Documents/filters";
import { documentDetail, documentRow } from "../test/documents";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

vi.mock("../browser", () => ({ saveFile: vi.fn(), leaveFor: vi.fn() }));
vi.mock("../api/upload", () => ({ uploadDocuments: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockReset();
  vi.mocked(uploadDocuments).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const profile = (change: object = {}) => ({
  is_superuser: false,
  view_mode: "single",
  default_accounting_program: "rivile",
  company_name: "UAB Bandymas",
  company_code: "304181177",
  company_country_iso: "LT",
  upload_ready: true,
  ...change,
});

const rows = [
  documentRow({ id: 1, original_filename: "pirkimas.pdf" }),
  documentRow({ id: 2, original_filename: "nezinomas.pdf", pirkimas_pardavimas: "nezinoma" }),
  documentRow({ id: 3, original_filename: "vykdomas.pdf", status: "processing" }),
  documentRow({
    id: 4,
    original_filename: "atmestas.pdf",
    status: "rejected",
    error_message: "Ne sąskaita.",
  }),
  documentRow({
    id: 5,
    original_filename: "eksportuotas.pdf",
    status: "exported",
    exported: true,
    val_vat_match: false,
  }),
];

function summaryApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: "50", is_superuser: false } },
    "GET /api/profile/": { body: profile() },
    "GET /api/subscription-status/": { body: { status: "trial", credits: "50" } },
    "GET /api/documents/": {
      body: { count: rows.length, page: 1, page_size: 200, next: null, previous: null, results: rows },
    },
    ...routes,
  });
}

const row = (name: string) => within(screen.getByRole("row", { name }));

async function openSummary() {
  renderApp("/suvestine");
  await screen.findByRole("row", { name: "pirkimas.pdf" });
  return userEvent.setup();
}

describe("summary list", () => {
  it("asks for the last 30 days and shows the spec's labels", async () => {
    const api = summaryApi();
    await openSummary();
    const { dateFrom, dateTo } = defaultFilters();
    const query = api.callsTo("GET", "/api/documents/")[0].query;
    expect(query.get("date_from")).toBe(dateFrom);
    expect(query.get("date_to")).toBe(dateTo);
    expect(query.has("status")).toBe(false);
    expect(screen.getByLabelText("Nuo")).toHaveValue(dateFrom);
    expect(screen.getByLabelText("Iki")).toHaveValue(dateTo);
    expect(row("pirkimas.pdf").getByText("Atliktas (Neeksportuotas)")).toBeInTheDocument();
    expect(row("vykdomas.pdf").getByText("Vykdomas")).toBeInTheDocument();
    expect(row("vykdomas.pdf").getByText("Atpažįstami dokumento duomenys…")).toBeInTheDocument();
    expect(row("atmestas.pdf").getByText("Atmestas")).toBeInTheDocument();
    expect(row("atmestas.pdf").getByText("Ne sąskaita.")).toBeInTheDocument();
    expect(row("eksportuotas.pdf").getByText("Atliktas (Eksportuotas)")).toBeInTheDocument();
    expect(row("eksportuotas.pdf").getByRole("img", { name: "Patikrinkite sumas" })).toBeInTheDocument();
    expect(row("pirkimas.pdf").queryByRole("img", { name: "Patikrinkite sumas" })).toBeNull();
  });

  it("lets only exportable rows be chosen, select-all included", async () => {
    summaryApi();
    const user = await openSummary();
    expect(row("nezinomas.pdf").getByRole("checkbox")).toBeDisabled();
    expect(row("vykdomas.pdf").getByRole("checkbox")).toBeDisabled();
    expect(row("atmestas.pdf").getByRole("checkbox")).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Pasirinkti visus eksportuojamus" }));
    // the checkboxes take the selection on the next render; on a loaded machine that comes after the click
    await waitFor(() => expect(row("pirkimas.pdf").getByRole("checkbox")).toBeChecked());
    expect(row("eksportuotas.pdf").getByRole("checkbox")).toBeChecked();
    expect(row("nezinomas.pdf").getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByText("Pasirinkta: 2")).toBeInTheDocument();
  });

  it("refreshes every 3 s while a document is processing", async () => {
    const api = summaryApi();
    await openSummary();
    await waitFor(() => expect(api.callsTo("GET", "/api/documents/").length).toBeGreaterThan(1), {
      timeout: 4_500,
    });
  });

  it("passes the chosen status filter to the server", async () => {
    const api = summaryApi();
    const user = await openSummary();
    await user.selectOptions(screen.getByLabelText("Būsena"), "Atmesti");
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.path === "/api/documents/" && call.query.get("status") === "rejected"),
      ).toBe(true),
    );
  });
});

describe("export and delete", () => {
  it("asks for a selection before exporting", async () => {
    const api = summaryApi();
    const user = await openSummary();
    await user.click(screen.getByRole("button", { name: "Eksportuoti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Pasirinkite bent vieną dokumentą eksportui!");
    expect(api.callsTo("POST", "/api/documents/export_xml/")).toHaveLength(0);
  });

  it("exports the chosen documents in single mode and saves the file", async () => {
    const api = summaryApi({ "POST /api/documents/export_xml/": { body: "<xml/>" } });
    const user = await openSummary();
    await user.click(row("pirkimas.pdf").getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Eksportuoti" }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.anything(), "dokumentas.xml"));
    expect(api.callsTo("POST", "/api/documents/export_xml/")[0].body).toEqual({ ids: [1], mode: "single" });
  });

  it("tells why an export failed", async () => {
    summaryApi({
      "POST /api/documents/export_xml/": { status: 400, body: { error: "Nenurodyta programa" } },
    });
    const user = await openSummary();
    await user.click(row("pirkimas.pdf").getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Eksportuoti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Eksportas nepavyko: Nenurodyta programa");
  });

  it("deletes a document after confirmation", async () => {
    const api = summaryApi({ "DELETE /api/documents/bulk-delete/": { body: { deleted: 1 } } });
    const user = await openSummary();
    await user.click(row("atmestas.pdf").getByRole("button", { name: "Ištrinti dokumentą" }));
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveTextContent("Ar tikrai norite ištrinti šį dokumentą? Jo atkurti nebus galima.");
    await user.click(within(question).getByRole("button", { name: "Taip" }));
    await waitFor(() =>
      expect(api.callsTo("DELETE", "/api/documents/bulk-delete/")[0]?.body).toEqual({ ids: [4] }),
    );
  });
});

describe("upload", () => {
  it("is disabled with a warning until the company and program are set", async () => {
    summaryApi({
      "GET /api/profile/": { body: profile({ upload_ready: false, default_accounting_program: null }) },
    });
    await openSummary();
    expect(
      await screen.findByText(
        "Prieš įkeliant dokumentus nustatymuose nurodykite įmonės duomenis ir pasirinkite buhalterinę programą.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Įkelti dokumentus" })).toBeDisabled();
  });

  async function chooseFileAndUpload(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("button", { name: "Įkelti dokumentus" }));
    const dialog = await screen.findByRole("dialog", { name: "Dokumentų įkėlimas" });
    const file = new File(["%PDF-1.4"], "saskaita.pdf", { type: "application/pdf" });
    await user.upload(within(dialog).getByLabelText("Įkelti dokumentus"), file);
    await user.click(within(dialog).getByText("Detaliai"));
    await user.click(within(dialog).getByRole("button", { name: "Įkelti" }));
    return dialog;
  }

  it("shows the progress and closes 0.7 s after the upload finished", async () => {
    let finish: () => void = () => {};
    vi.mocked(uploadDocuments).mockImplementation((_files, _type, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => (finish = () => resolve([])));
    });
    summaryApi();
    const user = await openSummary();
    const dialog = await chooseFileAndUpload(user);
    expect(within(dialog).getByText("40 %")).toBeInTheDocument();
    expect(vi.mocked(uploadDocuments).mock.calls[0][1]).toBe("detaliai");
    expect(vi.mocked(uploadDocuments).mock.calls[0][0][0].name).toBe("saskaita.pdf");
    finish();
    expect(await within(dialog).findByText("100 %")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Dokumentų įkėlimas" })).toBeNull());
  });

  it("offers the top-up page when credits run out", async () => {
    vi.mocked(uploadDocuments).mockRejectedValue(
      new ApiError(402, { error: "Nepakanka kreditų. Papildykite kreditų likutį ir bandykite dar kartą." }),
    );
    summaryApi();
    const user = await openSummary();
    const dialog = await chooseFileAndUpload(user);
    expect(await within(dialog).findByText(/Nepakanka kreditų/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Papildyti" })).toHaveAttribute("href", "/papildyti");
  });

  it("names a dropped file it cannot take instead of dropping it silently", async () => {
    summaryApi();
    await openSummary();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole("button", { name: "Įkelti dokumentus" }));
    const dialog = await screen.findByRole("dialog", { name: "Dokumentų įkėlimas" });
    expect(within(dialog).getByRole("button", { name: "Uždaryti" })).toBeInTheDocument();
    const text = new File(["sąskaita"], "pastabos.txt", { type: "text/plain" });
    await user.upload(within(dialog).getByLabelText("Įkelti dokumentus"), text);
    const warning = await within(dialog).findByRole("alert");
    expect(warning).toHaveTextContent("Šio failo įkelti negalima: tinka tik PDF, PNG ir JPG/JPEG failai.");
    expect(warning).toHaveTextContent("pastabos.txt");
    expect(within(dialog).getByRole("button", { name: "Įkelti" })).toBeDisabled();
  });

  it("shows the generic upload failure with the server's reason", async () => {
    vi.mocked(uploadDocuments).mockRejectedValue(new ApiError(422, { error: "Failas nėra PDF." }));
    summaryApi();
    const user = await openSummary();
    const dialog = await chooseFileAndUpload(user);
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Nepavyko įkelti failų");
    expect(alert).toHaveTextContent("Failas nėra PDF.");
  });
});

describe("preview", () => {
  const line = {
    id: 31,
    position: 1,
    unit: "vnt.",
    quantity: "10",
    price: "4.5",
    subtotal: "45.00",
    vat: "9.45",
    vat_percent: "21",
    total: "54.45",
    discount_wo_vat: null,
    discount_with_vat: null,
    pvm_kodas: "PVM1",
    prekes_pavadinimas: "Popierius A4",
    prekes_kodas: null,
    prekes_barkodas: null,
    prekes_tipas: 1,
    field_meta: {},
  };

  it("warns about sums, says when there is no image, and edits a field", async () => {
    const api = summaryApi({
      "GET /api/documents/5/": {
        body: documentDetail({ id: 5, original_filename: "eksportuotas.pdf", val_vat_match: false }),
      },
      "PATCH /api/scanned-documents/5/inline/": (call) => ({
        body: {
          id: 5,
          field: "document_number",
          value: (call.body as { value: unknown }).value,
          val_subtotal_match: true,
          val_vat_match: true,
          val_total_match: true,
        },
      }),
    });
    const user = await openSummary();
    await user.click(row("eksportuotas.pdf").getByRole("button", { name: "eksportuotas.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "eksportuotas.pdf" });
    expect(
      await within(dialog).findByText("Dėmesio! Kai kurios sumos galimai nesutampa. Patikrinkite dokumentą!"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Peržiūra negalima")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: /^Numeris:/ }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Numeris" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Numeris" }), "0099{Enter}");
    expect(await within(dialog).findByRole("button", { name: /^Numeris: 0099/ })).toBeInTheDocument();
    expect(api.callsTo("PATCH", "/api/scanned-documents/5/inline/")[0].body).toEqual({
      field: "document_number",
      value: "0099",
    });
    expect(within(dialog).queryByText(/Dėmesio!/)).toBeNull();
  });

  it("shows the server's notice on how the file was processed", async () => {
    const notice = "Šiame faile rasta dokumentų: 30, o vienas failas skaidomas daugiausia į 5.";
    summaryApi({ "GET /api/documents/1/": { body: documentDetail({ id: 1, notice }) } });
    const user = await openSummary();
    await user.click(row("pirkimas.pdf").getByRole("button", { name: "pirkimas.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "saskaita.pdf" });
    expect(await within(dialog).findByText(notice)).toBeInTheDocument();
  });

  it("asks before deleting a line item", async () => {
    const api = summaryApi({
      "GET /api/documents/1/": { body: documentDetail({ id: 1, scan_type: "detaliai", line_items: [line] }) },
      "DELETE /api/scanned-documents/1/delete-lineitem/31/": {
        body: { id: 31, deleted: true, val_subtotal_match: true, val_vat_match: true, val_total_match: true },
      },
    });
    const user = await openSummary();
    await user.click(row("pirkimas.pdf").getByRole("button", { name: "pirkimas.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "saskaita.pdf" });
    const lines = within(await within(dialog).findByRole("region", { name: "Prekės" }));
    expect(lines.getByRole("button", { name: /^Kiekis, eilutė 1: 10,00/ })).toBeInTheDocument();
    await user.click(lines.getByRole("button", { name: "Ištrinti prekę 1" }));
    const question = await screen.findByRole("alertdialog");
    expect(question).toHaveTextContent("Ar tikrai norite ištrinti prekę?");
    await user.click(within(question).getByRole("button", { name: "Taip" }));
    expect(await lines.findByText("Prekių eilučių nėra.")).toBeInTheDocument();
    expect(api.callsTo("DELETE", "/api/scanned-documents/1/delete-lineitem/31/")).toHaveLength(1);
  });
});

describe("multi mode", () => {
  const multiRows = [
    documentRow({ id: 1, original_filename: "pirkimas.pdf" }),
    documentRow({
      id: 2,
      original_filename: "kitas.pdf",
      pirkimas_pardavimas: "nezinoma",
      seller_name: "MB Medis",
      seller_id: "305123456",
    }),
  ];

  function multiApi() {
    localStorage.clear();
    return summaryApi({
      "GET /api/profile/": { body: profile({ view_mode: "multi" }) },
      "GET /api/documents/": {
        body: { count: 2, page: 1, page_size: 200, next: null, previous: null, results: multiRows },
      },
      "POST /api/documents/export_xml/": { body: "<xml/>" },
    });
  }

  const panel = () => within(screen.getByRole("complementary", { name: "Kontrahentai" }));

  it("asks for a counterparty before exporting", async () => {
    const api = multiApi();
    const user = await openSummary();
    await user.click(row("kitas.pdf").getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Eksportuoti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Pasirinkite kontrahentą kairėje pusėje, kad nustatyti pirkimą/pardavimą eksportui.",
    );
    expect(api.callsTo("POST", "/api/documents/export_xml/")).toHaveLength(0);
    await user.click(panel().getByRole("button", { name: /MB Medis/ }));
    expect(screen.queryByText(/Pasirinkite kontrahentą kairėje pusėje/)).toBeNull();
  });

  it("narrows the list to the chosen company and exports with its directions", async () => {
    const api = multiApi();
    const user = await openSummary();
    await user.click(panel().getByRole("button", { name: /MB Medis/ }));
    expect(screen.queryByRole("row", { name: "pirkimas.pdf" })).toBeNull();
    expect(row("kitas.pdf").getByText("Pardavimas")).toBeInTheDocument();
    await user.click(row("kitas.pdf").getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Eksportuoti" }));
    await waitFor(() =>
      expect(api.callsTo("POST", "/api/documents/export_xml/")[0]?.body).toEqual({
        ids: [2],
        mode: "multi",
        overrides: { 2: "pardavimas" },
      }),
    );
    await user.click(panel().getByRole("button", { name: /MB Medis/ }));
    expect(await screen.findByRole("row", { name: "pirkimas.pdf" })).toBeInTheDocument();
  });

  it("remembers the collapsed panel in this browser", async () => {
    multiApi();
    const user = await openSummary();
    await user.click(panel().getByRole("button", { name: "Suskleisti kontrahentų sąrašą" }));
    expect(localStorage.getItem("dokskenas.counterpartyPanelCollapsed")).toBe("1");
    expect(panel().queryByRole("button", { name: /MB Medis/ })).toBeNull();
    expect(panel().getByRole("button", { name: "Išskleisti kontrahentų sąrašą" })).toBeInTheDocument();
  });
});
