import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { renderApp } from "../test/renderApp";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const guest = { "POST /api/authenticated/": { body: { authenticated: false } } };

const exportsCategory = {
  slug: "eksportas",
  title: "Eksportas į apskaitos programas",
  description: "Failai apskaitos programoms.",
  order: 1,
  cat_image_url: null,
  articles: [
    {
      slug: "eksportas-rivile-gama",
      title: "Eksportas į Rivilę GAMA",
      search_description: "Rivilės GAMA .eip failai",
      main_image_url: null,
    },
  ],
};

const article = {
  slug: "eksportas-rivile-gama",
  title: "Eksportas į Rivilę GAMA",
  seo_title: "Eksportas į Rivilę GAMA",
  search_description: "Rivilės GAMA .eip failai",
  author_name: "DokSkenas komanda",
  first_published_at: "2026-11-24T08:00:00Z",
  last_published_at: "2026-11-24T08:00:00Z",
  main_image_url: null,
  category_slug: "eksportas",
  category_title: "Eksportas į apskaitos programas",
  body: [
    { type: "heading", text: "Archyvo failai", level: 2, anchor: "archyvo-failai" },
    { type: "paragraph", html: "<p>Importuokite <strong>klientai.eip</strong>.</p>" },
    { type: "code", code: "klientai.eip → prekes.eip" },
    { type: "heading", text: "Importas", level: 2, anchor: "importas" },
  ],
};

describe("guide home", () => {
  it("shows the categories as cards with links", async () => {
    fakeApi({ ...guest, "GET /api/guides/categories/": { body: [exportsCategory] } });
    renderApp("/naudojimo-gidas");
    const card = await screen.findByRole("link", { name: /Eksportas į apskaitos programas/ });
    expect(card).toHaveAttribute("href", "/kategorija/eksportas");
    expect(screen.getByRole("heading", { level: 1, name: "Naudojimo gidas" })).toBeInTheDocument();
  });

  it("says so when the categories fail to load", async () => {
    fakeApi({ ...guest, "GET /api/guides/categories/": { status: 500, body: {} } });
    renderApp("/naudojimo-gidas");
    expect(await screen.findByText("Nepavyko įkelti kategorijų.")).toBeInTheDocument();
  });
});

describe("guide category", () => {
  it("has the breadcrumb, description and article cards", async () => {
    fakeApi({ ...guest, "GET /guides-api/v2/guide-categories/eksportas/": { body: exportsCategory } });
    renderApp("/kategorija/eksportas");
    expect(await screen.findByRole("link", { name: /Eksportas į Rivilę GAMA/ })).toHaveAttribute(
      "href",
      "/straipsnis/eksportas-rivile-gama",
    );
    const crumbs = within(screen.getByRole("navigation", { name: "Naršymo kelias" }));
    expect(crumbs.getByRole("link", { name: "Naudojimo gidas" })).toHaveAttribute("href", "/naudojimo-gidas");
    expect(screen.getByText("Failai apskaitos programoms.")).toBeInTheDocument();
  });

  it("says when a category has no articles yet", async () => {
    fakeApi({
      ...guest,
      "GET /guides-api/v2/guide-categories/eksportas/": { body: { ...exportsCategory, articles: [] } },
    });
    renderApp("/kategorija/eksportas");
    expect(await screen.findByText("Straipsnių šioje kategorijoje kol kas nėra.")).toBeInTheDocument();
  });

  it("says a missing category is not found", async () => {
    fakeApi(guest);
    renderApp("/kategorija/nera");
    expect(await screen.findByText("Kategorija nerasta 😢")).toBeInTheDocument();
  });
});

describe("guide article", () => {
  it("shows the body, a table of contents and structured data", async () => {
    fakeApi({ ...guest, "GET /guides-api/v2/guides/eksportas-rivile-gama/": { body: article } });
    const { container } = renderApp("/straipsnis/eksportas-rivile-gama");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Eksportas į Rivilę GAMA" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Archyvo failai" })).toHaveAttribute(
      "id",
      "archyvo-failai",
    );
    expect(screen.getByText("klientai.eip", { selector: "strong" })).toBeInTheDocument();
    const [toc] = screen.getAllByRole("navigation", { name: "Turinys" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["#archyvo-failai", "#importas"]);
    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "[]");
    expect(data.map((item: { "@type": string }) => item["@type"])).toEqual(["Article", "BreadcrumbList"]);
  });

  it("says a missing article is not found", async () => {
    fakeApi(guest);
    renderApp("/straipsnis/nera");
    expect(await screen.findByText("Straipsnis nerastas 😢")).toBeInTheDocument();
  });
});

describe("guide search", () => {
  it("asks once typing pauses, from 2 characters, and opens the picked suggestion", async () => {
    const api = fakeApi({
      ...guest,
      "GET /api/guides/categories/": { body: [exportsCategory] },
      "GET /guides-api/v2/search/": {
        body: [
          {
            type: "article",
            id: 8,
            title: "Eksportas į Rivilę GAMA",
            href: "/straipsnis/eksportas-rivile-gama",
          },
        ],
      },
      "GET /guides-api/v2/guides/eksportas-rivile-gama/": { body: article },
    });
    const { router } = renderApp("/naudojimo-gidas");
    const user = userEvent.setup();
    const box = await screen.findByRole("combobox", { name: "Ieškoti gide" });
    await user.type(box, "r");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo("GET", "/guides-api/v2/search/")).toHaveLength(0);
    await user.type(box, "ivile");
    const option = await screen.findByRole("option", { name: /Eksportas į Rivilę GAMA/ });
    const searches = api.callsTo("GET", "/guides-api/v2/search/");
    expect(searches).toHaveLength(1);
    expect(searches[0].query.get("q")).toBe("rivile");
    expect(searches[0].query.get("limit")).toBe("5");
    await user.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe("/straipsnis/eksportas-rivile-gama"));
  });

  it("says nothing was found, and clears the suggestions when the search fails", async () => {
    let fail = false;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    fakeApi({
      ...guest,
      "GET /api/guides/categories/": { body: [] },
      "GET /guides-api/v2/search/": () => (fail ? { status: 500, body: {} } : { body: [] }),
    });
    renderApp("/naudojimo-gidas");
    const user = userEvent.setup();
    const box = await screen.findByRole("combobox", { name: "Ieškoti gide" });
    await user.type(box, "zzz");
    expect(await screen.findByText("Nerasta jokių gidų")).toBeInTheDocument();
    fail = true;
    await user.type(box, "x");
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("scopes the search to the category on a category page", async () => {
    const api = fakeApi({
      ...guest,
      "GET /guides-api/v2/guide-categories/eksportas/": { body: exportsCategory },
      "GET /guides-api/v2/search/": { body: [] },
    });
    renderApp("/kategorija/eksportas");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("combobox", { name: "Ieškoti šioje kategorijoje" }), "finvalda");
    await screen.findByText("Nerasta jokių gidų");
    expect(api.callsTo("GET", "/guides-api/v2/search/")[0].query.get("category")).toBe("eksportas");
  });
});
