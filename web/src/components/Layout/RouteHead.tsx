import { useLocation } from "react-router";
import { seoFor } from "../../seo";

// The search-engine texts of the current page when it is one of the public pages (src/seo.ts).
export function useRouteSeo() {
  return seoFor(useLocation().pathname);
}

// Sets the title and description of a public page from the table (React hoists them into <head>);
// the API sends the same ones in the HTML (api/site/).
export function RouteHead() {
  const seo = useRouteSeo();
  if (!seo) return null;
  return (
    <>
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
    </>
  );
}
