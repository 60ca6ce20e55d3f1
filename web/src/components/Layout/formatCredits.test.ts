import { describe, expect, it } from "vitest";
import { formatCredits } from "./formatCredits";

describe("credits", () => {
  it("shows the API's decimal strings and numbers in the Lithuanian format", () => {
    expect(formatCredits("48.70")).toBe("48,7");
    expect(formatCredits("50.00")).toBe("50");
    expect(formatCredits(1.3)).toBe("1,3");
    expect(formatCredits("1000")).toMatch(/^1\s000$/);
  });

  it("shows a dash when the balance is unknown", () => {
    expect(formatCredits(null)).toBe("–");
    expect(formatCredits("")).toBe("–");
    expect(formatCredits("n/a")).toBe("–");
  });
});
