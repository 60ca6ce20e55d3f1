import { HStack, Kbd, Stack, Text } from "@chakra-ui/react";
import { texts } from "../../../texts";

const d = texts.preview.desk;

export type DeskKey = "next" | "previous" | "reviewed";

type Pressed = Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">;

// Alt+↓ / Alt+↑ move through the list's documents; Ctrl+Enter (⌘+Enter on a Mac) confirms the
// document's marked values and moves on. Tab, Enter, Escape and F8 stay with the fields.
export function deskKey(event: Pressed): DeskKey | null {
  if (event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    if (event.key === "ArrowDown") return "next";
    if (event.key === "ArrowUp") return "previous";
  }
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !event.altKey) return "reviewed";
  return null;
}

// The document after (step 1) or before (step -1) the open one in the list, if there is one.
export function neighbour(order: readonly number[], id: number, step: 1 | -1): number | null {
  const at = order.indexOf(id);
  if (at < 0) return null;
  return order[at + step] ?? null;
}

const KEYS: [string[], string][] = [
  [["Tab", "Shift+Tab"], d.fieldKeys],
  [["Enter"], d.editKeys],
  [["Esc"], d.cancelKey],
  [[texts.preview.review.nextKey], d.nextMarkKey],
  [["Alt+↓", "Alt+↑"], d.documentKeys],
  [["Ctrl+Enter"], d.reviewedKey],
];

// The keys of the desk, small, for a reviewer who keeps the hands on the keyboard (not on phones).
export function DeskKeys() {
  return (
    <Stack
      as="section"
      direction="row"
      wrap="wrap"
      aria-label={d.keys}
      gapX="3"
      gapY="1"
      fontSize="xs"
      color="fg.muted"
      display={{ base: "none", md: "flex" }}
    >
      {KEYS.map(([keys, meaning]) => (
        <HStack key={meaning} gap="1">
          {keys.map((key) => (
            <Kbd key={key} size="sm">
              {key}
            </Kbd>
          ))}
          <Text>{meaning}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
