import { Badge, Box, HStack, Input, InputGroup, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { LuSearch } from "react-icons/lu";
import { useNavigate } from "react-router";
import { guideApi, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from "../../api/guide";
import { queryKeys } from "../../queryKeys";
import { texts } from "../../texts";
import { useDebouncedValue } from "./useDebouncedValue";

type Props = { category?: string; label?: string };

// Spec 001 §4: suggestions once 2 characters are typed and typing has paused for 300 ms; a failed
// search is logged and shows no suggestions. Arrow keys move through them, Enter opens one.
export function GuideSearch({ category, label = texts.guide.search }: Props) {
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  const search = useQuery({
    queryKey: queryKeys.guideSearch(q, category),
    queryFn: () => guideApi.search(q, category),
    enabled,
    retry: false,
  });
  useEffect(() => {
    if (search.error) console.error("Gido paieška nepavyko", search.error);
  }, [search.error]);
  useEffect(() => setActive(0), [q]);

  const results = enabled && !search.isError ? (search.data ?? []) : [];
  const showList = open && enabled && search.isSuccess;
  const go = (href: string) => {
    setOpen(false);
    setTyped("");
    navigate(href);
  };

  return (
    <Box position="relative" w="full" maxW="xl">
      <InputGroup startElement={<LuSearch />}>
        <Input
          role="combobox"
          aria-label={label}
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
          placeholder={texts.guide.searchPlaceholder}
          value={typed}
          bg="bg"
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (!showList) return;
            if (event.key === "ArrowDown") setActive((i) => Math.min(i + 1, results.length - 1));
            else if (event.key === "ArrowUp") setActive((i) => Math.max(i - 1, 0));
            else if (event.key === "Enter" && results[active]) go(results[active].href);
            else if (event.key === "Escape") setOpen(false);
            else return;
            event.preventDefault();
          }}
        />
      </InputGroup>
      {showList && (
        <Stack
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          rounded="l2"
          shadow="md"
          gap="0"
          py="1"
        >
          {results.length === 0 ? (
            <Text px="3" py="2" color="fg.muted">
              {texts.guide.nothingFound}
            </Text>
          ) : (
            results.map((result, index) => (
              <HStack
                key={`${result.type}-${result.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                gap="2"
                cursor="pointer"
                bg={index === active ? "bg.muted" : undefined}
                onMouseEnter={() => setActive(index)}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  go(result.href);
                }}
              >
                <Badge
                  size="sm"
                  variant="subtle"
                  colorPalette={result.type === "category" ? "purple" : "brand"}
                >
                  {result.type === "category" ? texts.guide.typeCategory : texts.guide.typeArticle}
                </Badge>
                <Text truncate>{result.title}</Text>
              </HStack>
            ))
          )}
        </Stack>
      )}
    </Box>
  );
}
