import { Card, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Props = { title: string; description?: string; children: ReactNode };

export function SettingsSection({ title, description, children }: Props) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header pb="0">
        <Heading as="h2" size="md" fontWeight="semibold">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="xs">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
