import { paths } from "../../paths";
import { texts } from "../../texts";

export type NavItem = { to: string; label: string };

const t = texts.nav;

// Header link sets of spec §2 for guests, signed-in users and superusers.
export const guestLinks: NavItem[] = [{ to: paths.landing, label: t.marketing }];

export const loginLink: NavItem = { to: paths.login, label: t.login };

export const registerLink: NavItem = { to: paths.register, label: t.freeTrial };

export const userLinks: NavItem[] = [
  { to: paths.summary, label: t.summary },
  { to: paths.guide, label: t.guide },
  { to: paths.topUp, label: t.topUp },
  { to: paths.settings, label: t.settings },
];

export const adminLinks: NavItem[] = [
  { to: paths.adminErrors, label: t.adminErrors },
  { to: paths.adminAllFiles, label: t.adminAllFiles },
  { to: paths.adminAnalytics, label: t.adminAnalytics },
];

// In the account menu only: the header keeps the spec's three admin links.
export const contactMessagesLink: NavItem = { to: paths.adminContactMessages, label: t.adminContactMessages };

export function signedInLinks(isSuperuser: boolean): NavItem[] {
  return isSuperuser ? [...userLinks, ...adminLinks] : userLinks;
}
