import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { freshEmail, sampleInvoice, seedAndLogIn, snapshot } from "./session";

test("upload an invoice, review and correct it, export it", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const pdf = sampleInvoice(testInfo.outputPath("saskaita-DS.pdf"));
  await seedAndLogIn(page, freshEmail());

  await page.getByRole("button", { name: "Įkelti dokumentus" }).click();
  const upload = page.getByRole("dialog", { name: "Dokumentų įkėlimas" });
  await upload.locator("input[type=file]").setInputFiles({
    name: "saskaita-DS.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync(pdf),
  });
  await upload.getByText("Detaliai", { exact: true }).click();
  await upload.getByRole("button", { name: "Įkelti", exact: true }).click();
  await expect(upload).toBeHidden();

  const row = page.getByRole("row", { name: "saskaita-DS.pdf" });
  await expect(row).toContainText(/Vykdomas|Atliktas/);
  await expect(row).toContainText("Atliktas (Neeksportuotas)", { timeout: 180_000 });
  await snapshot(page, testInfo, "01-suvestine");

  await row.click();
  const preview = page.getByRole("dialog", { name: "saskaita-DS.pdf" });
  await expect(preview.getByRole("img", { name: /saskaita-DS\.pdf/ })).toBeVisible();
  await expect(preview.getByRole("region", { name: "Prekės" })).toBeVisible();

  // Values nothing backs are marked: F8 reaches one, Enter opens it and Enter again confirms it unchanged.
  const marks = preview.getByText(/^Tikrintinų laukų: \d+$/);
  const before = Number((await marks.textContent())?.match(/\d+/)?.[0]);
  await page.keyboard.press("F8");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("data-review", "");
  await focused.press("Enter");
  await page.keyboard.press("Enter");
  await expect(marks).toHaveText(`Tikrintinų laukų: ${before - 1}`);

  await preview.getByRole("button", { name: /^Apmokėti iki:/ }).click();
  await preview.getByLabel("Apmokėti iki").fill("2026-13-40");
  await preview.getByLabel("Apmokėti iki").press("Enter");
  await expect(preview.getByText("Formatas: YYYY-MM-DD")).toBeVisible();
  await preview.getByLabel("Apmokėti iki").press("Escape");
  await expect(preview).toBeVisible();

  await preview.getByRole("button", { name: /^Užsakymo numeris:/ }).click();
  await preview.getByLabel("Užsakymo numeris").fill("UZS-0042");
  await preview.getByLabel("Užsakymo numeris").press("Enter");
  await expect(preview.getByRole("button", { name: /^Užsakymo numeris: UZS-0042/ })).toBeVisible();
  await snapshot(page, testInfo, "02-perziura");

  await page.reload();
  await page.getByRole("row", { name: "saskaita-DS.pdf" }).click();
  await expect(preview.getByRole("button", { name: /^Užsakymo numeris: UZS-0042/ })).toBeVisible();
  await preview.getByRole("button", { name: "Uždaryti" }).click();
  await expect(preview).toBeHidden();

  await page.getByRole("button", { name: "Eksportuoti" }).click();
  await expect(page.getByRole("alert")).toHaveText("Pasirinkite bent vieną dokumentą eksportui!");

  await page.getByRole("checkbox", { name: "Pasirinkti: saskaita-DS.pdf" }).check({ force: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportuoti" }).click();
  // Rivilė GAMA's import is a set of .eip files, so even one document comes as the server's zip
  // (without Content-Disposition the app would have named one document dokumentas.xml).
  expect((await download).suggestedFilename()).toBe("dokumentai.zip");
  await expect(page.getByRole("row", { name: "saskaita-DS.pdf" })).toContainText("Atliktas (Eksportuotas)");
  await snapshot(page, testInfo, "03-eksportuota");
});
