import { Box, Flex, Link as ChakraLink, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { texts } from "../../texts";
import { footerColumns } from "./footerLinks";

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto">
      <Box maxW="7xl" mx="auto" px={{ base: "3", md: "6" }} py="8">
        <Flex direction={{ base: "column", md: "row" }} gap="8">
          <Stack gap="2" maxW="60" flexShrink={0}>
            <Text fontWeight="bold" color="white" fontSize="md">
              {texts.brand}
            </Text>
            <Text fontSize="xs" color="gray.400">
              {texts.footer.tagline}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="6" flex="1">
            {footerColumns.map((column) => (
              <Stack key={column.title} gap="1.5">
                <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="gray.400">
                  {column.title}
                </Text>
                {column.links.map((link) => (
                  <ChakraLink
                    key={link.to}
                    asChild
                    color="gray.300"
                    fontSize="sm"
                    _hover={{ color: "white" }}
                  >
                    <Link to={link.to}>{link.label}</Link>
                  </ChakraLink>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
        <Text fontSize="xs" color="gray.500" mt="8" pt="4" borderTopWidth="1px" borderColor="gray.800">
          © {new Date().getFullYear()} {texts.brand}
        </Text>
      </Box>
    </Box>
  );
}
