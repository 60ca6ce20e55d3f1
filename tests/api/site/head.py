"""Reading a page's HTML the way a crawler without JavaScript does."""

from dataclasses import dataclass

from lxml import html


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    canonical: str
    og: dict[str, str]
    twitter: dict[str, str]
    robots: str | None
    json_ld: list[str]
    main_text: str


def read_head(page: str) -> Head:
    tree = html.fromstring(page)

    def content(xpath: str) -> str | None:
        found = tree.xpath(xpath)
        return str(found[0].get("content")) if found else None

    metas = tree.xpath("//head/meta")
    return Head(
        title=" ".join(str(title.text_content()) for title in tree.xpath("//head/title")),
        description=content("//head/meta[@name='description']") or "",
        canonical=" ".join(str(link.get("href")) for link in tree.xpath("//head/link[@rel='canonical']")),
        og={
            str(m.get("property")): str(m.get("content"))
            for m in metas
            if m.get("property", "").startswith("og:")
        },
        twitter={
            str(m.get("name")): str(m.get("content"))
            for m in metas
            if m.get("name", "").startswith("twitter:")
        },
        robots=content("//head/meta[@name='robots']"),
        json_ld=[str(script.text) for script in tree.xpath("//head/script[@type='application/ld+json']")],
        main_text=" ".join(
            " ".join(str(main.text_content()).split()) for main in tree.xpath("//div[@id='root']/main")
        ),
    )
