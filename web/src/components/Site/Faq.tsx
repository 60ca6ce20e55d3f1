import { Accordion, Heading, Span } from "@chakra-ui/react";
import { useState } from "react";

type Item = { question: string; answer: string };

// One answer open at a time, the first one open at the start (spec 001 §4 "FAQ accordion").
export function Faq({ items }: { items: readonly Item[] }) {
  const [open, setOpen] = useState<string[]>(["0"]);
  return (
    <Accordion.Root
      collapsible
      value={open}
      onValueChange={(details) => setOpen(details.value.slice(-1))}
      variant="enclosed"
      bg="bg"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={String(index)}>
          <Accordion.ItemTrigger cursor="pointer">
            <Heading as="h3" size="sm" flex="1" fontWeight="medium">
              <Span>{item.question}</Span>
            </Heading>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
