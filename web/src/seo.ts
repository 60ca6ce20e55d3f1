import { paths } from "./paths";
import { texts } from "./texts";

export type PageSeo = {
  title: string;
  description: string;
  // schema.org objects the server adds to the page's head as JSON-LD.
  jsonLd?: Record<string, unknown>[];
};

const titled = (title: string) => `${title} | ${texts.brand}`;

// The public pages search engines index (spec 001 §2), with their head texts: the app sets them on
// the page (RouteHead), the build prerenders each page (scripts/prerender.mjs) and the API serves
// them in the HTML with the canonical address and Open Graph tags (api/site/). A new public page
// gets its line here. The guide's categories and articles come from the database instead.
export const publicPages: Record<string, PageSeo> = {
  [paths.home]: {
    title: titled(texts.pages.home),
    description:
      "Nemokama 2025 m. atlyginimo skaičiuoklė: atlyginimas į rankas ir „ant popieriaus“, GPM, Sodros įmokos, NPD ir darbdavio sąnaudos.",
    jsonLd: [{ "@context": "https://schema.org", "@type": "WebSite", name: texts.brand, inLanguage: "lt" }],
  },
  [paths.salary2026]: {
    title: titled(texts.pages.salary2026),
    description:
      "2026 m. atlyginimo skaičiuoklė su progresiniu GPM (20, 25 ir 32 %): atlyginimas į rankas, Sodros įmokos, NPD ir metinė lentelė pagal 36 ir 60 VDU.",
  },
  [paths.landing]: {
    title: titled(texts.pages.landing),
    description:
      "DokSkenas per maždaug 30 sekundžių nuskaito sąskaitas faktūras ir paruošia jas importui į Finvalda, Rivilė, Centas ir Apskaita5. 50 kreditų nemokamai.",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "SoftwareApplication",
        name: texts.brand,
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web",
        inLanguage: "lt",
        offers: { "@type": "Offer", price: "0.18", priceCurrency: "EUR" },
      },
    ],
  },
  [paths.vatCalculator]: {
    title: titled(texts.pages.vatCalculator),
    description:
      "Pridėkite arba išskaičiuokite PVM pagal Lietuvos PVM tarifus. PVM tarifų istorija Lietuvoje ir standartiniai PVM tarifai ES šalyse.",
  },
  [paths.gpmCalculator]: {
    title: titled(texts.pages.gpmCalculator),
    description:
      "Pridėkite arba išskaičiuokite gyventojų pajamų mokestį pagal 5, 15, 20, 25 ir 32 % tarifus. GPM tarifai Lietuvoje ir ES šalių palyginimas.",
  },
  [paths.guide]: {
    title: titled(texts.guide.title),
    description:
      // The server renders the guide's home from the database (api/guide/seo.py) with this same text.
      "DokSkenas naudojimo gidas: registracija, dokumentų įkėlimas ir tikrinimas, kreditai ir eksportas į Rivilę GAMA, Rivilę ERP, Finvaldą, Centą ir Apskaitą5.",
  },
  [paths.contact]: {
    title: titled(texts.pages.contact),
    description:
      "Susisiekite su DokSkenas komanda: klausimai apie sąskaitų skaitmenizavimą, kreditus ir eksportą į apskaitos programas.",
  },
  [paths.about]: {
    title: titled(texts.pages.about),
    description:
      "DokSkenas – lietuviška paslauga, kuri dirbtiniu intelektu skaitmenizuoja sąskaitas faktūras ir eksportuoja jų duomenis į apskaitos programas.",
  },
  [paths.privacy]: {
    title: titled(texts.pages.privacy),
    description:
      "Kaip DokSkenas tvarko asmens duomenis ir įkeltus dokumentus: kokie duomenys renkami, kiek laiko saugomi ir kokias teises turite.",
  },
  [paths.terms]: {
    title: titled(texts.pages.terms),
    description:
      "DokSkenas paslaugos naudojimo taisyklės: paskyra, kreditai ir mokėjimai, atsakomybė ir kitos sąlygos.",
  },
};

// The table's entry for a location ("/pvm-skaiciuokle/" is the same page as "/pvm-skaiciuokle").
export function seoFor(pathname: string): PageSeo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(publicPages, path) ? publicPages[path] : undefined;
}
