import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { documentDetail, documentRow } from "../../../test/documents";
import { fakeApi, type Call } from "../../../test/fakeApi";
import { renderApp } from "../../../test/renderApp";

const marked = { review: true, box: { page: 0, x0: 400, y0: 100, x1: 480, y1: 112 } };

const rows = [
  documentRow({ id: 1, original_filename: "pirma.pdf" }),
  documentRow({ id: 2, original_filename: "antra.pdf" }),
];

const inlineAnswer = (id: number) => (call: Call) => {
  const { field, value } = call.body as { field: string; value: unknown };
  return {
    body: {
      id,
      field,
      value,
      val_subtotal_match: true,
      val_vat_match: true,
      val_total_match: true,
      field_meta: {},
    },
  };
};

function deskApi() {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: "50", is_superuser: false } },
    "GET /api/profile/": {
      body: {
        is_superuser: false,
        view_mode: "single",
        default_accounting_program: "rivile",
        upload_ready: true,
      },
    },
    "GET /api/subscription-status/": { body: { status: "trial", credits: "50" } },
    "GET /api/documents/": {
      body: { count: 2, page: 1, page_size: 200, next: null, previous: null, results: rows },
    },
    "GET /api/documents/1/": {
      body: documentDetail({
        id: 1,
        original_filename: "pirma.pdf",
        document_number: "0001",
        preview_url: "/preview-0.png",
        preview_urls: ["/preview-0.png"],
        field_meta: { document_number: marked, amount_with_vat: { review: true } },
      }),
    },
    "GET /api/documents/1/words/": {
      body: [
        {
          page: 0,
          width: 595,
          height: 842,
          words: [
            { text: "Nr.", x0: 380, y0: 100, x1: 398, y1: 112 },
            { text: "4242", x0: 400, y0: 100, x1: 430, y1: 112 },
          ],
        },
      ],
    },
    "GET /api/documents/2/": { body: documentDetail({ id: 2, original_filename: "antra.pdf" }) },
    "PATCH /api/scanned-documents/1/inline/": inlineAnswer(1),
  });
}

async function openFirst() {
  const api = deskApi();
  renderApp("/suvestine");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "pirma.pdf" }));
  const dialog = await screen.findByRole("dialog", { name: "pirma.pdf" });
  return { api, user, dialog: within(dialog) };
}

// Whole flows through the app (list, dialog, saves): more steps than the usual test, hence more time.
describe("the review desk", { timeout: 60_000 }, () => {
  it("opens on the first marked value and corrects it with the keyboard only", async () => {
    const { api, user, dialog } = await openFirst();
    const number = await dialog.findByRole("button", { name: /^Numeris: 0001/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute("data-review");
    await user.keyboard("{Enter}");
    await user.keyboard("{Control>}a{/Control}0099{Enter}");
    expect(await dialog.findByRole("button", { name: /^Numeris: 0099/ })).toHaveFocus();
    expect(api.callsTo("PATCH", "/api/scanned-documents/1/inline/")[0].body).toEqual({
      field: "document_number",
      value: "0099",
    });
    // Tab and Shift+Tab between fields run in the browser (e2e/reviewDesk.spec.ts): the dialog's focus
    // trap finds nothing tabbable in jsdom, which lays nothing out.
    expect(screen.getByLabelText("Klaviatūra")).toHaveTextContent("Ctrl+Enter");
  });

  it("fills the focused field with a word clicked on the page", async () => {
    const { api, user, dialog } = await openFirst();
    await waitFor(() => expect(dialog.getByRole("button", { name: /^Numeris: 0001/ })).toHaveFocus());
    const word = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-word="4242"]');
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(word);
    expect(dialog.getByRole("textbox", { name: "Numeris" })).toHaveValue("4242");
    await user.keyboard("{Enter}");
    expect(await dialog.findByRole("button", { name: /^Numeris: 4242/ })).toBeInTheDocument();
    expect(api.callsTo("PATCH", "/api/scanned-documents/1/inline/")[0].body).toEqual({
      field: "document_number",
      value: "4242",
    });
  });

  it("confirms the marked values with Ctrl+Enter and moves to the next document", async () => {
    const { api, user } = await openFirst();
    await waitFor(() => expect(screen.getByRole("button", { name: /^Numeris: 0001/ })).toHaveFocus());
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(await screen.findByRole("dialog", { name: "antra.pdf" })).toBeInTheDocument();
    expect(api.callsTo("PATCH", "/api/scanned-documents/1/inline/").map((call) => call.body)).toEqual([
      { field: "document_number", value: "0001" },
      { field: "amount_with_vat", value: 75.02 },
    ]);
    await user.keyboard("{Alt>}{ArrowUp}{/Alt}");
    expect(await screen.findByRole("dialog", { name: "pirma.pdf" })).toBeInTheDocument();
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    expect(await screen.findByRole("dialog", { name: "antra.pdf" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kitas dokumentas" })).toBeDisabled();
  });

  it("offers the currencies of ISO 4217 with EUR first", async () => {
    const { dialog } = await openFirst();
    const currency = await dialog.findByRole("combobox", { name: "Valiuta" });
    const codes = within(currency)
      .getAllByRole("option")
      .map((option) => (option as HTMLOptionElement).value);
    expect(codes[0]).toBe("EUR");
    expect(codes).toContain("USD");
    expect(codes.length).toBeGreaterThan(100);
  });
});
