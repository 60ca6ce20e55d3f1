import { describe, expect, it } from "vitest";
import { allState, keepSelectable, toggle, toggleAll } from "./selection";

describe("row selection", () => {
  it("toggles one row", () => {
    const once = toggle(new Set(), 4);
    expect([...once]).toEqual([4]);
    expect([...toggle(once, 4)]).toEqual([]);
  });

  it("select-all takes only the selectable rows, and clears when all are chosen", () => {
    const selectable = [1, 2, 5];
    const all = toggleAll(new Set([2]), selectable);
    expect([...all].sort()).toEqual([1, 2, 5]);
    expect(allState(all, selectable)).toBe("all");
    expect(toggleAll(all, selectable).size).toBe(0);
  });

  it("tells none, some or all", () => {
    expect(allState(new Set(), [1, 2])).toBe("none");
    expect(allState(new Set([1]), [1, 2])).toBe("some");
    expect(allState(new Set([1, 2]), [1, 2])).toBe("all");
  });

  it("drops rows that are no longer selectable and keeps the same set when nothing changed", () => {
    const chosen = new Set([1, 2, 3]);
    expect([...keepSelectable(chosen, [1, 3, 9])]).toEqual([1, 3]);
    expect(keepSelectable(chosen, [1, 2, 3, 4])).toBe(chosen);
  });
});
