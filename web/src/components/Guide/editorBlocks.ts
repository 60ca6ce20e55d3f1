import type { ArticleIn } from "../../client";

export type EditableBlock = NonNullable<ArticleIn["body"]>[number];
export type BlockType = EditableBlock["type"];

export const BLOCK_TYPES: BlockType[] = [
  "heading",
  "paragraph",
  "image",
  "video",
  "code",
  "quote",
  "divider",
];

// An empty block of the type, as the editor adds it; the server refuses it until it is filled in.
export function newBlock(type: BlockType): EditableBlock {
  switch (type) {
    case "heading":
      return { type, text: "", level: 2 };
    case "paragraph":
      return { type, html: "" };
    case "image":
      return { type, src: "/gidas/", alt: "", caption: "" };
    case "video":
      return { type, youtube_id: "", title: "" };
    case "code":
      return { type, code: "", language: "" };
    case "quote":
      return { type, text: "", cite: "" };
    case "divider":
      return { type };
  }
}

export function moveBlock<T>(blocks: T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= blocks.length) return blocks;
  const moved = [...blocks];
  [moved[index], moved[target]] = [moved[target], moved[index]];
  return moved;
}

export function removeAt<T>(blocks: T[], index: number): T[] {
  return blocks.filter((_, i) => i !== index);
}

export function replaceAt<T>(blocks: T[], index: number, block: T): T[] {
  return blocks.map((current, i) => (i === index ? block : current));
}

// What the editor sends back of a stored block: the anchor is the server's to set.
export function editable(block: EditableBlock): EditableBlock {
  if (block.type !== "heading") return block;
  const { anchor: _anchor, ...rest } = block;
  return rest;
}
