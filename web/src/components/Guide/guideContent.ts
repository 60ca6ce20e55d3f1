import { generatePath } from "react-router";
import type { Article } from "../../client";
import { paths } from "../../paths";
import { texts } from "../../texts";

export type Block = Article["body"][number];
export type Crumb = { name: string; to: string };
export type TocEntry = { anchor: string; text: string; level: number };

export const categoryPath = (slug: string) => generatePath(paths.guideCategory, { slug });
export const articlePath = (slug: string) => generatePath(paths.guideArticle, { slug });

export function articleCount(n: number): string {
  const [one, few, many] = texts.guide.articleForms;
  const tens = n % 100;
  const form = n % 10 === 1 && tens !== 11 ? one : n % 10 >= 2 && (tens < 12 || tens > 19) ? few : many;
  return `${n} ${form}`;
}

// The table of contents lists the body's headings; their anchors come from the server, which makes
// them unique per article (api/guide/blocks.py).
export function tableOfContents(body: Block[]): TocEntry[] {
  return body.flatMap((block) =>
    block.type === "heading" && block.anchor
      ? [{ anchor: block.anchor, text: block.text, level: block.level ?? 2 }]
      : [],
  );
}

export function articleTrail(
  article: Pick<Article, "title" | "slug" | "category_title" | "category_slug">,
): Crumb[] {
  return [
    { name: texts.guide.title, to: paths.guide },
    { name: article.category_title, to: categoryPath(article.category_slug) },
    { name: article.title, to: articlePath(article.slug) },
  ];
}

function absolute(origin: string, path: string): string {
  return path.startsWith("/") ? origin + path : path;
}

export function breadcrumbJsonLd(trail: Crumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.to),
    })),
  };
}

// schema.org Article, as the server renders it for the first load (api/guide/seo.py).
export function articleJsonLd(article: Article, origin: string) {
  const firstImage = article.body.find((block) => block.type === "image");
  const image = article.main_image_url ?? (firstImage?.type === "image" ? firstImage.src : null);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.search_description,
    author: { "@type": "Organization", name: article.author_name || texts.brand },
    publisher: { "@type": "Organization", name: texts.brand },
    mainEntityOfPage: absolute(origin, articlePath(article.slug)),
    inLanguage: "lt",
    ...(article.first_published_at ? { datePublished: article.first_published_at } : {}),
    ...(article.last_published_at ? { dateModified: article.last_published_at } : {}),
    ...(image ? { image: absolute(origin, image) } : {}),
  };
}
