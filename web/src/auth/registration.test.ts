import { describe, expect, it } from "vitest";
import { texts } from "../texts";
import {
  canSubmitRegistration,
  emailError,
  isPasswordAcceptable,
  passwordChecks,
  repeatPasswordError,
} from "./registration";

const unmet = (password: string) =>
  passwordChecks(password)
    .filter((check) => !check.met)
    .map((check) => check.id);

describe("password checklist", () => {
  it("marks every rule unmet for an empty password", () => {
    expect(unmet("")).toEqual(["length", "lowercase", "uppercase", "digit", "noWhitespace"]);
  });

  it.each([
    ["Abcdef1", ["length"]],
    ["ABCDEFG1", ["lowercase"]],
    ["abcdefg1", ["uppercase"]],
    ["Abcdefgh", ["digit"]],
    ["Abcd efg1", ["noWhitespace"]],
    ["Abcd\tefg1", ["noWhitespace"]],
    ["Abcdefg1", []],
  ])("%s leaves %j unmet", (password, expected) => {
    expect(unmet(password)).toEqual(expected);
  });

  it("counts Lithuanian letters as lower and upper case", () => {
    expect(unmet("ąčęėįšųū1Ž")).toEqual([]);
    expect(isPasswordAcceptable("ąčęėįšųū1Ž")).toBe(true);
  });

  it("labels the rules in Lithuanian", () => {
    expect(passwordChecks("").map((check) => check.label)).toContain(texts.register.ruleLength);
  });
});

describe("registration fields", () => {
  it("asks for the e-mail when empty and checks its format", () => {
    expect(emailError("")).toBe("Įveskite el. paštą");
    expect(emailError("   ")).toBe("Įveskite el. paštą");
    expect(emailError("vardas")).toBe("Neteisingas el. pašto formatas");
    expect(emailError("vardas@imone")).toBe("Neteisingas el. pašto formatas");
    expect(emailError("vardas@imone.lt")).toBeNull();
  });

  it("asks for the repeated password and compares it", () => {
    expect(repeatPasswordError("Abcdefg1", "")).toBe("Pakartokite slaptažodį");
    expect(repeatPasswordError("Abcdefg1", "Abcdefg2")).toBe("Slaptažodžiai nesutampa");
    expect(repeatPasswordError("Abcdefg1", "Abcdefg1")).toBeNull();
  });

  it("blocks submit on any e-mail, confirmation or password rule error", () => {
    const good = { email: "a@b.lt", password: "Abcdefg1", repeat: "Abcdefg1" };
    expect(canSubmitRegistration(good)).toBe(true);
    expect(canSubmitRegistration({ ...good, email: "a@b" })).toBe(false);
    expect(canSubmitRegistration({ ...good, repeat: "Abcdefg" })).toBe(false);
    expect(canSubmitRegistration({ ...good, password: "abcdefg1", repeat: "abcdefg1" })).toBe(false);
  });
});
