import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = { code: string; title: string; message: string; action?: ReactNode };

// The shared look of the 403, 404 and error pages.
export function StatusPage({ code, title, message, action }: Props) {
  return (
    <Stack align="center" textAlign="center" gap="3" py={{ base: "10", md: "20" }}>
      <title>{title}</title>
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg" lineHeight="1">
        {code}
      </Text>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      {action}
    </Stack>
  );
}
