import { Heading, Stack, Text } from "@chakra-ui/react";
import { texts } from "../../texts";

type Props = { title: string; description?: string };

// Sets the document title and description (React hoists them into <head>) and shows the heading.
export function PageHeader({ title, description }: Props) {
  return (
    <Stack gap="1" mb="4">
      <title>{`${title} | ${texts.brand}`}</title>
      {description && <meta name="description" content={description} />}
      <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="-0.01em">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}
