import path from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { freshEmail, python, seedAndLogIn } from "./session";

// The public site as a guest meets it (landing with its anchors, demo and FAQ; legal pages; the contact
// form) and the superuser's list of contact messages, on a desktop and on a 390 px phone.

// The first paint of a page waits for the session check; on a loaded two-core machine that took
// more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const ARTIFACTS = path.resolve(import.meta.dirname, "../../test-artifacts/site");
const LANDING = "/saskaitu-skaitmenizavimas-dokskenas";

async function shot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

// Nothing of the page is wider than the screen.
async function expectFitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [device, viewport] of [
  ["desktop", { width: 1366, height: 768 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport });
    // Each test walks several pages (and seeds a user); the default 30 s is short on a loaded machine.
    test.describe.configure({ timeout: 120_000 });

    test("landing: prices from the API, anchors, demo and FAQ", async ({ page }) => {
      await page.goto(LANDING);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Sąskaitos – į buhalterinę programą be perrašinėjimo",
      );
      const prices = page.getByRole("region", { name: "Kainos" });
      await expect(prices.getByRole("region", { name: "100 kreditų" })).toContainText("18 €");
      await expect(prices.getByRole("region", { name: "1000 kreditų" })).toContainText("-10%");
      await expectFitsScreen(page);
      await shot(page, `${device}-landing`);

      for (const [anchor, title] of [
        ["kaip-veikia", "Kaip veikia"],
        ["ka-moka", "Ką moka"],
        ["kainos", "Kainos"],
      ]) {
        await page.goto(`/apie-mus`);
        await page.goto(`${LANDING}#${anchor}`);
        await expect(page.getByRole("heading", { name: title, exact: true })).toBeInViewport();
      }

      const faq = page.getByRole("region", { name: "Dažni klausimai" });
      const first = faq.getByRole("button", { name: "Kiek laiko nuskaitomas vienas dokumentas?" });
      const where = faq.getByRole("button", { name: "Kur apdorojami mano dokumentai?" });
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await where.click();
      await expect(where).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByText(/Mūsų serveriuose/)).toBeVisible();

      await page.getByRole("button", { name: "Žiūrėti, kaip veikia" }).first().click();
      const demo = page.getByRole("dialog", { name: "Kaip tai atrodo" });
      await expect(demo.getByRole("img", { name: /Įkeliate failus/ })).toBeVisible();
      await expect(page).toHaveURL(/#demo$/);
      await demo.getByRole("button", { name: "Kitas" }).click();
      await demo.getByRole("button", { name: "Kitas" }).click();
      await expect(demo.getByRole("img", { name: /Peržiūroje/ })).toBeVisible();
      await expect
        .poll(() =>
          demo.getByRole("img", { name: /Peržiūroje/ }).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await shot(page, `${device}-demo`, false);
      await demo.getByRole("button", { name: "Uždaryti" }).click();
      await expect(demo).toBeHidden();
      await expect(page).not.toHaveURL(/#demo/);

      await page.goto(`${LANDING}#demo`);
      await expect(page.getByRole("dialog", { name: "Kaip tai atrodo" })).toBeVisible();
    });

    test("legal pages, about and the register page's terms link", async ({ page }) => {
      await page.goto("/privatumo-politika");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privatumo politika");
      await expect(page.getByText("Galioja nuo 2025-08-08")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2 })).toHaveCount(11);
      await expect(page.getByText(/18 mėnesių po sėkmingo apdorojimo/)).toBeVisible();
      await expectFitsScreen(page);
      await shot(page, `${device}-privacy`);

      await page.goto("/naudojimo-taisykles");
      await expect(page.getByText("Galioja nuo 2025-08-08")).toBeVisible();
      await expect(page.getByText("Nepanaudoti ar per klaidą nupirkti kreditai negrąžinami.")).toBeVisible();
      await shot(page, `${device}-terms`);

      await page.goto("/apie-mus");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apie mus");
      await shot(page, `${device}-about`);

      await page.goto("/registruotis");
      await page.getByRole("link", { name: "Naudojimo taisyklėmis" }).click();
      await expect(page).toHaveURL(/\/naudojimo-taisykles$/);
    });

    // The form allows 5 messages per address an hour and every browser here is 127.0.0.1: this spec
    // sends 2, so a third run on the same stack within the hour is refused (429).
    test("contact form: checked, sent, shown to a superuser", async ({ page }) => {
      await page.goto("/susisiekti");
      await expect(page.getByRole("link", { name: "info@dokskenas.lt" })).toHaveAttribute(
        "href",
        "mailto:info@dokskenas.lt",
      );
      const form = page.getByRole("form", { name: "Parašykite mums" });
      await form.getByRole("button", { name: "Siųsti" }).click();
      await expect(form.getByText("Įveskite vardą.")).toBeVisible();
      const sender = freshEmail();
      const message = `Kaip eksportuoti į Centą? (${device})`;
      await form.getByLabel("Vardas").fill("Ona Buhalterė");
      await form.getByLabel("El. paštas").fill(sender);
      await form.getByLabel("Žinutė").fill(message);
      await form.getByRole("button", { name: "Siųsti" }).click();
      await expect(form.getByText("Ačiū! Žinutę gavome ir atsakysime el. paštu.")).toBeVisible();
      await expect(form.getByLabel("Žinutė")).toHaveValue("");
      await expectFitsScreen(page);
      await shot(page, `${device}-contact`);

      const admin = freshEmail();
      python(["-m", "api.ops.seed", "user", admin, "Slaptazodis1", "--superuser"]);
      await page.goto("/prisijungti");
      await page.waitForLoadState("networkidle");
      await page.getByLabel("El. paštas").fill(admin);
      await page.getByLabel("Slaptažodis", { exact: true }).fill("Slaptazodis1");
      await page.getByRole("button", { name: "Prisijungti" }).click();
      await expect(page).toHaveURL(/\/suvestine$/);
      await page.goto("/admin-zinutes");
      const table = page.getByRole("table", { name: "Kontaktų žinutės" });
      await expect(table.getByRole("row").filter({ hasText: sender })).toContainText(message);
      await shot(page, `${device}-contact-messages`);
    });
  });
}

test("a user who is not a superuser is refused the contact messages", async ({ page }) => {
  test.setTimeout(120_000);
  await seedAndLogIn(page, freshEmail());
  await page.goto("/admin-zinutes");
  // The admin guard, as on the other admin screens: /403 with the no-access text.
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText("Neturite prieigos prie administratoriaus suvestinės.")).toBeVisible();
});

// The server's answer is replaced to configure a pixel; the pixel's origin is cut off and watched, and
// the page is checked for its script element (this server, configured without a pixel, keeps the pixel
// out of its CSP, so an added script would be blocked before any request).
test("cookie banner: nothing goes to the pixel before consent or after a decline", async ({ page }) => {
  test.setTimeout(120_000);
  const pixelRequests: string[] = [];
  await page.route("https://connect.facebook.net/**", (route) => {
    pixelRequests.push(route.request().url());
    return route.abort();
  });
  await page.route("**/api/site/config/", (route) =>
    route.fulfill({ json: { contact_email: "info@dokskenas.lt", meta_pixel_id: "123456789" } }),
  );
  const pixelScripts = page.locator('script[src^="https://connect.facebook.net/"]');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LANDING);
  const banner = page.getByRole("region", { name: "Slapukų sutikimas" });
  await expect(banner).toBeVisible();
  await shot(page, "phone-cookie-banner", false);
  await banner.getByRole("button", { name: "Nesutinku" }).click();
  await expect(banner).toBeHidden();
  await page.goto("/apie-mus");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apie mus");
  await expect(banner).toBeHidden();
  expect(pixelRequests).toEqual([]);
  expect(await pixelScripts.count()).toBe(0);

  await page.context().clearCookies();
  await page.reload();
  await page
    .getByRole("region", { name: "Slapukų sutikimas" })
    .getByRole("button", { name: "Sutinku", exact: true })
    .click();
  await expect(pixelScripts).toHaveCount(1);
});
