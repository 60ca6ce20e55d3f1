import { Heading, Stack, Text } from "@chakra-ui/react";
import { texts } from "../../texts";
import { useRouteSeo } from "./RouteHead";

type Props = { title: string; description?: string };

// Shows the heading and, on pages outside the public table that RouteHead serves, sets the document
// title and description (React hoists them into <head>).
export function PageHeader({ title, description }: Props) {
  const ownHead = useRouteSeo() === undefined;
  return (
    <Stack gap="1" mb="4">
      {ownHead && <title>{`${title} | ${texts.brand}`}</title>}
      {ownHead && description && <meta name="description" content={description} />}
      <Heading as="h1" size="xl" fontWeight="semibold" letterSpacing="-0.01em">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}
