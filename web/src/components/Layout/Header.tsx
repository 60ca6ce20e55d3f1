import { Badge, Box, Button, Flex, HStack } from "@chakra-ui/react";
import { Link } from "react-router";
import { texts } from "../../texts";
import { AccountMenu } from "./AccountMenu";
import { formatCredits } from "./formatCredits";
import { HeaderLink } from "./HeaderLink";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { guestLinks, loginLink, registerLink, signedInLinks } from "./navLinks";
import { useSession } from "./useSession";

export function Header() {
  const session = useSession();
  const links = session.authenticated ? signedInLinks(session.isSuperuser) : guestLinks;
  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="7xl" mx="auto" px={{ base: "3", md: "6" }} h="12" align="center" gap="6">
        <Logo />
        <HStack as="nav" gap="0.5" flex="1" display={{ base: "none", lg: "flex" }}>
          {links.map((link) => (
            <HeaderLink key={link.to} to={link.to}>
              {link.label}
            </HeaderLink>
          ))}
        </HStack>
        <HStack gap="2" ms="auto" display={{ base: "none", lg: "flex" }}>
          {session.authenticated ? (
            <>
              <Badge variant="surface" colorPalette="brand" size="md">
                {texts.nav.credits}: {formatCredits(session.credits)}
              </Badge>
              <AccountMenu />
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to={loginLink.to}>{loginLink.label}</Link>
              </Button>
              <Button asChild>
                <Link to={registerLink.to}>{registerLink.label}</Link>
              </Button>
            </>
          )}
        </HStack>
        <MobileDrawer links={links} />
      </Flex>
    </Box>
  );
}
