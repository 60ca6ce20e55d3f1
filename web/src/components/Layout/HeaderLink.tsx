import type { ReactNode } from "react";
import { RouterLink } from "../ui/router-link";

type Props = { to: string; children: ReactNode; onClick?: () => void };

export function HeaderLink({ to, children, onClick }: Props) {
  return (
    <RouterLink
      to={to}
      onClick={onClick}
      px="2.5"
      py="1.5"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      textDecoration="none"
      whiteSpace="nowrap"
      _hover={{ bg: "bg.muted", color: "fg", textDecoration: "none" }}
      _currentPage={{ bg: "brand.subtle", color: "brand.fg" }}
    >
      {children}
    </RouterLink>
  );
}
