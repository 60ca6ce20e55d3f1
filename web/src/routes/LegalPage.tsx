import { Box, Heading, List, Stack, Text } from "@chakra-ui/react";
import { PageHeader } from "../components/Layout/PageHeader";
import type { LegalDocument } from "../content/legal";

// The privacy policy and the terms: numbered sections under the date they apply from.
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Box maxW="3xl">
      <PageHeader title={document.title} description={document.description} />
      <Text fontSize="sm" color="fg.muted" mb="6">
        {document.dated}
      </Text>
      <List.Root as="ol" gap="6" listStyleType="none" ps="0">
        {document.sections.map((section, index) => (
          <List.Item key={section.title} display="block">
            <Heading as="h2" size="lg" mb="2">
              {index + 1}. {section.title}
            </Heading>
            <Stack gap="2">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
