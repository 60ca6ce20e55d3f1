import { Box, Button, Flex, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { siteConfigQuery } from "../../api/queries";
import { readConsent, writeConsent, type Consent } from "../../analytics/consent";
import { tracker } from "../../analytics/tracker";
import { consent as t } from "../../content/site";
import { paths } from "../../paths";

// The analytics setup on every route change (spec 001 §4) and the cookie banner. The banner shows
// only where an ad pixel is configured: without one the site sets no cookie that needs consent.
export function SiteAnalytics() {
  const config = useQuery(siteConfigQuery);
  const location = useLocation();
  const [consent, setConsent] = useState<Consent | null>(readConsent);
  if (config.data) tracker.configure(config.data.meta_pixel_id);

  useEffect(() => {
    tracker.pageView(location.pathname);
  }, [location.pathname, consent, config.data]);

  if (!tracker.configured || consent !== null) return null;
  const answer = (value: Consent) => {
    writeConsent(value);
    setConsent(value);
  };
  return (
    <Box
      role="region"
      aria-label={t.label}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="overlay"
      bg="bg"
      borderTopWidth="1px"
      shadow="lg"
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: "3", md: "6" }}
        py="3"
        gap="3"
        direction={{ base: "column", md: "row" }}
        align={{ base: "stretch", md: "center" }}
      >
        <Text flex="1">
          {t.body}{" "}
          <ChakraLink asChild color="brand.fg">
            <Link to={paths.privacy}>{t.more}</Link>
          </ChakraLink>
        </Text>
        <HStack gap="2" flexShrink={0}>
          <Button variant="outline" onClick={() => answer("denied")}>
            {t.decline}
          </Button>
          <Button onClick={() => answer("granted")}>{t.accept}</Button>
        </HStack>
      </Flex>
    </Box>
  );
}
