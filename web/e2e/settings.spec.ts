import { expect, test } from "@playwright/test";
import { freshEmail, register, snapshot } from "./session";

test("saves the company details and the accounting program", async ({ page }, testInfo) => {
  await register(page, freshEmail());
  await page.getByRole("banner").getByRole("link", { name: "Nustatymai" }).click();
  await expect(page).toHaveURL(/\/nustatymai$/);

  const company = page.getByRole("region", { name: "Įmonės informacija" });
  await expect(company.getByLabel("Įmonės šalis")).toHaveValue("LT");
  await expect(company.getByLabel("Įmonės šalis").locator("option").first()).toHaveText("Lietuva");

  await company.getByRole("button", { name: "Išsaugoti" }).click();
  await expect(company.getByRole("alert")).toHaveText(
    "„Įmonės pavadinimas“, „Įmonės kodas“ ir „Įmonės šalis“ yra privalomi.",
  );
  await expect(company.getByText("Privalomas laukas")).toHaveCount(2);

  await company.getByLabel("Įmonės pavadinimas").fill("UAB „Šiaurės žiedas“");
  await company.getByLabel("Įmonės kodas").fill("304567890");
  await company.getByLabel("PVM kodas").fill("LT100012418");
  await company.getByLabel("IBAN").fill("LT887044060007916042");
  await company.getByLabel("Adresas").fill("Gedimino pr. 1, LT-01103 Vilnius");
  await company.getByRole("button", { name: "Išsaugoti" }).click();
  await expect(company.getByRole("status")).toHaveText("Išsaugota!");

  const program = page.getByRole("region", { name: "Buhalterinė programa" });
  await program.getByLabel("Numatytoji programa").selectOption({ label: "Finvalda" });
  await expect(program.getByRole("status")).toHaveText("Išsaugota!");
  await snapshot(page, testInfo, "nustatymai-issaugota");

  await page.reload();
  await expect(company.getByLabel("Įmonės pavadinimas")).toHaveValue("UAB „Šiaurės žiedas“");
  await expect(company.getByLabel("Įmonės kodas")).toHaveValue("304567890");
  await expect(company.getByLabel("PVM kodas")).toHaveValue("LT100012418");
  await expect(company.getByLabel("IBAN")).toHaveValue("LT887044060007916042");
  await expect(company.getByLabel("Adresas")).toHaveValue("Gedimino pr. 1, LT-01103 Vilnius");
  await expect(company.getByLabel("Įmonės šalis")).toHaveValue("LT");
  await expect(program.getByLabel("Numatytoji programa")).toHaveValue("finvalda");
});
