import { HStack, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { paths } from "../../paths";
import { texts } from "../../texts";

export function Logo() {
  return (
    <HStack asChild gap="2" flexShrink={0}>
      <Link to={paths.home} aria-label={texts.brand}>
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <Text fontWeight="bold" fontSize="md" letterSpacing="-0.02em" color="fg">
          Dok
          <Text as="span" color="brand.fg">
            Skenas
          </Text>
        </Text>
      </Link>
    </HStack>
  );
}
