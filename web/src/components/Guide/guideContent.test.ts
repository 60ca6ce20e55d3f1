import { describe, expect, it } from "vitest";
import type { Article } from "../../client";
import { articleCount, articleJsonLd, articleTrail, breadcrumbJsonLd, tableOfContents } from "./guideContent";

const article: Article = {
  slug: "eksportas-rivile-gama",
  title: "Eksportas į Rivilę GAMA",
  seo_title: "Eksportas į Rivilę GAMA",
  search_description: "Rivilės GAMA .eip failai",
  author_name: "DokSkenas komanda",
  first_published_at: "2026-11-24T08:00:00Z",
  last_published_at: "2026-11-25T08:00:00Z",
  main_image_url: null,
  category_slug: "eksportas",
  category_title: "Eksportas į apskaitos programas",
  body: [
    { type: "heading", text: "Eksportas iš DokSkeno", level: 2, anchor: "eksportas-is-dokskeno" },
    { type: "paragraph", html: "<p>Tekstas</p>" },
    { type: "image", src: "/gidas/eksportas.webp", alt: "Eksportas", caption: "" },
    { type: "heading", text: "Importas", level: 3, anchor: "importas" },
  ],
};

describe("guide content", () => {
  it("counts articles with the Lithuanian plural", () => {
    expect([0, 1, 2, 9, 10, 11, 12, 21, 22, 110, 111].map(articleCount)).toEqual([
      "0 straipsnių",
      "1 straipsnis",
      "2 straipsniai",
      "9 straipsniai",
      "10 straipsnių",
      "11 straipsnių",
      "12 straipsnių",
      "21 straipsnis",
      "22 straipsniai",
      "110 straipsnių",
      "111 straipsnių",
    ]);
  });

  it("builds the table of contents from the headings", () => {
    expect(tableOfContents(article.body)).toEqual([
      { anchor: "eksportas-is-dokskeno", text: "Eksportas iš DokSkeno", level: 2 },
      { anchor: "importas", text: "Importas", level: 3 },
    ]);
  });

  it("describes the article and its breadcrumbs for search engines", () => {
    const origin = "https://dokskenas.lt";
    expect(articleJsonLd(article, origin)).toMatchObject({
      "@type": "Article",
      headline: "Eksportas į Rivilę GAMA",
      datePublished: "2026-11-24T08:00:00Z",
      image: "https://dokskenas.lt/gidas/eksportas.webp",
      mainEntityOfPage: "https://dokskenas.lt/straipsnis/eksportas-rivile-gama",
    });
    const crumbs = breadcrumbJsonLd(articleTrail(article), origin);
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      "https://dokskenas.lt/naudojimo-gidas",
      "https://dokskenas.lt/kategorija/eksportas",
      "https://dokskenas.lt/straipsnis/eksportas-rivile-gama",
    ]);
  });
});
