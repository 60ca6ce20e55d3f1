import { Badge, Box, chakra, CloseButton, HStack, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { texts } from "../../../texts";
import { FormAlert } from "../../ui/form-alert";
import { INLINE_EDIT_ATTRIBUTE } from "./InlineField";
import { saveFailure } from "./inlineValue";
import { useSuggestions, type Fetch } from "./useSuggestions";

const t = texts.preview.picker;

export type Choice = { value: string; label: string };
export type Described = {
  key: string;
  title: string;
  detail: string;
  registry?: boolean;
  registryDate?: string;
};

type Props<T> = {
  label: string;
  fields: Choice[];
  normalise: (field: string, typed: string) => string;
  fetch: Fetch<T>;
  describe: (item: T) => Described;
  onChoose: (item: T) => Promise<void>;
  onClose: () => void;
};

// Spec §4 "Counterparty picker", search mode: a query by name, code or VAT code (normalised as §5
// says), suggestions from the user's own documents and the company register (marked), chosen with the
// mouse or ↑ ↓ Enter. Escape or a click outside goes back to display.
export function SearchPicker<T>({ label, fields, normalise, fetch, describe, onChoose, onClose }: Props<T>) {
  const [field, setField] = useState(fields[0].value);
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(0);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = normalise(field, typed);
  const found = useSuggestions(query, field, fetch);
  const panel = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [onClose]);

  const choose = async (item: T | undefined) => {
    if (!item || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onChoose(item);
      onClose();
    } catch (failure) {
      setError(saveFailure(failure));
      setSaving(false);
    }
  };

  const onKey = (event: KeyboardEvent) => {
    const count = found.results.length;
    if (event.key === "ArrowDown" && count > 0) setActive((index) => (index + 1) % count);
    else if (event.key === "ArrowUp" && count > 0) setActive((index) => (index - 1 + count) % count);
    else if (event.key === "Enter") choose(found.results[active]);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Stack
      ref={panel}
      role="search"
      aria-label={label}
      gap="2"
      p="2"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="l2"
      bg="bg"
      shadow="sm"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        onClose();
      }}
      {...{ [INLINE_EDIT_ATTRIBUTE]: "" }}
    >
      <HStack gap="2">
        <NativeSelect.Root size="xs" w="auto" flexShrink="0">
          <NativeSelect.Field
            aria-label={t.by}
            value={field}
            onChange={(event) => {
              setField(event.target.value);
              setActive(0);
            }}
          >
            {fields.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          autoFocus
          size="xs"
          aria-label={t.query}
          aria-controls={listId}
          value={typed}
          disabled={saving}
          onKeyDown={onKey}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
        />
        <CloseButton size="xs" aria-label={t.close} onClick={onClose} />
      </HStack>
      {found.status === "searching" && found.results.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t.searching}
        </Text>
      )}
      {found.status === "done" && found.results.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t.nothing}
        </Text>
      )}
      {found.status === "failed" && <FormAlert status="error">{t.failed}</FormAlert>}
      {found.results.length > 0 && (
        <Stack id={listId} role="listbox" aria-label={t.results} gap="0" maxH="60" overflowY="auto">
          {found.results.map((item, index) => {
            const { key, title, detail, registry, registryDate } = describe(item);
            return (
              <chakra.button
                key={key}
                type="button"
                role="option"
                aria-selected={index === active}
                disabled={saving}
                onClick={() => choose(item)}
                onPointerEnter={() => setActive(index)}
                textAlign="start"
                px="2"
                py="1"
                rounded="l1"
                _selected={{ bg: "brand.subtle" }}
              >
                <HStack gap="2" align="start">
                  <Box flex="1" minW="0">
                    <Text fontSize="sm" fontWeight="medium" truncate>
                      {title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {detail || "–"}
                    </Text>
                  </Box>
                  {registry && (
                    <Stack gap="0" align="end" flexShrink={0}>
                      <Badge size="sm" colorPalette="blue" variant="subtle" title={t.registryTitle}>
                        {t.registry}
                      </Badge>
                      {registryDate && (
                        <Text fontSize="2xs" color="fg.muted">
                          {t.registryDate.replace("{date}", registryDate)}
                        </Text>
                      )}
                    </Stack>
                  )}
                </HStack>
              </chakra.button>
            );
          })}
        </Stack>
      )}
      {error && <FormAlert status="error">{error}</FormAlert>}
    </Stack>
  );
}
