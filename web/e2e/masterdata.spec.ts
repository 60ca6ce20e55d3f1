import { readFileSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { freshEmail, python, seedAndLogIn, snapshot } from "./session";

// The users' clock: the summary's default date range ends on today in Lithuania, as the server counts it.
test.use({ timezoneId: "Europe/Vilnius" });

// A products workbook made from the downloadable template with two rows (tests/api/masterdata/workbooks.py).
function productsWorkbook(file: string) {
  const script =
    "import sys; from api.masterdata import columns; from tests.api.masterdata.workbooks import filled; " +
    "open(sys.argv[1], 'wb').write(filled(columns.PRODUCTS, " +
    "[('Kuras 95', 'K95', '4770001000011', 'l', 'Prekė'), ('Plovimas', 'PLOV', None, None, 'Paslauga')]))";
  python(["-c", script, file]);
  return file;
}

type ImportTab = "Prekės" | "Įmonės";

/** The import section's tab chosen, and its own panel: the panel left behind lingers while its exit
 * animation runs, so "the tab panel" alone may be two. */
async function importTab(page: Page, tab: ImportTab) {
  const section = page.getByRole("region", { name: "Duomenų importas" });
  await section.getByRole("tab", { name: tab }).click();
  return section.getByRole("tabpanel", { name: tab });
}

async function importFile(page: Page, tab: ImportTab, name: string, buffer: Buffer) {
  const panel = await importTab(page, tab);
  await panel.getByLabel("Pasirinkite .xlsx failą").setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  await panel.getByRole("button", { name: "Importuoti" }).click();
  return panel;
}

async function downloadTemplate(page: Page, tab: ImportTab, testInfo: TestInfo) {
  const panel = await importTab(page, tab);
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Atsisiųsti šabloną" }).click();
  const file = await download;
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  return { name: file.suggestedFilename(), buffer: readFileSync(saved) };
}

test("fills every settings section, imports both templates and lists what came in", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await seedAndLogIn(page, freshEmail());
  // The page's clock can be moved on at once to see a notice fade (the exact 2 s / 1.8 s are checked
  // by Vitest with fake timers); the defaults' notice is not asserted here, as a loaded machine can
  // take longer than its 2 s to answer the next query.
  await page.clock.install();
  await page.goto("/nustatymai");

  const extra = page.getByRole("region", { name: "Papildomi nustatymai" });
  await extra.getByText("Operacijos datą imti iš sąskaitos datos").click();
  await extra.getByLabel("Mato vienetų frakcija (Rivilė)").selectOption("100");
  await expect(extra.getByRole("status")).toHaveText("Išsaugota!");
  await page.clock.runFor(1_900);
  await expect(extra.getByRole("status")).toBeHidden();

  const defaults = page.getByRole("region", { name: "Numatytosios reikšmės" });
  await defaults.getByRole("button", { name: "Išsaugoti" }).click();
  await expect(defaults.getByRole("alert")).toHaveText(
    "„Įmonės kodas“, „Pavadinimas“, „Kodas“ ir „Tipas“ yra privalomi.",
  );
  await defaults.getByLabel("Įmonės pavadinimas").fill("UAB „Šiaurės žiedas“");
  await defaults.getByLabel(/^Įmonės kodas/).fill("305000007");
  await defaults.getByLabel(/^Pavadinimas/).fill("Kuras");
  await defaults.getByLabel(/^Kodas/).fill("K95");
  await defaults.getByRole("combobox", { name: /Tipas/ }).selectOption("Kodas");
  await defaults.getByRole("combobox", { name: /klasifikatorių/ }).selectOption("Prekei");
  await defaults.getByRole("button", { name: "Išsaugoti" }).click();
  await expect(defaults.getByTestId("saved-defaults")).toContainText("Kuras / K95 · Kodas (Prekei)");

  for (const tab of ["Prekės", "Įmonės"] as const) {
    const template = await downloadTemplate(page, tab, testInfo);
    const panel = await importFile(page, tab, template.name, template.buffer);
    await expect(panel.getByRole("status")).toHaveText("Importuota 0 iš 0");
  }
  const products = readFileSync(productsWorkbook(testInfo.outputPath("prekes.xlsx")));
  const panel = await importFile(page, "Prekės", "prekes.xlsx", products);
  await expect(panel.getByRole("status")).toHaveText("Importuota 2 iš 2");
  const wrong = await importFile(page, "Įmonės", "sarasas.csv", Buffer.from("a;b\n"));
  await expect(wrong.getByRole("alert")).toHaveText("Importuoti galima tik Excel .xlsx failą.");

  const lists = page.getByRole("region", { name: "Klientai ir prekės" });
  await lists.getByRole("tab", { name: "Prekės" }).click();
  await expect(lists.getByRole("row", { name: /Kuras 95/ })).toBeVisible();
  await lists
    .getByRole("row", { name: /Plovimas/ })
    .getByRole("button", { name: "Taisyti" })
    .click();
  await lists.getByLabel("Mato vnt.").fill("kartas");
  await lists.getByRole("button", { name: "Išsaugoti" }).click();
  await expect(lists.getByRole("row", { name: /Plovimas/ })).toContainText("kartas");

  const program = page.getByRole("region", { name: "Buhalterinė programa" });
  await program.getByLabel("Numatytoji programa").selectOption({ label: "Apskaita5" });
  await expect(program.getByRole("button", { name: "Atsisiųsti Apskaita5 adapterį" })).toBeVisible();
  await program.getByRole("button", { name: "Kopijuoti PVM kodus" }).click();
  await expect(
    program.getByText(/Nukopijuota į iškarpinę\.|Nepavyko nukopijuoti į iškarpinę\./),
  ).toBeVisible();
  await snapshot(page, testInfo, "nustatymai-1366");
  await program.getByLabel("Numatytoji programa").selectOption({ label: "Rivilė GAMA" });
  await expect(extra.getByLabel("Mato vienetų frakcija (Rivilė)")).toHaveValue("100");

  await page.clock.resume();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("region", { name: "Numatytosios reikšmės" })).toBeVisible();
  await snapshot(page, testInfo, "nustatymai-390");
});

// Reads the quantities (T_KIEKIS) of the GAMA purchase file in the exported zip, and the invoice's own.
function gamaQuantities(zip: string): { exported: string[]; printed: string[] } {
  const script =
    "import sys, json, re, zipfile; from tests.data.invoices import Invoice; " +
    "text = zipfile.ZipFile(sys.argv[1]).read('pirkimai.eip').decode('cp1257'); " +
    "print(json.dumps({'exported': re.findall(r'<T_KIEKIS>([^<]*)</T_KIEKIS>', text), " +
    "'printed': [str(line.quantity) for line in Invoice().lines]}))";
  return JSON.parse(python(["-c", script, zip]));
}

test("the Rivilė fraction set in the settings multiplies GAMA's quantities", async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const pdf = testInfo.outputPath("saskaita-F.pdf");
  python([
    "-c",
    "import sys; from tests.data.invoices import Invoice, invoice_pdf; " +
      "open(sys.argv[1], 'wb').write(invoice_pdf(Invoice(number=sys.argv[2])))",
    pdf,
    String(Date.now() % 100_000),
  ]);
  await seedAndLogIn(page, freshEmail());
  await page.goto("/nustatymai");
  const extra = page.getByRole("region", { name: "Papildomi nustatymai" });
  await extra.getByLabel("Mato vienetų frakcija (Rivilė)").selectOption("100");
  await expect(extra.getByRole("status")).toHaveText("Išsaugota!");

  await page.getByRole("banner").getByRole("link", { name: "Suvestinė" }).click();
  await page.getByRole("button", { name: "Įkelti dokumentus" }).click();
  const upload = page.getByRole("dialog", { name: "Dokumentų įkėlimas" });
  await upload.locator("input[type=file]").setInputFiles({
    name: "saskaita-F.pdf",
    mimeType: "application/pdf",
    buffer: readFileSync(pdf),
  });
  await upload.getByText("Detaliai", { exact: true }).click();
  await upload.getByRole("button", { name: "Įkelti", exact: true }).click();
  const row = page.getByRole("row", { name: "saskaita-F.pdf" });
  await expect(row).toContainText("Atliktas (Neeksportuotas)", { timeout: 240_000 });
  await page.getByRole("checkbox", { name: "Pasirinkti: saskaita-F.pdf" }).check({ force: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Eksportuoti" }).click();
  const zip = testInfo.outputPath("gama.zip");
  await (await download).saveAs(zip);

  const { exported, printed } = gamaQuantities(zip);
  expect(exported.map(Number)).toEqual(printed.map((quantity) => Number(quantity) * 100));
});
