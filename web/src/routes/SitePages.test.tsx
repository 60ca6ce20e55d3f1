import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE } from "../analytics/consent";
import { PIXEL_SCRIPT } from "../analytics/pixel";
import { tracker } from "../analytics/tracker";
import { HASH_SCROLL_ATTEMPTS, HASH_SCROLL_INTERVAL_MS, scrollToAnchor } from "../components/Site/hashScroll";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

const guest = { "POST /api/authenticated/": { body: { authenticated: false } } };
const packages = [
  { credits: 100, cost: "18 €", priceId: "p100", discount: null, perDocument: "0.18 €" },
  { credits: 500, cost: "85 €", priceId: "p500", discount: "-5%", perDocument: "0.17 €" },
];

function clearConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
}

function pixelScripts() {
  return document.querySelectorAll(`script[src="${PIXEL_SCRIPT}"]`).length;
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  clearConsent();
  tracker.configure(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearConsent();
});

describe("landing page", () => {
  it("shows the packages the API sells", async () => {
    fakeApi({ ...guest, "GET /api/credits/packages/": { body: packages } });
    renderApp("/saskaitu-skaitmenizavimas-dokskenas");
    const prices = await screen.findByRole("region", { name: "Kainos" });
    const pack = within(await within(prices).findByRole("region", { name: "500 kreditų" }));
    expect(pack.getByText("85 €")).toBeInTheDocument();
    expect(pack.getByText("-5%")).toBeInTheDocument();
    expect(within(prices).queryByRole("region", { name: "1000 kreditų" })).toBeNull();
  });

  it("keeps one FAQ answer open, the first at the start", async () => {
    fakeApi({ ...guest, "GET /api/credits/packages/": { body: packages } });
    renderApp("/saskaitu-skaitmenizavimas-dokskenas");
    const faq = within(await screen.findByRole("region", { name: "Dažni klausimai" }));
    const expanded = () =>
      faq
        .getAllByRole("button")
        .filter((button) => button.getAttribute("aria-expanded") === "true")
        .map((button) => button.textContent);
    expect(expanded()).toEqual(["Kiek laiko nuskaitomas vienas dokumentas?"]);
    const user = userEvent.setup();
    await user.click(faq.getByRole("button", { name: "Kur apdorojami mano dokumentai?" }));
    expect(expanded()).toEqual(["Kur apdorojami mano dokumentai?"]);
    await user.click(faq.getByRole("button", { name: "Kur apdorojami mano dokumentai?" }));
    expect(expanded()).toEqual([]);
  });

  it("has the footer's anchors as sections", async () => {
    fakeApi({ ...guest, "GET /api/credits/packages/": { body: packages } });
    renderApp("/saskaitu-skaitmenizavimas-dokskenas");
    await screen.findByRole("region", { name: "Kainos" });
    for (const id of ["kaip-veikia", "ka-moka", "kainos"]) expect(document.getElementById(id)).not.toBeNull();
  });

  it("opens the demo from #demo with our own screenshots", async () => {
    fakeApi({ ...guest, "GET /api/credits/packages/": { body: packages } });
    renderApp("/saskaitu-skaitmenizavimas-dokskenas#demo");
    const demo = within(await screen.findByRole("dialog", { name: "Kaip tai atrodo" }));
    expect(demo.getByRole("img", { name: /Įkeliate failus/ })).toHaveAttribute("src", "/demo/1-ikelimas.jpg");
  });
});

describe("hash scroll", () => {
  it("retries until the section is there", () => {
    vi.useFakeTimers();
    const scroll = vi.fn();
    const root = { getElementById: vi.fn(() => null as unknown) } as unknown as Document;
    scrollToAnchor("kainos", root);
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 4);
    vi.mocked(root.getElementById).mockReturnValue({ scrollIntoView: scroll } as unknown as HTMLElement);
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(root.getElementById).toHaveBeenCalledTimes(6);
  });

  it("gives up after 20 tries, 100 ms apart", () => {
    vi.useFakeTimers();
    const root = { getElementById: vi.fn(() => null) } as unknown as Document;
    scrollToAnchor("kainos", root);
    vi.advanceTimersByTime(HASH_SCROLL_INTERVAL_MS * 100);
    expect(root.getElementById).toHaveBeenCalledTimes(HASH_SCROLL_ATTEMPTS);
  });
});

describe("cookie consent", () => {
  it("shows no banner and loads no pixel when no id is configured", async () => {
    fakeApi({
      ...guest,
      "GET /api/site/config/": { body: { contact_email: "info@dokskenas.lt", meta_pixel_id: null } },
    });
    renderApp("/apie-mus");
    await screen.findByRole("heading", { name: "Apie mus" });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Slapukų sutikimas" })).toBeNull());
    expect(pixelScripts()).toBe(0);
  });

  it("with an id asks first; a decline is remembered and loads nothing", async () => {
    fakeApi({
      ...guest,
      "GET /api/site/config/": { body: { contact_email: "x@y.lt", meta_pixel_id: "123456" } },
    });
    const before = pixelScripts();
    renderApp("/apie-mus");
    const banner = within(await screen.findByRole("region", { name: "Slapukų sutikimas" }));
    expect(pixelScripts()).toBe(before);
    await userEvent.setup().click(banner.getByRole("button", { name: "Nesutinku" }));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=denied`);
    expect(screen.queryByRole("region", { name: "Slapukų sutikimas" })).toBeNull();
    expect(pixelScripts()).toBe(before);
  });

  it("loads the pixel and sends the page view once the visitor accepts", async () => {
    fakeApi({
      ...guest,
      "GET /api/site/config/": { body: { contact_email: "x@y.lt", meta_pixel_id: "123456" } },
    });
    renderApp("/apie-mus");
    const banner = within(await screen.findByRole("region", { name: "Slapukų sutikimas" }));
    await act(() => userEvent.setup().click(banner.getByRole("button", { name: "Sutinku" })));
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=granted`);
    await waitFor(() => expect(pixelScripts()).toBe(1));
    expect(window.fbq?.queue).toEqual(
      expect.arrayContaining([
        ["init", "123456"],
        ["track", "PageView", undefined],
      ]),
    );
  });
});

describe("contact page", () => {
  it("shows the configured address, checks the form and sends it", async () => {
    const api = fakeApi({
      ...guest,
      "GET /api/site/config/": { body: { contact_email: "pagalba@dokskenas.lt", meta_pixel_id: null } },
      "POST /api/contact/": { body: { success: true } },
    });
    renderApp("/susisiekti");
    expect(await screen.findByRole("link", { name: "pagalba@dokskenas.lt" })).toHaveAttribute(
      "href",
      "mailto:pagalba@dokskenas.lt",
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Vardas/), "Ona");
    await user.type(screen.getByLabelText(/El. paštas/), "ona@imone.lt");
    await user.type(screen.getByLabelText(/Žinutė/), "Per trump");
    await user.click(screen.getByRole("button", { name: "Siųsti" }));
    expect(await screen.findByText("Žinutė per trumpa (bent 10 simbolių).")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/contact/")).toHaveLength(0);
    await user.type(screen.getByLabelText(/Žinutė/), "as klausimas");
    await user.click(screen.getByRole("button", { name: "Siųsti" }));
    expect(await screen.findByText("Ačiū! Žinutę gavome ir atsakysime el. paštu.")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/contact/")[0].body).toEqual({
      name: "Ona",
      email: "ona@imone.lt",
      message: "Per trumpas klausimas",
    });
  });

  it("shows the server's reason when it refuses", async () => {
    fakeApi({
      ...guest,
      "POST /api/contact/": { status: 429, body: { detail: "Išsiuntėte per daug žinučių." } },
    });
    renderApp("/susisiekti");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Vardas/), "Ona");
    await user.type(screen.getByLabelText(/El. paštas/), "ona@imone.lt");
    await user.type(screen.getByLabelText(/Žinutė/), "Ilgas klausimas apie eksportą");
    await user.click(screen.getByRole("button", { name: "Siųsti" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Išsiuntėte per daug žinučių.");
  });
});
