import { expect, test, type Page } from "@playwright/test";
import { freshEmail, register, snapshot } from "./session";

// The stack runs the fake Stripe (tests/fakes/stripe_api.py): its hosted page posts a signed
// checkout.session.completed to the API and sends the browser back to /papildyti?success=1.

async function openTopUp(page: Page) {
  await register(page, freshEmail());
  await page.getByRole("banner").getByRole("link", { name: "Papildyti" }).click();
  await expect(page).toHaveURL(/\/papildyti$/);
  await expect(
    page.getByRole("region", { name: "Kreditų paketai" }).getByRole("button", { name: "Pirkti" }),
  ).toHaveCount(3);
  await expect(page.getByText("Kreditų likutis").locator("..")).toContainText("50");
}

test("a new user buys 100 credits through the payment page", async ({ page }, testInfo) => {
  await openTopUp(page);
  await snapshot(page, testInfo, "01-papildyti");

  const paymentPage = page.waitForRequest((request) => request.url().includes("/c/pay/"));
  await page.getByRole("region", { name: "100 kreditų" }).getByRole("button", { name: "Pirkti" }).click();
  await paymentPage;

  await expect(page).toHaveURL(/\/papildyti\?success=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Mokėjimas pavyko! Kreditai netrukus atsiras Jūsų paskyroje.",
  );
  await expect(page.getByText("Kreditų likutis").locator("..")).toContainText("150");
  await expect(page.getByRole("banner").getByText(/^Kreditai: /)).toHaveText("Kreditai: 150");
  const movements = page.getByRole("region", { name: "Kreditų judėjimas" });
  await expect(movements.getByRole("row").nth(1)).toContainText("+100");
  await snapshot(page, testInfo, "02-papildyta");
});

test("a canceled payment comes back with the cancel message and no credits", async ({ page }, testInfo) => {
  await openTopUp(page);
  // The payment page's own cancel link is /c/cancel/{id}: follow it instead of paying.
  await page.route("**/api/stripe/credit-checkout/", async (route) => {
    const answer = await route.fetch();
    const { url } = (await answer.json()) as { url: string };
    await route.fulfill({ response: answer, json: { url: url.replace("/c/pay/", "/c/cancel/") } });
  });
  await page.getByRole("region", { name: "500 kreditų" }).getByRole("button", { name: "Pirkti" }).click();

  await expect(page).toHaveURL(/\/papildyti\?canceled=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Mokėjimas atšauktas. Bandykite dar kartą arba pasirinkite kitą paketą.",
  );
  await expect(page.getByText("Kreditų likutis").locator("..")).toContainText("50");
  await snapshot(page, testInfo, "03-atsaukta");
});
