import { expect, test } from "@playwright/test";
import { publicPages } from "../src/seo";
import { snapshot } from "./session";

// Every public page as a crawler without JavaScript reads it from the running server: the title,
// description and canonical address from src/seo.ts in the head, and the page's main text in the body.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, seo] of Object.entries(publicPages)) {
    test(`${path} has its head tags and main text in the HTML`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(seo.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", seo.title);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      const main = page.locator("#root > main");
      await expect(main.locator("h1")).not.toBeEmpty();
      expect((await main.innerText()).trim().length).toBeGreaterThan(20);
      if (path === "/pvm-skaiciuokle") await snapshot(page, testInfo, "no-javascript");
    });
  }

  test("the signed-in app is marked noindex", async ({ page }) => {
    await page.goto("/suvestine");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});

test("robots.txt names the sitemap, which lists every public page", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /api/");
  const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1] ?? "";
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  for (const path of Object.keys(publicPages))
    expect(sitemap).toContain(`${new URL(sitemapUrl).origin}${path}</loc>`);
});

test("with JavaScript the app replaces the prerendered text and sets each page's head as it navigates", async ({
  page,
}) => {
  await page.goto("/gpm-skaiciuokle");
  await expect(page.getByRole("textbox").first()).toBeEditable();
  await expect(page).toHaveTitle(publicPages["/gpm-skaiciuokle"].title);
  await expect(page.locator("main")).toHaveCount(1);
  await page.getByRole("link", { name: "PVM skaičiuoklė" }).first().click();
  await expect(page).toHaveTitle(publicPages["/pvm-skaiciuokle"].title);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute("content", publicPages["/pvm-skaiciuokle"].description);
});
