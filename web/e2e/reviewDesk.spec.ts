import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freshEmail, python, seedAndLogIn, uploadSample } from "./session";

// Screenshots a person looks at, beside the repository's other artifacts (ignored by git).
const ARTIFACTS = path.resolve(import.meta.dirname, "../../test-artifacts/review-desk");

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

// The register's sample extract (tests/data), as the registry tests load it; importing again changes nothing.
function seedRegister() {
  python(["-m", "activities.cli", "registry", "import", "tests/data/register_registered.csv"]);
}

// Nothing in the page may be wider than the screen: the dialog scrolls inside, the page never sideways.
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("review a document at the desk: pickers, keyboard, source highlight, multi mode", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  seedRegister();
  await page.setViewportSize({ width: 1366, height: 768 });
  await seedAndLogIn(page, freshEmail());
  const row = await uploadSample(page, testInfo, "stalas.pdf");
  await expect(row).toContainText("Atliktas (Neeksportuotas)", { timeout: 180_000 });

  await row.click();
  const preview = page.getByRole("dialog", { name: "stalas.pdf" });
  await expect(preview.getByRole("img", { name: /stalas\.pdf/ })).toBeVisible();
  // The dialog opens on the first value to check, or on the first field when none is marked.
  await expect(preview.locator(":focus")).toHaveAttribute("aria-label", /Redaguoti$/);

  // The focused field's source is outlined on the page image.
  await preview.getByRole("button", { name: /^Suma su PVM: / }).focus();
  await expect(preview.getByTestId("source-highlight")).toBeVisible();
  await shot(page, "01-perziura-1366");

  // A word clicked on the page goes into the focused field (here started, then cancelled).
  await preview.getByRole("button", { name: /^Užsakymo numeris:/ }).focus();
  await preview.locator('[data-word="Pirkėjas:"]').click();
  await expect(preview.getByRole("textbox", { name: "Užsakymo numeris" })).toHaveValue("Pirkėjas:");
  await page.keyboard.press("Escape");
  await expect(preview.getByRole("button", { name: /^Užsakymo numeris: –/ })).toBeVisible();

  // The seller from the register: searched by company code, the entry marked, its data filled in.
  await preview.getByRole("button", { name: "Ieškoti pardavėjo" }).click();
  const search = preview.getByRole("search", { name: "Ieškoti pardavėjo" });
  await search.getByRole("combobox", { name: "Ieškoti pagal" }).selectOption("code");
  await search.getByRole("textbox", { name: "Paieška" }).fill("305 000 021");
  const entry = search.getByRole("option", { name: /Bankrutavusi prekyba/ });
  await expect(entry).toContainText("Registras");
  await shot(page, "02-pardavejo-paieska-1366");
  await entry.click();
  await expect(search).toBeHidden();
  const seller = preview.getByRole("region", { name: "Pardavėjas" });
  await expect(seller.getByRole("button", { name: /^Įmonės kodas: 305000021/ })).toBeVisible();
  await expect(seller.getByRole("button", { name: /^Pavadinimas: .*Bankrutavusi prekyba/ })).toBeVisible();

  // A product for line 1 from the user's own documents.
  const lines = preview.getByRole("region", { name: "Prekės" });
  await lines.getByRole("button", { name: "Ieškoti prekės eilutei 1" }).click();
  const products = preview.getByRole("search", { name: "Ieškoti prekės eilutei 1" });
  await products.getByRole("textbox", { name: "Paieška" }).fill("Rašiklis");
  await products.getByRole("option", { name: /Rašiklis mėlynas/ }).click();
  await expect(lines.getByRole("button", { name: /^Pavadinimas, eilutė 1: Rašiklis mėlynas/ })).toBeVisible();

  // A line corrected by keyboard only: Enter opens, Tab saves and moves on, Shift+Tab comes back.
  await lines.getByRole("button", { name: /^Suma be PVM, eilutė 1:/ }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("50");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", /^PVM %, eilutė 1:/);
  // The lines no longer add up to the document's 62,00: the sum check runs again and warns.
  await expect(preview.getByText(/^Dėmesio! Kai kurios sumos/)).toBeVisible();
  await page.keyboard.press("Shift+Tab");
  await expect(page.locator(":focus")).toHaveAttribute("aria-label", /^Suma be PVM, eilutė 1: 50,00/);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("45");
  await page.keyboard.press("Enter");
  await expect(preview.getByText(/^Dėmesio! Kai kurios sumos/)).toBeHidden();

  // Ctrl+Enter confirms every marked value, one save after another: no marks are left.
  await page.keyboard.press("Control+Enter");
  await expect(preview.getByText(/^Tikrintinų laukų:/)).toBeHidden({ timeout: 60_000 });
  await shot(page, "03-patikrinta-1366");

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await shot(page, "04-perziura-390");
  await preview.getByRole("button", { name: "Uždaryti", exact: true }).click();
  await expect(preview).toBeHidden();

  // Multi mode: the "choose a counterparty" notice goes once one is chosen; the panel leaves the
  // table the phone's width.
  const changed = await page.evaluate(async () => {
    const token = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? "";
    const answer = await fetch("/api/view-mode/", {
      method: "PATCH",
      headers: { "Content-Type": "application/json", "X-CSRFToken": decodeURIComponent(token) },
      body: JSON.stringify({ view_mode: "multi" }),
    });
    return answer.status;
  });
  expect(changed).toBe(200);
  await page.reload();
  await page.getByRole("checkbox", { name: "Pasirinkti: stalas.pdf" }).check({ force: true });
  await page.getByRole("button", { name: "Eksportuoti" }).click();
  const notice = page.getByText(/^Pasirinkite kontrahentą kairėje pusėje/);
  await expect(notice).toBeVisible();
  await shot(page, "05-daugelio-imoniu-390");
  await expectNoSidewaysScroll(page);
  const table = await page.getByRole("table").boundingBox();
  expect(table?.width ?? 0).toBeGreaterThan(300);
  await page
    .getByRole("complementary", { name: "Kontrahentai" })
    .getByRole("button", { name: /Bankrutavusi prekyba/ })
    .click();
  await expect(notice).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, "06-daugelio-imoniu-1366");
});
