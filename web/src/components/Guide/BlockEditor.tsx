import {
  Box,
  Button,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useState } from "react";
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from "react-icons/lu";
import { texts } from "../../texts";
import {
  BLOCK_TYPES,
  type BlockType,
  type EditableBlock,
  moveBlock,
  newBlock,
  removeAt,
  replaceAt,
} from "./editorBlocks";

const t = texts.guide.editor;
type FieldName = keyof typeof t.fields;

// The text fields each block type has; a paragraph's HTML and code get a text area.
const FIELDS: Record<BlockType, FieldName[]> = {
  heading: ["text"],
  paragraph: ["html"],
  image: ["src", "alt", "caption"],
  video: ["youtube_id", "title"],
  code: ["code", "language"],
  quote: ["text", "cite"],
  divider: [],
};
const MULTILINE = new Set<FieldName>(["html", "code", "text"]);

function BlockFields({
  block,
  onChange,
}: {
  block: EditableBlock;
  onChange: (block: EditableBlock) => void;
}) {
  const values = block as Record<string, unknown>;
  return (
    <Stack gap="2">
      {block.type === "heading" && (
        <Field.Root>
          <Field.Label>{t.fields.level}</Field.Label>
          <NativeSelect.Root size="sm" maxW="24">
            <NativeSelect.Field
              value={String(block.level ?? 2)}
              onChange={(event) => onChange({ ...block, level: Number(event.target.value) as 2 | 3 })}
            >
              <option value="2">H2</option>
              <option value="3">H3</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {FIELDS[block.type].map((name) => {
        const value = String(values[name] ?? "");
        const change = (next: string) => onChange({ ...block, [name]: next } as EditableBlock);
        const multiline = MULTILINE.has(name) && block.type !== "heading";
        return (
          <Field.Root key={name}>
            <Field.Label>{t.fields[name]}</Field.Label>
            {multiline ? (
              <Textarea
                size="sm"
                rows={name === "html" ? 5 : 3}
                fontFamily={name === "text" ? undefined : "mono"}
                value={value}
                onChange={(event) => change(event.target.value)}
              />
            ) : (
              <Input size="sm" value={value} onChange={(event) => change(event.target.value)} />
            )}
          </Field.Root>
        );
      })}
    </Stack>
  );
}

// Blocks in order: each can be edited, moved up or down and removed; new ones go to the end.
export function BlockEditor({
  blocks,
  onChange,
}: {
  blocks: EditableBlock[];
  onChange: (blocks: EditableBlock[]) => void;
}) {
  const [adding, setAdding] = useState<BlockType>("paragraph");
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t.blocks}</Text>
      {blocks.map((block, index) => (
        // Blocks have no ids; the position is their identity while editing.
        <Box
          key={index}
          borderWidth="1px"
          rounded="l2"
          p="3"
          role="group"
          aria-label={t.blockTypes[block.type]}
        >
          <HStack justify="space-between" mb="2">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted">
              {index + 1}. {t.blockTypes[block.type]}
            </Text>
            <HStack gap="1">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t.moveUp}
                disabled={index === 0}
                onClick={() => onChange(moveBlock(blocks, index, -1))}
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t.moveDown}
                disabled={index === blocks.length - 1}
                onClick={() => onChange(moveBlock(blocks, index, 1))}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={t.remove}
                onClick={() => onChange(removeAt(blocks, index))}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          </HStack>
          <BlockFields block={block} onChange={(next) => onChange(replaceAt(blocks, index, next))} />
        </Box>
      ))}
      <HStack gap="2">
        <NativeSelect.Root size="sm" maxW="60">
          <NativeSelect.Field
            aria-label={t.addBlock}
            value={adding}
            onChange={(event) => setAdding(event.target.value as BlockType)}
          >
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.blockTypes[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={() => onChange([...blocks, newBlock(adding)])}>
          <LuPlus />
          {t.addBlock}
        </Button>
      </HStack>
    </Stack>
  );
}
