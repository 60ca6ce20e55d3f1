import { Badge, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { LuChevronDown, LuCircleUser, LuLogOut } from "react-icons/lu";
import { Link } from "react-router";
import { paths } from "../../paths";
import { texts } from "../../texts";
import { formatCredits } from "./formatCredits";
import { adminLinks, contactMessagesLink } from "./navLinks";
import { useLogout, useSession } from "./useSession";

export function AccountMenu() {
  const session = useSession();
  const logout = useLogout();
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }}>
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label={texts.nav.account} maxW="64">
          <LuCircleUser />
          <Text truncate>{session.email ?? texts.nav.account}</Text>
          <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel display="flex" justifyContent="space-between" gap="3">
                {texts.nav.credits}
                <Badge colorPalette="brand">{formatCredits(session.credits)}</Badge>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="settings" asChild>
              <Link to={paths.settings}>{texts.nav.settings}</Link>
            </Menu.Item>
            {session.isSuperuser &&
              [...adminLinks, contactMessagesLink].map((link) => (
                <Menu.Item key={link.to} value={link.to} asChild>
                  <Link to={link.to}>{link.label}</Link>
                </Menu.Item>
              ))}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={() => logout.mutate()}>
              <LuLogOut />
              {texts.nav.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
