import { defineConfig } from "@playwright/test";
import base from "../../playwright.config";

// Only the landing page's demo screenshots (web/public/demo/): run by hand against a running stack,
// `npx playwright test -c e2e/demo/playwright.config.ts`, never by make test.
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "capture.ts",
  outputDir: "../../test-results/demo",
  timeout: 240_000,
  use: { ...base.use, viewport: { width: 1200, height: 675 }, screenshot: "off" },
});
