import { Box, Heading, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

type Props = { id?: string; title: string; lead?: string; children: ReactNode };

// A landing page section; the margin keeps its heading clear of the sticky header after a hash scroll.
export function Section({ id, title, lead, children }: Props) {
  const titleId = useId();
  return (
    <Box as="section" id={id} aria-labelledby={titleId} scrollMarginTop="16" py={{ base: "6", md: "10" }}>
      <Heading as="h2" id={titleId} size="2xl" fontWeight="semibold" mb={lead ? "2" : "5"}>
        {title}
      </Heading>
      {lead && (
        <Text color="fg.muted" mb="5" maxW="3xl">
          {lead}
        </Text>
      )}
      {children}
    </Box>
  );
}
