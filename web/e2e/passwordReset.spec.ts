import { expect, test } from "@playwright/test";
import { freshEmail, logIn, logOut, PASSWORD, register, snapshot } from "./session";

// The test stack's mail catcher (tests/fakes/mail_catcher.py); make test passes its address.
const MAIL_URL = process.env.E2E_MAIL_URL ?? "http://127.0.0.1:8025";
const NEW_PASSWORD = "Atkurtas789";
const RESET_LINK = /https?:\/\/\S+\/naujas-slaptazodis#[\w-]+/;

test("a forgotten password is set again through the e-mailed link", async ({ page, request }, testInfo) => {
  // Registration, a mail, a reset and three logins: on the shared two-core machine this takes 20-30 s,
  // at the edge of the default 30 s.
  test.slow();
  const email = freshEmail();
  await register(page, email);
  await logOut(page);

  await page.getByRole("link", { name: "Pamiršote slaptažodį?" }).click();
  await expect(page).toHaveURL(/\/slaptazodzio-atkurimas$/);
  await page.getByLabel("El. paštas").fill(email);
  await page.getByRole("button", { name: "Siųsti nuorodą" }).click();
  await expect(page.getByRole("status")).toContainText("Jei šiuo adresu yra DokSkenas paskyra");

  // The mail leaves after the answer: wait for it in the catcher's inbox.
  let link = "";
  await expect
    .poll(async () => {
      const inbox = await request.get(`${MAIL_URL}/messages.json`, { params: { to: email } });
      const [mail] = (await inbox.json()).messages as { text: string }[];
      link = mail?.text.match(RESET_LINK)?.[0] ?? "";
      return link;
    })
    .toMatch(RESET_LINK);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Naujas slaptažodis" })).toBeVisible();
  await expect(page).toHaveURL(/\/naujas-slaptazodis$/);
  await page.getByLabel("Naujas slaptažodis").fill(NEW_PASSWORD);
  await page.getByLabel("Pakartokite slaptažodį").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Išsaugoti slaptažodį" }).click();
  await expect(page).toHaveURL(/\/suvestine$/);

  await page.goto("/nustatymai");
  const log = page.getByRole("region", { name: "Paskyros veiksmai" });
  await expect(log.getByRole("row").nth(1)).toContainText("Slaptažodis atkurtas");
  await snapshot(page, testInfo, "paskyros-veiksmai-po-atkurimo");

  await logOut(page);
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/suvestine$/);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel("Naujas slaptažodis").fill("Dar1kartas");
  await page.getByLabel("Pakartokite slaptažodį").fill("Dar1kartas");
  await page.getByRole("button", { name: "Išsaugoti slaptažodį" }).click();
  await expect(page.getByRole("alert")).toContainText("jau panaudota");
});
