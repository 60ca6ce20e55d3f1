import { Link, Stack, Text } from "@chakra-ui/react";
import { texts } from "../../texts";
import type { TocEntry } from "./guideContent";

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack as="nav" aria-label={texts.guide.contents} gap="1" fontSize="sm">
      <Text fontWeight="semibold" textTransform="uppercase" fontSize="xs" color="fg.muted">
        {texts.guide.contents}
      </Text>
      {entries.map((entry) => (
        <Link key={entry.anchor} href={`#${entry.anchor}`} ps={entry.level === 3 ? "3" : "0"} color="fg">
          {entry.text}
        </Link>
      ))}
    </Stack>
  );
}
