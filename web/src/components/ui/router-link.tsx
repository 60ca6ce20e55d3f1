import { Link, type LinkProps } from "@chakra-ui/react";
import { NavLink } from "react-router";

type Props = Omit<LinkProps, "href"> & { to: string; end?: boolean };

// A Chakra link that navigates inside the app; the current page gets aria-current="page".
export function RouterLink({ to, end, children, ...props }: Props) {
  return (
    <Link asChild {...props}>
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}
