import { Card, Heading } from "@chakra-ui/react";
import type { ReactNode } from "react";

export function CalculatorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" fontWeight="semibold">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}
