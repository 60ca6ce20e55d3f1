// Runs after `vite build` (npm run build): opens every public page of src/seo.ts in Chromium and
// writes dist/prerender/pages.json with each page's title and description as the page itself set
// them, and its main text as HTML. The API sends these in the HTML of those pages (api/site/), so
// search engines read them without running JavaScript. No API is needed: a small server here serves
// dist, and /api/ answers 404, so every page renders what a guest sees when the API is down.
//
// Chromium is required (CHROMIUM_PATH, default /usr/bin/chromium): without it the build fails.
// DOKSKENAS_PRERENDER=off skips this step on purpose; the API then serves those pages without their
// texts in the HTML (it logs a warning).
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { runnerImport } from "vite";

const web = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(web, "dist");
const output = join(dist, "prerender", "pages.json");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
};

function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

// dist as the API serves it: real files, index.html for every other path, 404 under /api/.
function serveDist() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (path.startsWith("/api/")) {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"detail":"prerender"}');
      return;
    }
    const file = join(dist, path);
    const served =
      file.startsWith(dist) && extname(file) && existsSync(file) ? file : join(dist, "index.html");
    response.writeHead(200, { "Content-Type": TYPES[extname(served)] ?? "application/octet-stream" });
    response.end(await readFile(served));
  });
  return new Promise((ready) => server.listen(0, "127.0.0.1", () => ready(server)));
}

// Requests the page has in flight, so a page that loads data is read once its answers are in.
function trackRequests(page) {
  let pending = 0;
  page.on("request", () => (pending += 1));
  page.on("requestfinished", () => (pending -= 1));
  page.on("requestfailed", () => (pending -= 1));
  return async () => {
    while (pending > 0) await page.waitForTimeout(20);
  };
}

// One page load for all routes: later routes are reached the way the app's own links reach them
// (history.pushState and the router's popstate listener), which spares parsing the bundle each time.
async function visit(page, base, path, first) {
  if (first) await page.goto(base + path, { waitUntil: "load" });
  else
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
}

async function render(page, settled, path, seo) {
  const shown = await page
    .waitForFunction((title) => document.title === title, seo.title, { timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown)
    throw new Error(`${path}: the page's title is "${await page.title()}", src/seo.ts says "${seo.title}"`);
  await settled();
  const found = await page.evaluate(() => {
    const main = document.querySelector("main")?.cloneNode(true);
    // Icons (svg) are drawn by the app's styles: unstyled they fill the screen until it starts.
    main?.querySelectorAll("script, style, noscript, template, svg").forEach((element) => element.remove());
    // Class names and data attributes mean something only to the styles and scripts of the app.
    for (const element of main ? [main, ...main.querySelectorAll("*")] : [])
      for (const name of element.getAttributeNames())
        if (name === "class" || name.startsWith("data-")) element.removeAttribute(name);
    return {
      description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      text: main?.textContent?.trim() ?? "",
      bodyHtml: main?.outerHTML ?? "",
    };
  });
  if (found.description !== seo.description)
    throw new Error(`${path}: the page's description is "${found.description}", src/seo.ts says another`);
  if (!found.text) throw new Error(`${path}: the page shows no main text`);
  return {
    path,
    title: seo.title,
    description: seo.description,
    jsonLd: seo.jsonLd ?? [],
    bodyHtml: found.bodyHtml,
  };
}

async function main() {
  if (process.env.DOKSKENAS_PRERENDER === "off") {
    console.warn(
      "prerender: skipped (DOKSKENAS_PRERENDER=off): public pages go out without their texts in the HTML",
    );
    return;
  }
  if (!existsSync(chromiumPath))
    fail(
      `no Chromium at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH; DOKSKENAS_PRERENDER=off skips this step`,
    );
  const started = Date.now();
  const { module } = await runnerImport(join(web, "src", "seo.ts"));
  const routes = Object.entries(module.publicPages);
  const server = await serveDist();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ locale: "lt-LT", viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const settled = trackRequests(page);
    const base = `http://127.0.0.1:${server.address().port}`;
    const pages = [];
    for (const [index, [path, seo]] of routes.entries()) {
      await visit(page, base, path, index === 0);
      pages.push(await render(page, settled, path, seo));
    }
    await mkdir(dirname(output), { recursive: true });
    await writeFile(output, JSON.stringify({ pages }));
    console.log(`prerender: ${pages.length} public pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => fail(error.message));
