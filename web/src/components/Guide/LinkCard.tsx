import { Badge, Card, Image, Text } from "@chakra-ui/react";
import { Link } from "react-router";

type Props = {
  to: string;
  title: string;
  text: string;
  image?: string | null;
  badge?: string;
  large?: boolean;
};

// A whole card that is one link: a guide category on the home page, an article on a category page.
export function LinkCard({ to, title, text, image, badge, large = false }: Props) {
  return (
    <Card.Root asChild overflow="hidden" variant="outline" _hover={{ borderColor: "brand.solid" }}>
      <Link to={to}>
        {image && <Image src={image} alt="" h="32" objectFit="cover" objectPosition="left top" />}
        <Card.Body gap="1" p="4">
          <Card.Title as="h2" fontSize={large ? "lg" : "md"}>
            {title}
          </Card.Title>
          <Text color="fg.muted" fontSize="sm">
            {text}
          </Text>
          {badge && (
            <Badge alignSelf="start" mt="1" variant="subtle">
              {badge}
            </Badge>
          )}
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
