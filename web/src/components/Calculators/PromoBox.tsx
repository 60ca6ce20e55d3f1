import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { TrackClickIn } from "../../client";
import { siteApi } from "../../api/site";
import { tracker } from "../../analytics/tracker";
import { paths } from "../../paths";
import { texts } from "../../texts";

const t = texts.calculators;

type Props = {
  // The salary calculators count the learn-more clicks (spec 001 §7: `{ad_name}` for 2025, `{token}`
  // for 2026); the VAT and GPM calculators make no calls.
  click?: TrackClickIn;
};

// The calculators' pointer to the product (spec 001 §2 "promo box with a learn-more button").
export function PromoBox({ click }: Props) {
  useEffect(() => {
    if (click) tracker.viewContent(t.promoTitle);
  }, [click]);

  function counted() {
    // Counting must never stand in the visitor's way: an error is dropped (spec: "logged or ignored").
    if (click) siteApi.trackClick(click).catch(() => undefined);
  }

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
        <Link to={paths.landing} onClick={counted}>
          {t.promoButton}
        </Link>
      </Button>
    </Flex>
  );
}
