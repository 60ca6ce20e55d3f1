// Structured data for search engines; "<" is escaped so no text in it can end the script element.
export function JsonLd({ data }: { data: object[] }) {
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
