import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { publicPages, seoFor } from "./seo";
import { fakeApi } from "./test/fakeApi";
import { renderApp } from "./test/renderApp";

const descriptions = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute("content"));

describe("public pages' head texts", () => {
  afterEach(cleanup);

  it("are one distinct title and description per page", () => {
    const pages = Object.values(publicPages);
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it("name a page with or without its trailing slash, and nothing else", () => {
    expect(seoFor("/pvm-skaiciuokle/")).toBe(publicPages["/pvm-skaiciuokle"]);
    expect(seoFor("/")).toBe(publicPages["/"]);
    expect(seoFor("/suvestine")).toBeUndefined();
    expect(seoFor("/toString")).toBeUndefined();
  });

  it("are set on the page from the table, once, where the page has a heading of its own", async () => {
    fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
    renderApp("/gpm-skaiciuokle");
    await screen.findByRole("heading", { name: "GPM skaičiuoklė", level: 1 });
    await waitFor(() => expect(document.title).toBe(publicPages["/gpm-skaiciuokle"].title));
    expect(document.head.querySelectorAll("title")).toHaveLength(1);
    expect(descriptions()).toEqual([publicPages["/gpm-skaiciuokle"].description]);
  });

  it("leave pages outside the table to set their own", async () => {
    fakeApi({ "POST /api/authenticated/": { body: { authenticated: false } } });
    renderApp("/prisijungti");
    await waitFor(() => expect(document.title).toBe("Prisijungti | DokSkenas"));
  });
});
