import { defineConfig } from "@playwright/test";

// The stack (API serving web/dist, database, worker) is started by the Makefile, so there is no
// webServer here; E2E_BASE_URL points at it.
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:8000",
    browserName: "chromium",
    locale: "lt-LT",
    viewport: { width: 1280, height: 800 },
    screenshot: "on",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these Chromium keeps calling out to a network that is closed here.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
