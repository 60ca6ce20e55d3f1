import { describe, expect, it } from "vitest";
import { exportFilename } from "./documents";

describe("export file name (spec §7)", () => {
  it("prefers the UTF-8 name of Content-Disposition", () => {
    const header = `attachment; filename="saskaitos.zip"; filename*=UTF-8''s%C4%85skaitos%20kovas.zip`;
    expect(exportFilename(header, 3)).toBe("sąskaitos kovas.zip");
  });

  it("reads the plain name", () => {
    expect(exportFilename('attachment; filename="DS-0001.xml"', 1)).toBe("DS-0001.xml");
  });

  it("falls back to dokumentas.xml for one document and dokumentai.zip for several", () => {
    expect(exportFilename(null, 1)).toBe("dokumentas.xml");
    expect(exportFilename("attachment", 2)).toBe("dokumentai.zip");
  });
});
