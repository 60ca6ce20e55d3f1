import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useEffect } from "react";
import { LuCircleCheck, LuPlay } from "react-icons/lu";
import { Link, useLocation, useNavigate } from "react-router";
import { tracker } from "../analytics/tracker";
import { DemoDialog } from "../components/Site/DemoDialog";
import { Faq } from "../components/Site/Faq";
import { scrollToAnchor } from "../components/Site/hashScroll";
import { LandingPrices } from "../components/Site/LandingPrices";
import { Section } from "../components/Site/Section";
import { landing as t } from "../content/landing";
import { paths } from "../paths";

export const DEMO_HASH = "#demo";

export function LandingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const demoOpen = location.hash === DEMO_HASH;

  useEffect(() => {
    if (demoOpen) {
      tracker.viewContent("demo");
      return;
    }
    if (location.hash.length > 1) return scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
  }, [location.hash, location.key, demoOpen]);

  // The dialog lives in the address (#demo), so the button, a shared link and Back all agree.
  const openDemo = () => navigate({ hash: DEMO_HASH });
  const closeDemo = () => navigate({ hash: "" }, { replace: true });

  return (
    <>
      <title>{`${t.title} | DokSkenas`}</title>
      <meta name="description" content={t.description} />
      <Box as="section" aria-labelledby="hero-title" py={{ base: "4", md: "10" }}>
        <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="center">
          <Stack gap="5">
            <Text color="brand.fg" fontWeight="semibold">
              {t.title}
            </Text>
            <Heading as="h1" id="hero-title" size={{ base: "3xl", md: "5xl" }} letterSpacing="-0.02em">
              {t.heroTitle}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t.heroBody}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild size="lg">
                <Link to={paths.register}>{t.register}</Link>
              </Button>
              <Button size="lg" variant="outline" onClick={openDemo}>
                <LuPlay /> {t.watchDemo}
              </Button>
            </Flex>
            <List.Root gap="1.5" variant="plain">
              {t.heroFacts.map((fact) => (
                <List.Item key={fact} alignItems="center">
                  <List.Indicator asChild color="green.600">
                    <LuCircleCheck />
                  </List.Indicator>
                  {fact}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Box
            as="button"
            onClick={openDemo}
            aria-label={t.watchDemo}
            display={{ base: "none", lg: "block" }}
            borderWidth="1px"
            rounded="l3"
            overflow="hidden"
            shadow="lg"
            cursor="pointer"
            position="relative"
            _hover={{ shadow: "xl" }}
          >
            <Image src={t.demoSlides[2].image} alt="" width={1200} height={675} w="full" h="auto" />
            <Flex position="absolute" inset="0" align="center" justify="center">
              <Flex bg="brand.solid" color="white" rounded="full" p="4" shadow="md">
                <LuPlay size={28} />
              </Flex>
            </Flex>
          </Box>
        </Grid>
        <Box mt="8" borderWidth="1px" rounded="l3" bg="bg.subtle" p={{ base: "4", md: "5" }}>
          <Text fontWeight="semibold" mb="3">
            {t.speedTitle}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {t.speed.map((item) => (
              <Stack key={item.value} gap="0.5">
                <Text fontSize="2xl" fontWeight="bold">
                  {item.value}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {item.label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" mt="3">
            {t.speedNote}
          </Text>
        </Box>
      </Box>

      <Section id="kaip-veikia" title={t.howTitle}>
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, lg: 4 }} gap="4" listStyleType="none">
          {t.howSteps.map((step, index) => (
            <Card.Root as="li" key={step.title} size="sm">
              <Card.Body gap="2">
                <Badge alignSelf="start" colorPalette="brand" variant="solid" size="lg">
                  {index + 1}
                </Badge>
                <Heading as="h3" size="md">
                  {step.title}
                </Heading>
                <Text color="fg.muted">{step.body}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="ka-moka" title={t.canTitle}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {t.capabilities.map((item) => (
            <Box key={item.title} borderWidth="1px" rounded="l2" p="4" bg="bg">
              <Heading as="h3" size="sm" mb="1.5">
                {item.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {item.body}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="kainos" title={t.pricesTitle} lead={t.pricesBody}>
        <LandingPrices />
        <Stack gap="1" mt="4" color="fg.muted" fontSize="sm">
          <Text>{t.pricesFree}</Text>
          <Text>{t.pricesNoRefund}</Text>
        </Stack>
      </Section>

      <Section title={t.integrationsTitle} lead={t.integrationsBody}>
        <HStack as="ul" wrap="wrap" gap="2" listStyleType="none">
          {t.integrations.map((item) => (
            <Box as="li" key={item.name} borderWidth="1px" rounded="l2" px="3" py="2" bg="bg">
              <Text fontWeight="semibold">{item.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {item.format}
              </Text>
            </Box>
          ))}
        </HStack>
      </Section>

      <Section title={t.faqTitle}>
        <Box maxW="3xl">
          <Faq items={t.faq} />
        </Box>
      </Section>

      <Box
        as="section"
        aria-labelledby="cta-title"
        bg="brand.subtle"
        rounded="l3"
        p={{ base: "5", md: "8" }}
        my="6"
      >
        <Stack gap="3" align={{ base: "stretch", md: "start" }}>
          <Heading as="h2" id="cta-title" size="xl">
            {t.ctaTitle}
          </Heading>
          <Text color="fg.muted">{t.ctaBody}</Text>
          <Button asChild size="lg" alignSelf="start">
            <Link to={paths.register}>{t.register}</Link>
          </Button>
        </Stack>
      </Box>

      <DemoDialog open={demoOpen} onClose={closeDemo} />
    </>
  );
}
