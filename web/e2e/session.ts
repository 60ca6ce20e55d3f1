import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../..");

export const PASSWORD = "Slaptazodis1";

// A new address per run, on an ordinary domain (e-mail validators refuse reserved ones like .test).
export function freshEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dokskenas.lt`;
}

export async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto("/registruotis");
  await page.getByLabel("El. paštas").fill(email);
  await page.getByLabel("Slaptažodis", { exact: true }).fill(password);
  await page.getByLabel("Pakartokite slaptažodį").fill(password);
  await page.getByRole("button", { name: "Registruotis" }).click();
  await expect(page).toHaveURL(/\/suvestine$/);
}

export async function logIn(page: Page, email: string, password: string) {
  // After a redirect to the login page its session checks may still be in flight; typing before they
  // settle was seen lost on a loaded machine (the form came back empty), so the test waits for them.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("El. paštas").fill(email);
  await page.getByLabel("Slaptažodis", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Prisijungti" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Paskyra" }).click();
  await page.getByRole("menuitem", { name: "Atsijungti" }).click();
  await expect(page).toHaveURL(/\/prisijungti$/);
}

export async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

// The project's Python with the stack's DOKSKENAS_* environment (make test passes it down).
export function python(args: string[]): string {
  return execFileSync(path.join(ROOT, ".venv/bin/python"), args, { cwd: ROOT, encoding: "utf8" });
}

// The sample invoice uploaded through the upload dialog as a detailed scan; the row it gets.
export async function uploadSample(page: Page, testInfo: TestInfo, name: string) {
  const pdf = sampleInvoice(testInfo.outputPath(name));
  await page.getByRole("button", { name: "Įkelti dokumentus" }).click();
  const upload = page.getByRole("dialog", { name: "Dokumentų įkėlimas" });
  await upload.locator("input[type=file]").setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: readFileSync(pdf),
  });
  await upload.getByText("Detaliai", { exact: true }).click();
  await upload.getByRole("button", { name: "Įkelti", exact: true }).click();
  await expect(upload).toBeHidden();
  return page.getByRole("row", { name });
}

// A user with company details, an accounting program (rivile) and 50 credits, written to the stack's
// database by the seeding command (the API has no seeding route); then signed in through the login page.
export async function seedAndLogIn(page: Page, email: string) {
  python(["-m", "api.ops.seed", "user", email, PASSWORD]);
  await page.goto("/prisijungti");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/suvestine$/);
}

// A digital Lithuanian invoice from the project's sample generator (tests/data/invoices.py): its
// buyer is the seeded user's company, so the document is a purchase and can be exported.
export function sampleInvoice(file: string) {
  const script =
    "import sys; from tests.data.invoices import Invoice, invoice_pdf; " +
    "open(sys.argv[1], 'wb').write(invoice_pdf(Invoice(number=sys.argv[2])))";
  const number = String(Date.now() % 100_000);
  python(["-c", script, file, number]);
  return file;
}
