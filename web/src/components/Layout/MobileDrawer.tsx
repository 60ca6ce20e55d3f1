import { Button, CloseButton, Drawer, IconButton, Portal, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { LuMenu } from "react-icons/lu";
import { Link } from "react-router";
import { texts } from "../../texts";
import { formatCredits } from "./formatCredits";
import { HeaderLink } from "./HeaderLink";
import { loginLink, registerLink, type NavItem } from "./navLinks";
import { useLogout, useSession } from "./useSession";

export function MobileDrawer({ links }: { links: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={texts.nav.openMenu}
          variant="ghost"
          ms="auto"
          display={{ base: "inline-flex", lg: "none" }}
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{texts.brand}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" gap="1">
                {links.map((link) => (
                  <HeaderLink key={link.to} to={link.to} onClick={close}>
                    {link.label}
                  </HeaderLink>
                ))}
              </Stack>
              <Separator my="4" />
              {session.authenticated ? (
                <Stack gap="3">
                  <Text color="fg.muted" truncate>
                    {session.email}
                  </Text>
                  <Text>
                    {texts.nav.credits}: <b>{formatCredits(session.credits)}</b>
                  </Text>
                  <Button variant="outline" onClick={() => logout.mutate(undefined, { onSuccess: close })}>
                    {texts.nav.logout}
                  </Button>
                </Stack>
              ) : (
                <Stack gap="2">
                  <Button asChild variant="outline" onClick={close}>
                    <Link to={loginLink.to}>{loginLink.label}</Link>
                  </Button>
                  <Button asChild onClick={close}>
                    <Link to={registerLink.to}>{registerLink.label}</Link>
                  </Button>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={texts.nav.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
