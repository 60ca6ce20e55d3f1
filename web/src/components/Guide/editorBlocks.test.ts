import { describe, expect, it } from "vitest";
import { editable, moveBlock, newBlock, removeAt, replaceAt } from "./editorBlocks";

describe("block editor", () => {
  it("moves a block up and down within the list", () => {
    expect(moveBlock(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveBlock(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveBlock(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveBlock(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });

  it("removes and replaces one block", () => {
    expect(removeAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(replaceAt(["a", "b"], 0, "x")).toEqual(["x", "b"]);
  });

  it("starts every type empty and leaves heading anchors to the server", () => {
    expect(newBlock("divider")).toEqual({ type: "divider" });
    expect(newBlock("heading")).toEqual({ type: "heading", text: "", level: 2 });
    expect(editable({ type: "heading", text: "A", level: 2, anchor: "a" })).toEqual({
      type: "heading",
      text: "A",
      level: 2,
    });
  });
});
