import { paths } from "../../paths";
import { texts } from "../../texts";
import type { NavItem } from "./navLinks";

const t = texts.footer;

// Footer links of spec 001 §2, grouped into columns.
export const footerColumns: { title: string; links: NavItem[] }[] = [
  {
    title: t.product,
    links: [
      { to: `${paths.landing}#kaip-veikia`, label: t.howItWorks },
      { to: `${paths.landing}#ka-moka`, label: t.whatItDoes },
      { to: `${paths.landing}#kainos`, label: t.prices },
    ],
  },
  {
    title: t.company,
    links: [
      { to: paths.about, label: t.about },
      { to: paths.guide, label: t.guide },
      { to: paths.contact, label: t.contact },
    ],
  },
  {
    title: t.tools,
    links: [
      { to: paths.salary2026, label: t.salary2026 },
      { to: paths.home, label: t.salary2025 },
      { to: paths.gpmCalculator, label: t.gpmCalculator },
      { to: paths.vatCalculator, label: t.vatCalculator },
    ],
  },
  {
    title: t.legal,
    links: [
      { to: paths.privacy, label: t.privacy },
      { to: paths.terms, label: t.terms },
    ],
  },
];
