import { useLocation } from "react-router";
import { seoFor } from "../../seo";
import { JsonLd } from "../Guide/JsonLd";

// The search-engine texts of the current page when it is one of the public pages (src/seo.ts).
export function useRouteSeo() {
  return seoFor(useLocation().pathname);
}

// Sets the title, description and structured data of a public page from the table (React hoists the
// first two into <head>); the API sends the same ones in the HTML (api/site/), which main.tsx removes.
export function RouteHead() {
  const seo = useRouteSeo();
  if (!seo) return null;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      {seo.jsonLd && <JsonLd data={seo.jsonLd} />}
    </>
  );
}
