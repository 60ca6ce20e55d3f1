import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { paths } from "../../paths";
import { texts } from "../../texts";

const t = texts.calculators;

// The calculators' pointer to the product (spec 001 §2 "promo box with a learn-more button").
export function PromoBox() {
  return (
    <Flex
      as="aside"
      direction={{ base: "column", sm: "row" }}
      gap="3"
      align={{ base: "stretch", sm: "center" }}
      justify="space-between"
      borderWidth="1px"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      rounded="l2"
      px="4"
      py="3"
    >
      <Stack gap="0.5">
        <Text fontWeight="semibold">{t.promoTitle}</Text>
        <Text color="fg.muted">{t.promoBody}</Text>
      </Stack>
      <Button asChild flexShrink={0}>
        <Link to={paths.landing}>{t.promoButton}</Link>
      </Button>
    </Flex>
  );
}
