import { expect, type Page, test } from "@playwright/test";
import { snapshot } from "./session";

// The four public calculators as a guest uses them, on a desktop and on a 390 px phone.

const eur = (amount: string) => `${amount.replace(/ /g, "\u00a0")}\u00a0€`;

async function result(page: Page, table: string, row: string) {
  return page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ hasText: row })
    .getByRole("cell")
    .last();
}

// Every card of the page fits the screen (a wide table scrolls inside its card instead).
async function expectFitsScreen(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("main section")]
      .filter((section) => section.getBoundingClientRect().right > window.innerWidth + 1)
      .map((section) => section.getAttribute("aria-label")),
  );
  expect(overflowing).toEqual([]);
}

for (const [device, viewport] of [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });

    test("salary 2025: gross to net, then net to gross", async ({ page }, testInfo) => {
      await page.goto("/");
      await expect(await result(page, "Mėnesio atlyginimas", "Atlyginimas į rankas")).toHaveText(eur("0.00"));
      await page.getByLabel("Atlyginimas ant popieriaus, €").fill("1500");
      await expect(await result(page, "Mėnesio atlyginimas", "Atlyginimas į rankas")).toHaveText(
        eur("1 011,62"),
      );
      await expectFitsScreen(page);
      await snapshot(page, testInfo, `atlyginimas-2025-${device}`);
      await page.getByLabel("Įvedama suma").selectOption("net");
      await page.getByLabel("Atlyginimas į rankas, €").fill("1000");
      await expect(await result(page, "Mėnesio atlyginimas", "Atlyginimas ant popieriaus")).toHaveText(
        eur("1 477,07"),
      );
    });

    test("salary 2026: the year table past 36 VDU", async ({ page }, testInfo) => {
      await page.goto("/2026");
      await page.getByLabel("Atlyginimas ant popieriaus, €").fill("8000");
      const total = page
        .getByRole("table", { name: /^Metai/ })
        .getByRole("row")
        .last();
      await expect(total.getByRole("cell").nth(2)).toHaveText("19\u00a0838,13");
      await expectFitsScreen(page);
      await snapshot(page, testInfo, `atlyginimas-2026-${device}`);
    });

    test("VAT: add 21 % and extract 12 %", async ({ page }, testInfo) => {
      await page.goto("/pvm-skaiciuokle");
      const add = page.getByRole("region", { name: "Pridėti PVM" });
      await add.getByLabel("Kaina be PVM, €").fill("100");
      await expect(await result(page, "Pridėti PVM", "Kaina su PVM")).toHaveText(eur("121,00"));
      const extract = page.getByRole("region", { name: "Išskaičiuoti PVM" });
      await extract.getByLabel("Tarifas").selectOption("12");
      await extract.getByLabel("Kaina su PVM, €").fill("112");
      await expect(await result(page, "Išskaičiuoti PVM", "Kaina be PVM")).toHaveText(eur("100,00"));
      await expectFitsScreen(page);
      await snapshot(page, testInfo, `pvm-${device}`);
    });

    test("GPM: extract 15 % and the wheel leaves the amount alone", async ({ page }, testInfo) => {
      await page.goto("/gpm-skaiciuokle");
      const field = page.getByRole("region", { name: "Išskaičiuoti GPM" }).getByLabel("Suma su GPM, €");
      await field.fill("1000");
      await field.hover();
      await page.mouse.wheel(0, 300);
      await expect(field).toHaveValue("1000");
      await expect(await result(page, "Išskaičiuoti GPM", "Suma be GPM")).toHaveText(eur("850,00"));
      await expectFitsScreen(page);
      await snapshot(page, testInfo, `gpm-${device}`);
    });
  });
}
