import { describe, expect, it } from "vitest";
import { fakeApi } from "../test/fakeApi";
import { exportFilename, suggestionsApi } from "./documents";

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

describe("client suggestions", () => {
  it("date the register's rows with the register data they come from", async () => {
    const row = { name: "UAB X", code: "305000014", vat: null, ibans: [], address: null, country_iso: "LT" };
    fakeApi({
      "GET /api/autocomplete/clients/": {
        body: {
          results: [
            { ...row, source: "clients" },
            { ...row, source: "register" },
          ],
          company_register: { refreshed_at: "2026-11-24T03:00:00Z", data_date: "2026-11-20" },
        },
      },
    });
    const found = await suggestionsApi.clients("UAB", "name", new AbortController().signal);
    expect(found.map((client) => client.registerDate)).toEqual([undefined, "2026-11-20"]);
  });
});
