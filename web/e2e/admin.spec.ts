import { readFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { freshEmail, logIn, PASSWORD, python, sampleInvoice, seedAndLogIn, snapshot } from "./session";

const ADMIN_PAGES = ["/admin-suvestine", "/admin-visi-failai", "/admin-dashboard"];
// Spec: the screens must work on a laptop and on a phone.
const VIEWPORTS = [
  { name: "1366", width: 1366, height: 768 },
  { name: "390", width: 390, height: 844 },
];

async function snapshots(page: Page, testInfo: TestInfo, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await snapshot(page, testInfo, `${name}-${viewport.name}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

// Uploads through the API as the page's signed-in user, the way the upload dialog sends it.
async function uploadInvoice(page: Page, testInfo: TestInfo, name: string) {
  const file = sampleInvoice(testInfo.outputPath(name));
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrftoken")!.value;
  const response = await page.request.post("/api/scan/", {
    headers: { "X-CSRFToken": csrf },
    multipart: {
      scan_type: "sumiskai",
      files: { name, mimeType: "application/pdf", buffer: readFileSync(file) },
    },
  });
  expect(response.status()).toBe(201);
}

test("a superuser opens the three admin pages and previews any user's document", async ({
  page,
}, testInfo) => {
  // the worker reads the invoice before the lists show it done; a loaded machine takes minutes
  test.setTimeout(240_000);
  const email = freshEmail();
  python(["-m", "api.ops.seed", "user", email, PASSWORD, "--superuser"]);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/prisijungti");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/suvestine$/);
  const filename = `admin-${Date.now() % 100_000}.pdf`;
  await uploadInvoice(page, testInfo, filename);

  const header = page.getByRole("banner");
  for (const link of ["Klaidų suvestinė", "Visi failai", "Analytics"]) {
    await expect(header.getByRole("link", { name: link })).toBeVisible();
  }

  await header.getByRole("link", { name: "Visi failai" }).click();
  await expect(page).toHaveURL(/\/admin-visi-failai$/);
  const row = page.getByRole("row", { name: filename });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Atliktas", { timeout: 5_000 });
  }).toPass({ timeout: 180_000 });
  await expect(row).toContainText(email);
  await snapshots(page, testInfo, "admin-visi-failai");

  await row.click();
  const preview = page.getByRole("dialog", { name: filename });
  await expect(preview.getByLabel("OCR tekstas", { exact: true })).toContainText("PVM");
  await expect(preview.getByLabel("Struktūrizuoti duomenys (JSON)", { exact: true })).toContainText("{");
  await expect(preview.getByRole("button", { name: "Kopijuoti: OCR tekstas" })).toBeVisible();
  await snapshots(page, testInfo, "admin-perziura");
  await page.keyboard.press("Escape");

  await header.getByRole("link", { name: "Klaidų suvestinė" }).click();
  await expect(page.getByRole("heading", { name: "Klaidų suvestinė", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Rodoma dokumentų" })).toBeVisible();
  await snapshots(page, testInfo, "admin-suvestine");

  await header.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stats-meta")).toContainText("Europe/Vilnius");
  await expect(page.getByRole("row", { name: /^Šiandien [1-9]\d* \d+ / })).toBeVisible();
  await expect(page.getByRole("img", { name: "Dokumentai per dieną (30 dienų)" })).toBeVisible();
  await snapshots(page, testInfo, "admin-dashboard");
});

test("a normal user is refused every admin page and sees no admin links", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await seedAndLogIn(page, freshEmail());
  await expect(page.getByRole("banner").getByRole("link", { name: "Visi failai" })).toHaveCount(0);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText("Forbidden!")).toBeVisible();
    await expect(page.getByText("Neturite prieigos prie administratoriaus suvestinės.")).toBeVisible();
  }
  await snapshots(page, testInfo, "admin-403");
});

test("a visitor who is not signed in is sent to the login page", async ({ page }) => {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/prisijungti$/);
  }
});
