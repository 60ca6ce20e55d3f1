import { Box, chakra, Field, Input, Spinner } from "@chakra-ui/react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { texts } from "../../../texts";
import { displayText, editText, parseInline, sameValue, saveFailure, type FieldKind } from "./inlineValue";
import { REVIEW_ATTRIBUTE } from "./reviewMarks";
import type { SourceBox } from "./sourceBox";
import { useFocusedField } from "./sourceContext";

type Props = {
  label: string;
  value: unknown;
  kind?: FieldKind;
  onSave: (value: string | number | null) => Promise<unknown>;
  // In a table the label is read by screen readers only.
  compact?: boolean;
  // Nothing but the reading backs the value: marked until the user corrects or confirms it.
  review?: boolean;
  // Where the value was read on the page, highlighted there while the field has focus.
  source?: SourceBox | null;
};

type Mode = "display" | "edit" | "saving";

// Marks the edit box, so the dialog around it lets Escape cancel the edit instead of closing.
export const INLINE_EDIT_ATTRIBUTE = "data-inline-edit";

export function isInlineEdit(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest(`[${INLINE_EDIT_ATTRIBUTE}]`) !== null;
}

// Spec §4 "Inline field editing": display, then edit, then saving, then display. Escape cancels;
// Enter or leaving the field saves. A refused value keeps the box open with the reason under it.
// Enter on an unchanged value marked for review saves it all the same: the user confirms it.
export function InlineField({
  label,
  value,
  kind = "text",
  onSave,
  compact = false,
  review = false,
  source = null,
}: Props) {
  const focused = useFocusedField();
  const [mode, setModeState] = useState<Mode>("display");
  // Read by the blur that follows Enter or Escape, before React has rendered the new mode.
  const current = useRef<Mode>("display");
  const [error, setError] = useState<string | null>(null);
  // Back in display the value shown is a valid one: no reason from an earlier try stays under it.
  const setMode = (next: Mode) => {
    current.current = next;
    setModeState(next);
    if (next === "display") setError(null);
  };
  // After Enter or Escape the keyboard stays on the field; after a click elsewhere it does not.
  const display = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (mode !== "display") return;
    if (refocus.current) display.current?.focus();
    refocus.current = false;
  }, [mode]);
  const [draft, setDraft] = useState("");

  const start = () => {
    setDraft(editText(value));
    setMode("edit");
  };

  // A word clicked on the page: it starts the edit, and further words are added to it.
  const fill = (word: string) => {
    if (current.current === "edit") {
      setDraft((typed) => (typed.trim() === "" ? word : `${typed} ${word}`));
      return;
    }
    if (current.current !== "display") return;
    setDraft(word);
    setMode("edit");
  };

  const save = async (confirm = false) => {
    if (current.current !== "edit") return;
    const parsed = parseInline(kind, draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (sameValue(kind, value, parsed.value) && !(confirm && review)) {
      setMode("display");
      return;
    }
    setMode("saving");
    try {
      await onSave(parsed.value);
      setMode("display");
    } catch (failure) {
      setError(saveFailure(failure));
      refocus.current = false;
      setMode("edit");
    }
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      refocus.current = true;
      save(true);
    }
    if (event.key === "Escape") {
      refocus.current = true;
      setMode("display");
    }
  };

  const numeric = kind === "number";
  return (
    <Field.Root invalid={error !== null} gap="0.5">
      <Field.Label srOnly={compact} fontSize="xs" color="fg.muted" fontWeight="normal">
        {label}
      </Field.Label>
      {mode === "display" ? (
        <chakra.button
          ref={display}
          type="button"
          onClick={start}
          onFocus={() => focused({ box: source, fill })}
          aria-label={`${label}: ${displayText(kind, value)}. ${review ? `${texts.preview.review.mark} ` : ""}${texts.preview.edit}`}
          title={review ? texts.preview.review.mark : undefined}
          {...(review ? { [REVIEW_ATTRIBUTE]: "" } : {})}
          w="full"
          minH="7"
          px="2"
          py="1"
          rounded="l1"
          textAlign={numeric && compact ? "end" : "start"}
          fontVariantNumeric={numeric ? "tabular-nums" : undefined}
          borderWidth="1px"
          borderColor="transparent"
          {...(review && {
            bg: "orange.subtle",
            borderStartWidth: "3px",
            borderStartColor: "orange.solid",
          })}
          _hover={{ borderColor: "border.emphasized", bg: "bg.subtle" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}
          color={value === null || value === "" ? "fg.subtle" : undefined}
          cursor="text"
        >
          {displayText(kind, value)}
        </chakra.button>
      ) : (
        <Box position="relative">
          <Input
            autoFocus
            {...{ [INLINE_EDIT_ATTRIBUTE]: "" }}
            size="xs"
            h="7"
            value={draft}
            disabled={mode === "saving"}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => save()}
            onFocus={() => focused({ box: source, fill })}
            onKeyDown={onKey}
            placeholder={kind === "date" ? "YYYY-MM-DD" : undefined}
            textAlign={numeric && compact ? "end" : "start"}
            inputMode={numeric ? "decimal" : undefined}
            pe={mode === "saving" ? "7" : undefined}
          />
          {mode === "saving" && <Spinner size="xs" position="absolute" right="2" top="2" />}
        </Box>
      )}
      <Field.ErrorText fontSize="xs">{error}</Field.ErrorText>
    </Field.Root>
  );
}
