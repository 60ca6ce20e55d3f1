import { Badge, Card, Image, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import type { Category } from "../../client";
import { articleCount, categoryPath } from "./guideContent";

export function CategoryCard({ category }: { category: Category }) {
  return (
    <Card.Root asChild overflow="hidden" variant="outline" _hover={{ borderColor: "brand.solid" }}>
      <Link to={categoryPath(category.slug)}>
        {category.cat_image_url && (
          <Image src={category.cat_image_url} alt="" h="32" objectFit="cover" objectPosition="left top" />
        )}
        <Card.Body gap="1" p="4">
          <Card.Title as="h2" fontSize="lg">
            {category.title}
          </Card.Title>
          <Text color="fg.muted" fontSize="sm">
            {category.description}
          </Text>
          <Badge alignSelf="start" mt="1" variant="subtle">
            {articleCount(category.articles.length)}
          </Badge>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
