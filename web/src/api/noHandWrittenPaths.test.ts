import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// The app calls the API through the generated SDK (src/client), so the OpenAPI contract checks
// every path, parameter and answer at compile time. A path written as a string escapes that check;
// these are the only ones allowed, each with its reason beside it in its module. Tests are left
// out: they play the server and name the paths it answers.
const SOURCE_ROOT = join(import.meta.dirname, "..");
const ALLOWED: Record<string, string[]> = {
  // fetch cannot report upload progress; the path is typed by the contract's DocumentsScanData.
  "api/upload.ts": ["/api/scan/"],
};
const API_PATH_LITERAL = /["'`](\/api\/[^"'`]*)/g;

function appSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ["client", "test"].includes(entry.name) ? [] : appSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function handWrittenPaths(source: string): string[] {
  return [...source.matchAll(API_PATH_LITERAL)].map((match) => match[1]);
}

describe("API paths", () => {
  it("finds a path in any kind of string literal", () => {
    expect(handWrittenPaths("http.get(\"/api/me/\"); f(`/api/documents/${id}/`); g('/api/x/')")).toEqual([
      "/api/me/",
      "/api/documents/${id}/",
      "/api/x/",
    ]);
  });

  it("are written by hand nowhere in the app outside the generated client", () => {
    const found = Object.fromEntries(
      appSources(SOURCE_ROOT)
        .map((path) => [relative(SOURCE_ROOT, path), handWrittenPaths(readFileSync(path, "utf8"))] as const)
        .filter(([, paths]) => paths.length > 0),
    );
    expect(found).toEqual(ALLOWED);
  });
});
