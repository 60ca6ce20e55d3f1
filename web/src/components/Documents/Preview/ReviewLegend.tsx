import { Box, Button, HStack, Kbd, Stack, Text } from "@chakra-ui/react";
import { useEffect, type RefObject } from "react";
import { LuArrowDown } from "react-icons/lu";
import { texts } from "../../../texts";
import { nextMarked, REVIEW_ATTRIBUTE } from "./reviewMarks";

const t = texts.preview.review;

function focusNext(area: HTMLElement | null) {
  if (!area) return;
  const target = nextMarked([...area.querySelectorAll(`[${REVIEW_ATTRIBUTE}]`)], document.activeElement);
  if (target instanceof HTMLElement) {
    target.focus();
    target.scrollIntoView({ block: "nearest" });
  }
}

type Props = { count: number; area: RefObject<HTMLElement | null> };

// What the orange mark means, how many marks are left, and a way (button or F8) to the next one.
export function ReviewLegend({ count, area }: Props) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== t.nextKey) return;
      event.preventDefault();
      focusNext(area.current);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [area]);
  if (count === 0) return null;
  return (
    <Stack
      direction={{ base: "column", sm: "row" }}
      gap="2"
      align={{ sm: "center" }}
      p="2"
      rounded="l2"
      bg="orange.subtle"
      borderStartWidth="3px"
      borderStartColor="orange.solid"
    >
      <Box flex="1" fontSize="sm">
        <Text>{t.legend}</Text>
        <Text fontWeight="medium">
          {t.count} {count}
        </Text>
      </Box>
      <HStack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="orange"
          aria-keyshortcuts={t.nextKey}
          onClick={() => focusNext(area.current)}
        >
          <LuArrowDown /> {t.next} <Kbd size="sm">{t.nextKey}</Kbd>
        </Button>
      </HStack>
    </Stack>
  );
}
