import { describe, expect, it } from "vitest";
import { ZOOM_START, zoomIn, zoomOut } from "./zoom";

describe("preview zoom (spec §9)", () => {
  it("starts at 0.8 and moves by exact steps of 0.2", () => {
    expect(ZOOM_START).toBe(0.8);
    expect(zoomIn(ZOOM_START)).toBe(1);
    expect(zoomOut(ZOOM_START)).toBe(0.6);
  });

  it("stops at 0.2 and at 3", () => {
    expect(zoomOut(0.2)).toBe(0.2);
    expect(zoomOut(0.4)).toBe(0.2);
    expect(zoomIn(3)).toBe(3);
    expect(zoomIn(2.8)).toBe(3);
  });
});
