import { Button, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { PageHeader } from "../components/Layout/PageHeader";
import { about } from "../content/legal";
import { contact } from "../content/site";
import { paths } from "../paths";

export function AboutPage() {
  return (
    <Stack gap="3" maxW="3xl">
      <PageHeader title={about.title} description={about.description} />
      {about.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <Text fontWeight="medium" mt="2">
        {about.contactPrompt}
      </Text>
      <Button asChild alignSelf="start" variant="outline">
        <Link to={paths.contact}>{contact.title}</Link>
      </Button>
    </Stack>
  );
}
