import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../api/account";
import { formatVilniusDateTime } from "../../format";
import { actionLabel, auditDetails } from "./auditLog";

const entry = (action: string, details: Record<string, unknown> = {}): AuditEntry => ({
  id: 1,
  action,
  details,
  ip: "10.0.0.1",
  created_at: "2026-01-15T10:00:00Z",
});

describe("audit log entries", () => {
  it.each([
    ["auth.sign_in", "Prisijungimas"],
    ["auth.sign_in_failed", "Nepavykęs prisijungimas"],
    ["auth.password_reset_requested", "Paprašyta atkurti slaptažodį"],
    ["auth.password_reset", "Slaptažodis atkurtas"],
    ["auth.password_changed", "Slaptažodis pakeistas"],
    ["auth.password_change_failed", "Nepavykęs slaptažodžio keitimas"],
    ["export.documents", "Dokumentų eksportas"],
    ["credits.grant", "Kreditų dovana"],
    ["credits.purchase", "Kreditų pirkimas"],
    ["credits.reserve", "Kreditai rezervuoti"],
    ["credits.charge", "Kreditai nurašyti"],
    ["credits.release", "Rezervuoti kreditai grąžinti"],
    ["credits.adjustment", "Kreditų koregavimas"],
  ])("names %s in Lithuanian", (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });

  it("shows an action the app does not know as its code", () => {
    expect(actionLabel("auth.something_new")).toBe("auth.something_new");
  });

  it("tells what was exported to which program", () => {
    expect(auditDetails(entry("export.documents", { format: "rivile", documents: 3, ids: [1, 2, 3] }))).toBe(
      "3 dok. → Rivilė GAMA",
    );
  });

  it("tells how the credits moved, with the document or the reason", () => {
    const grant = { amount: "50", balance_after: "50.00", reason: "Registracijos dovana", document_id: null };
    expect(auditDetails(entry("credits.grant", grant))).toBe("+50 · likutis 50 · Registracijos dovana");
    const charge = { amount: "-1.3", balance_after: "48.70", reason: "Skaitmenizavimas", document_id: 42 };
    expect(auditDetails(entry("credits.reserve", charge)).replace("\u2212", "-")).toBe(
      "-1,3 · likutis 48,7 · dokumentas #42",
    );
  });

  it("has nothing more to say about a sign-in", () => {
    expect(auditDetails(entry("auth.sign_in"))).toBe("");
  });
});

describe("audit log time", () => {
  it.each([
    ["2026-01-15T22:30:05Z", "2026-01-16 00:30:05"],
    ["2026-07-15T22:30:05Z", "2026-07-16 01:30:05"],
  ])("shows %s in Vilnius time (winter +2, summer +3) as %s", (utc, shown) => {
    expect(formatVilniusDateTime(utc)).toBe(shown);
  });
});
