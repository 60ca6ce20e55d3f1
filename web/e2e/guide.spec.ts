import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

// The usage guide as a guest reads it (the seeded content of migration 0008), on a desktop and on a
// 390 px phone; screenshots go to test-artifacts/guide/.

const ARTIFACTS = path.resolve(import.meta.dirname, "../../test-artifacts/guide");

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const [device, viewport] of [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test("guide home, a category, an article, and a search suggestion", async ({ page }) => {
      // Four pages and a search: about 25 s on the shared two-core machine, past the 30 s default
      // once the first page load of a fresh stack is added.
      test.setTimeout(120_000);
      await page.goto("/naudojimo-gidas");
      await expect(page.getByRole("heading", { level: 1, name: "Naudojimo gidas" })).toBeVisible();
      const exportsCard = page.getByRole("link", { name: /Eksportas į apskaitos programas/ });
      await expect(exportsCard).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, `gidas-${device}`);

      await exportsCard.click();
      await expect(page).toHaveURL(/\/kategorija\/eksportas$/);
      await expect(page.getByRole("navigation", { name: "Naršymo kelias" })).toContainText("Naudojimo gidas");
      await expectNoSidewaysScroll(page);
      await shot(page, `kategorija-${device}`);

      await page.getByRole("link", { name: /Eksportas į Rivilę GAMA/ }).click();
      await expect(page).toHaveURL(/\/straipsnis\/eksportas-rivile-gama$/);
      await expect(page).toHaveTitle("Eksportas į Rivilę GAMA | DokSkenas");
      const contents = page.getByRole("navigation", { name: "Turinys" });
      await contents.getByRole("link", { name: "Importas į Rivilę GAMA" }).click();
      await expect(page).toHaveURL(/#importas-i-rivile-gama$/);
      const screenshot = page.getByRole("img", { name: "Pažymėti dokumentai ir mygtukas Eksportuoti" });
      await screenshot.scrollIntoViewIfNeeded();
      await expect(screenshot).toHaveJSProperty("complete", true);
      expect(await screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const structured = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(structured ?? "[]").map((item: { "@type": string }) => item["@type"])).toEqual([
        "Article",
        "BreadcrumbList",
      ]);
      await expectNoSidewaysScroll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `straipsnis-${device}`);

      await page.goto("/naudojimo-gidas");
      const search = page.getByRole("combobox", { name: "Ieškoti gide" });
      await search.fill("finvaldos importas");
      const suggestion = page.getByRole("option", { name: /Eksportas į Finvaldą/ });
      await expect(suggestion).toBeVisible();
      await expect(page.getByRole("option")).not.toHaveCount(0);
      expect(await page.getByRole("option").count()).toBeLessThanOrEqual(5);
      await shot(page, `paieska-${device}`);
      await suggestion.click();
      await expect(page).toHaveURL(/\/straipsnis\/eksportas-finvalda$/);
      await expect(page.getByRole("heading", { level: 1, name: "Eksportas į Finvaldą" })).toBeVisible();
    });

    test("a missing article says so", async ({ page }) => {
      await page.goto("/straipsnis/tokio-nera");
      await expect(page.getByText("Straipsnis nerastas 😢")).toBeVisible();
    });
  });
}
