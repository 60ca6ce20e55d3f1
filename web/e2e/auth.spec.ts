import { expect, test } from "@playwright/test";
import { PASSWORD, freshEmail, logIn, logOut, register, snapshot } from "./session";

test("register, log out, fail a login, log in again", async ({ page }, testInfo) => {
  const email = freshEmail();

  await page.goto("/registruotis");
  await page.getByLabel("Slaptažodis", { exact: true }).fill(PASSWORD);
  for (const rule of ["length", "lowercase", "uppercase", "digit", "noWhitespace"]) {
    await expect(page.getByTestId(`password-rule-${rule}`)).toHaveAttribute("data-met", "true");
  }
  await snapshot(page, testInfo, "01-registruotis");

  await register(page, email);
  await expect(page.getByRole("heading", { name: "Suvestinė", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByText(/^Kreditai: /)).toBeVisible();
  await snapshot(page, testInfo, "02-suvestine-po-registracijos");

  await page.goto("/prisijungti");
  await expect(page).toHaveURL(/\/suvestine$/);

  await logOut(page);
  await page.goto("/nustatymai");
  await expect(page).toHaveURL(/\/prisijungti$/);

  await logIn(page, email, `${PASSWORD}x`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/prisijungti$/);
  await snapshot(page, testInfo, "03-neteisingas-slaptazodis");

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/suvestine$/);
  await expect(page.getByRole("button", { name: "Paskyra" })).toContainText(email);
  await snapshot(page, testInfo, "04-suvestine-po-prisijungimo");
});

test("registration explains what is wrong before sending", async ({ page }, testInfo) => {
  await page.goto("/registruotis");
  await page.getByLabel("El. paštas").fill("ne-el-pastas");
  await page.getByLabel("Slaptažodis", { exact: true }).fill("trumpas");
  await page.getByLabel("Pakartokite slaptažodį").fill("kitas");
  await page.getByRole("button", { name: "Registruotis" }).click();
  await expect(page.getByText("Neteisingas el. pašto formatas")).toBeVisible();
  await expect(page.getByText("Slaptažodžiai nesutampa")).toBeVisible();
  await expect(page.getByTestId("password-rule-length")).toHaveAttribute("data-met", "false");
  await expect(page).toHaveURL(/\/registruotis$/);
  await snapshot(page, testInfo, "registracijos-klaidos");
});
