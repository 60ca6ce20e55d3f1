import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { python, seedAndLogIn } from "../session";

// The landing page's walkthrough (upload → list → review → export) is our own product, photographed
// from a running stack: JPEGs small enough that the four stay well under 1 MB.
const OUT = path.resolve(import.meta.dirname, "../../public/demo");

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: "jpeg", quality: 62 });
}

test("photograph the demo walkthrough", async ({ page }, testInfo) => {
  const pdf = testInfo.outputPath("saskaita-2026-114.pdf");
  python([
    "-c",
    "import sys; from tests.data.invoices import Invoice, invoice_pdf; " +
      "open(sys.argv[1], 'wb').write(invoice_pdf(Invoice(number='2026-114')))",
    pdf,
  ]);
  // The address shows in the header of every picture: a plausible one, unique per run.
  await seedAndLogIn(page, `ona.${Date.now() % 100_000}@imone.lt`);

  await page.getByRole("button", { name: "Įkelti dokumentus" }).click();
  const upload = page.getByRole("dialog", { name: "Dokumentų įkėlimas" });
  await upload.locator("input[type=file]").setInputFiles({
    name: "saskaita-2026-114.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync(pdf),
  });
  await upload.getByText("Detaliai", { exact: true }).click();
  await shot(page, "1-ikelimas");
  await upload.getByRole("button", { name: "Įkelti", exact: true }).click();
  await expect(upload).toBeHidden();

  const row = page.getByRole("row", { name: "saskaita-2026-114.pdf" });
  await expect(row).toContainText("Atliktas (Neeksportuotas)", { timeout: 180_000 });
  await shot(page, "2-sarasas");

  await row.click();
  const preview = page.getByRole("dialog", { name: "saskaita-2026-114.pdf" });
  await expect(preview.getByRole("img", { name: /saskaita-2026-114\.pdf/ })).toBeVisible();
  await expect(preview.getByRole("region", { name: "Prekės" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await shot(page, "3-perziura");
  await preview.getByRole("button", { name: "Uždaryti" }).click();
  await expect(preview).toBeHidden();
  await page.reload();
  await expect(row).toContainText("Atliktas (Neeksportuotas)");

  await page.getByRole("checkbox", { name: "Pasirinkti: saskaita-2026-114.pdf" }).check({ force: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportuoti" }).click();
  await download;
  await expect(row).toContainText("Atliktas (Eksportuotas)");
  await shot(page, "4-eksportas");
});
