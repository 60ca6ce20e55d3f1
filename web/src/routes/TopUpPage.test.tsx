import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveFor } from "../browser";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

vi.mock("../browser", () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockReset();
});

const packages = [
  { credits: 100, cost: "18 €", priceId: "price_100", discount: null, perDocument: "0,18 €" },
  { credits: 500, cost: "85 €", priceId: "price_500", discount: "-5%", perDocument: "0,17 €" },
  { credits: 1000, cost: "162 €", priceId: "price_1000", discount: "-10%", perDocument: "0,162 €" },
];

const emptyLedger = { count: 0, next: null, previous: null, results: [] };

function topUpApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    "POST /api/authenticated/": { body: { authenticated: true } },
    "GET /api/me/": { body: { email: "vardas@imone.lt", credits: "48.70", is_superuser: false } },
    "GET /api/credits/packages/": { body: packages },
    "GET /api/credits/ledger/": { body: emptyLedger },
    ...routes,
  });
}

const packageCard = async (name: string) => within(await screen.findByRole("region", { name }));

describe("top-up page", () => {
  it("shows the balance and the three packages", async () => {
    topUpApi();
    renderApp("/papildyti");
    expect(await screen.findByText("48,7")).toBeInTheDocument();
    const middle = await packageCard("500 kreditų");
    expect(middle.getByText("85 €")).toBeInTheDocument();
    expect(middle.getByText("-5%")).toBeInTheDocument();
    expect(middle.getByText("0,17 € už dokumentą")).toBeInTheDocument();
    const smallest = await packageCard("100 kreditų");
    expect(smallest.queryByText(/%$/)).toBeNull();
    expect(screen.getAllByRole("button", { name: "Pirkti" })).toHaveLength(3);
  });

  it("asks for the checkout link, shows 'Įkeliama…' meanwhile and goes to the payment page", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = topUpApi({
      "POST /api/stripe/credit-checkout/": () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp("/papildyti");
    const card = await packageCard("1000 kreditų");
    await userEvent.setup().click(card.getByRole("button", { name: "Pirkti" }));
    const busy = await card.findByRole("button", { name: /Įkeliama…/ });
    expect(busy).toBeDisabled();
    expect(api.callsTo("POST", "/api/stripe/credit-checkout/")[0].body).toEqual({ price_id: "price_1000" });
    answer({ body: { url: "https://checkout.stripe.test/c/pay/cs_1" } });
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_1"));
  });

  it("shows the server's error in red and frees the button", async () => {
    topUpApi({
      "POST /api/stripe/credit-checkout/": { status: 400, body: { error: "Nežinomas kreditų paketas." } },
    });
    renderApp("/papildyti");
    const card = await packageCard("100 kreditų");
    await userEvent.setup().click(card.getByRole("button", { name: "Pirkti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Klaida: Nežinomas kreditų paketas.");
    expect(card.getByRole("button", { name: "Pirkti" })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("falls back to 'Nežinoma klaida' when the answer names no error", async () => {
    topUpApi({ "POST /api/stripe/credit-checkout/": { status: 502, body: null } });
    renderApp("/papildyti");
    const card = await packageCard("100 kreditų");
    await userEvent.setup().click(card.getByRole("button", { name: "Pirkti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Klaida: Nežinoma klaida");
  });

  it("tells about a canceled payment", async () => {
    topUpApi();
    renderApp("/papildyti?canceled=1");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Mokėjimas atšauktas. Bandykite dar kartą arba pasirinkite kitą paketą.",
    );
  });

  it("after a successful payment asks for the balance again until the credits arrive", async () => {
    let credits = "50.00";
    const api = topUpApi({
      "GET /api/me/": () => ({ body: { email: "vardas@imone.lt", credits, is_superuser: false } }),
    });
    renderApp("/papildyti?success=1");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Mokėjimas pavyko! Kreditai netrukus atsiras Jūsų paskyroje.",
    );
    expect(await screen.findByText("50")).toBeInTheDocument();
    credits = "150.00";
    expect(await screen.findByText("150", {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/credits/ledger/").length).toBeGreaterThan(1);
  });
});
