"""A layout grammar for generated invoices: each document draws its own language, column set and order,
header wording, label placement, table style, totals, fonts and decorations, so that reading them measures
reading, not remembering a layout.

What it draws from: header phrases and abbreviations in LT, EN, DE, PL, LV and EE (tests/eval/vocabulary.py);
columns chosen from code, unit, quantity, quantity and unit in one cell, price, VAT rate, net, VAT and gross
amounts, in the usual or a shuffled order, the name column anywhere; header cells wrapped over two lines
where the column is narrower than its heading; names wrapped over lines; dates and totals labelled beside,
above or in a box; parties side by side, stacked, or the seller as a letterhead; ruled, grid, shaded or
bare tables; a VAT summary table; amounts with spaces, dots or nothing as thousands separators; the total
in words; a logo and a stamp (a picture, as scanned stamps are); seven fonts at 7.5–10 pt.

`generate_seeds` makes one document per seed: half the seeds give a grammar document, the other half one
of the generator's fixed layouts (among them the till roll and the credit note).
"""

from __future__ import annotations

import io
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from decimal import Decimal

import pymupdf
from PIL import Image, ImageDraw, ImageFont

from tests.eval.generator import (
    FONT_DIR,
    FONTS,
    LAYOUTS,
    Canvas,
    GeneratedDocument,
    Item,
    Spec,
    _truth,
    _wrap,
    build_document,
    fmt_amount,
    fmt_date,
    fmt_quantity,
    fmt_rate,
)
from tests.eval.lt_data import Party, group4
from tests.eval.vocabulary import AMOUNT_STYLES, DATE_STYLES, LANGUAGES, PHRASES, amount_in_words

# seed % 14: the seven fixed layouts, then seven grammar documents
SEED_LAYOUTS = (*LAYOUTS, *["grammar"] * len(LAYOUTS))
LANGUAGE_WEIGHTS = (5, 1, 1, 1, 1, 1)  # Lithuanian first: most of what our users receive
PAGE_BOTTOM = 790.0


def generate_seeds(seeds: Iterable[int]) -> list[GeneratedDocument]:
    """One document per seed, drawn from that seed alone: a document is the same whichever range it is
    generated in, so the evaluation's tuning and unseen parts are disjoint seed ranges."""
    documents = []
    for seed in seeds:
        rng = random.Random(seed)
        layout = SEED_LAYOUTS[seed % len(SEED_LAYOUTS)]
        grammar = (lambda spec: layout_grammar(spec, rng)) if layout == "grammar" else None  # noqa: B023
        documents.append(build_document(rng, seed, layout, grammar))
    return documents


@dataclass
class Column:
    kind: str  # no name code unit qty qty_unit price rate net vat gross
    heading: str
    value: Callable[[Item, int], str]
    width: float = 0.0


# what each column puts into a line's truth
TRUTH_OF_COLUMN = {
    "name": ("prekes_pavadinimas",),
    "code": ("prekes_kodas",),
    "unit": ("unit",),
    "qty": ("quantity",),
    "qty_unit": ("quantity", "unit"),
    "price": ("price",),
    "rate": ("vat_percent",),
    "net": ("subtotal",),
    "gross": ("total",),
}


class Draw:
    """One grammar document: the spec, the language's phrases and the choices drawn for it."""

    def __init__(self, spec: Spec, rng: random.Random) -> None:
        self.rng = rng
        self.language = rng.choices(LANGUAGES, weights=LANGUAGE_WEIGHTS)[0]
        self.spec = replace(
            spec,
            font=rng.choice(list(FONTS)),
            amount_style=rng.choice(AMOUNT_STYLES[self.language]),
            date_style=rng.choice(DATE_STYLES[self.language]),
        )
        self.size = rng.choice([7.5, 8.0, 8.5, 9.0, 10.0])
        self.c = Canvas(self.spec.font)
        self.left = rng.uniform(28, 55)
        self.right = 595 - rng.uniform(28, 55)
        self.colon = rng.choice([":", ":", ""])

    def phrase(self, kind: str) -> str:
        return self.rng.choice(PHRASES[self.language][kind])

    def label(self, kind: str) -> str:
        return self.phrase(kind) + self.colon

    def money(self, value: Decimal) -> str:
        return fmt_amount(value, self.spec.amount_style)

    def line_height(self, size: float | None = None) -> float:
        return (size or self.size) * 1.35

    # --- blocks ---------------------------------------------------------------------------------------

    def logo(self, x: float, y: float) -> None:
        """A coloured mark with the seller's initials, as letterheads have."""
        page = self.c.page
        assert page is not None
        colour = self.rng.choice([(0.1, 0.3, 0.6), (0.7, 0.2, 0.1), (0.1, 0.5, 0.3), (0.3, 0.3, 0.3)])
        page.draw_rect(pymupdf.Rect(x, y, x + 38, y + 38), color=colour, fill=colour)
        words = self.spec.seller.name.split("„")[-1].strip("“").split()
        initials = "".join(w[0] for w in words[:2]).upper()
        white = pymupdf.TextWriter(page.rect, color=(1, 1, 1))
        white.append((x + 6, y + 26), initials, font=self.c.fonts["b"], fontsize=16)
        white.write_text(page)

    def stamp(self, x: float, y: float) -> None:
        """A round stamp with a word in it, turned a little: a picture, as a stamp on a scanned page is."""
        image = Image.new("RGBA", (260, 260), (255, 255, 255, 0))
        draw = ImageDraw.Draw(image)
        ink = (40, 60, 170, 200) if self.rng.random() < 0.5 else (190, 30, 30, 200)
        draw.ellipse((10, 10, 250, 250), outline=ink, width=9)
        draw.ellipse((34, 34, 226, 226), outline=ink, width=4)
        font = ImageFont.truetype(f"{FONT_DIR}/{FONTS['dejavu-sans'][1]}", 34)
        word = self.phrase("stamp")
        box = draw.textbbox((0, 0), word, font=font)
        draw.text((130 - (box[2] - box[0]) / 2, 112), word, font=font, fill=ink)
        image = image.rotate(self.rng.uniform(-25, 25), expand=False)
        buffer = io.BytesIO()
        image.save(buffer, "PNG")
        assert self.c.page is not None
        self.c.page.insert_image(pymupdf.Rect(x, y, x + 80, y + 80), stream=buffer.getvalue())

    def labelled(self, x: float, y: float, label: str, value: str, style: str, align: str = "left") -> float:
        """A label and its value beside each other, the label above, or both in a box; the next y."""
        size, c = self.size, self.c
        if style == "beside":
            c.text(x, y, f"{label} {value}", size, align=align)
            return y + self.line_height()
        if style == "above":
            c.text(x, y, label, size - 1, bold=True, align=align)
            c.text(x, y + self.line_height(size - 1), value, size, align=align)
            return y + self.line_height(size - 1) + self.line_height() + 2
        width = max(c.width(label, size - 1, True), c.width(value, size)) + 10
        x0 = x - width if align == "right" else x
        c.box(x0, y - size - 3, x0 + width, y + self.line_height(size - 1) + 4)
        c.text(x0 + 5, y, label, size - 1, bold=True)
        c.text(x0 + 5, y + self.line_height(size - 1), value, size)
        return y + self.line_height(size - 1) + self.line_height() + 8

    def heading(self, y: float) -> float:
        """Title, number and dates, on the left or the right of the page."""
        spec, c = self.spec, self.c
        align = self.rng.choice(["left", "right"])
        x = self.left if align == "left" else self.right
        c.text(x, y, self.phrase("title"), self.size + self.rng.choice([4, 6, 8]), bold=True, align=align)
        y += self.line_height(self.size + 6) + 2
        number = self.phrase("number").format(s=spec.series, n=spec.number)
        c.text(x, y, number, self.size + 1, bold=self.rng.random() < 0.5, align=align)
        y += self.line_height() + 4
        dates = [(self.label("date"), fmt_date(spec.issued, spec.date_style))]
        if spec.due:
            dates.append((self.label("due"), fmt_date(spec.due, spec.date_style)))
        style = self.rng.choice(["beside", "above", "box"])
        if style == "box" and self.rng.random() < 0.5:  # boxes side by side
            end = y
            for label, value in dates if align == "left" else reversed(dates):
                end = self.labelled(x, y, label, value, "box", align)
                width = max(c.width(label, self.size - 1, True), c.width(value, self.size)) + 18
                x += width if align == "left" else -width
            return end
        for label, value in dates:
            y = self.labelled(x, y, label, value, style, align)
        return y

    def party(self, x: float, y: float, role: str, party: Party, with_iban: bool, width: float) -> float:
        size, c = self.size, self.c
        title = self.label(role)
        if self.rng.random() < 0.3:  # "Pardavėjas: UAB „…“" on one line
            c.text(x, y, title, size, bold=True)
            c.text(x + c.width(title, size, True) + 5, y, party.name, size, bold=True)
        else:
            c.text(x, y, title, size - 0.5, bold=True)
            y += self.line_height()
            for part in _wrap(c, party.name, width, size + 1):
                c.text(x, y, part, size + 1, bold=True)
                y += self.line_height(size + 1)
            y -= self.line_height(size + 1) - self.line_height()
        y += self.line_height()
        details = [f"{self.label('code')} {party.code}"]
        if party.vat_code:
            details.append(f"{self.label('vat')} {party.vat_code}")
        address = party.address if self.rng.random() < 0.4 else f"{self.label('address')} {party.address}"
        details.insert(self.rng.choice([0, len(details)]), address)
        if with_iban and party.iban:
            iban = group4(party.iban) if self.spec.iban_grouped else party.iban
            details.append(f"{self.label('iban')} {iban}")
        for line in details:
            for part in _wrap(c, line, width, size):
                c.text(x, y, part, size)
                y += self.line_height()
        return y

    def parties(self, y: float, letterhead: bool) -> tuple[float, bool]:
        """Both parties; whether the seller's IBAN was printed with them."""
        spec = self.spec
        iban_here = self.rng.random() < 0.6
        half = (self.right - self.left) / 2
        arrangement = "stacked" if letterhead else self.rng.choice(["side", "side", "swapped", "stacked"])
        if arrangement == "stacked":
            if not letterhead:
                y = self.party(self.left, y, "seller", spec.seller, iban_here, half * 1.6) + 8
            return self.party(self.left, y, "buyer", spec.buyer, False, half * 1.6), iban_here or letterhead
        seller_x, buyer_x = (
            (self.left, self.left + half) if arrangement == "side" else (self.left + half, self.left)
        )
        end_seller = self.party(seller_x, y, "seller", spec.seller, iban_here, half - 12)
        end_buyer = self.party(buyer_x, y, "buyer", spec.buyer, False, half - 12)
        return max(end_seller, end_buyer), iban_here

    def letterhead(self, y: float) -> float:
        """The seller as the page's head: name large, address and codes in a line or two."""
        seller, c = self.spec.seller, self.c
        c.text(self.left, y, seller.name, self.size + 5, bold=True)
        y += self.line_height(self.size + 5)
        c.text(self.left, y, seller.address, self.size)
        y += self.line_height()
        codes = [f"{self.label('code')} {seller.code}"]
        if seller.vat_code:
            codes.append(f"{self.label('vat')} {seller.vat_code}")
        if seller.iban:
            codes.append(
                f"{self.label('iban')} {group4(seller.iban) if self.spec.iban_grouped else seller.iban}"
            )
        separator = self.rng.choice(["   ", " | ", " · "])
        c.text(self.left, y, separator.join(codes[:2]), self.size)
        y += self.line_height()
        if len(codes) > 2:
            c.text(self.left, y, codes[2], self.size)
            y += self.line_height()
        c.hline(self.left, self.right, y, 0.8)
        return y + self.line_height()

    # --- the table ------------------------------------------------------------------------------------

    def columns(self) -> list[Column]:
        rng, spec = self.rng, self.spec
        rate_format = rng.choice(["{r}", "{r} %", "{r}%"])
        values: dict[str, Callable[[Item, int], str]] = {
            "no": lambda i, n: str(n),
            "name": lambda i, n: i.name,
            "code": lambda i, n: i.code or "",
            "unit": lambda i, n: i.unit,
            "qty": lambda i, n: fmt_quantity(i.quantity, spec.amount_style),
            "qty_unit": lambda i, n: f"{fmt_quantity(i.quantity, spec.amount_style)} {i.unit}",
            "price": lambda i, n: self.money(i.price),
            "rate": lambda i, n: rate_format.format(r=int(i.vat_percent)),
            "net": lambda i, n: self.money(i.subtotal),
            "vat": lambda i, n: self.money(i.vat),
            "gross": lambda i, n: self.money(i.total),
        }
        quantity = rng.choice([["qty"], ["unit", "qty"], ["qty", "unit"], ["qty_unit"]])
        amounts = rng.choice([["net"], ["net", "gross"], ["net", "vat", "gross"], ["gross"]])
        kinds = [
            *(["code"] if rng.random() < 0.45 else []),
            *quantity,
            *(["price"] if rng.random() < 0.85 else []),
            *(["rate"] if rng.random() < 0.5 else []),
            *amounts,
        ]
        if rng.random() < 0.3:
            rng.shuffle(kinds)
        kinds.insert(0 if rng.random() < 0.8 else rng.randint(0, len(kinds)), "name")
        if rng.random() < 0.6:
            kinds.insert(0, "no")
        heading = {"qty_unit": "col_qty", **{k: f"col_{k}" for k in values if k != "qty_unit"}}
        return [Column(kind, self.phrase(heading[kind]), values[kind]) for kind in kinds]

    def fit(self, columns: list[Column], size: float) -> None:
        """Widths from the cells; a heading wider than its column wraps; the name takes what is left."""
        c = self.c
        for col in columns:
            if col.kind == "name":
                continue
            cells = [col.value(item, n) for n, item in enumerate(self.spec.items, 1)]
            widest_word = max(c.width(w, size, True) for w in col.heading.split())
            col.width = max([c.width(v, size) for v in cells] + [widest_word]) + 10
        rest = self.right - self.left - sum(col.width for col in columns)
        for col in columns:
            if col.kind == "name":
                col.width = rest

    def table(self, y: float) -> tuple[float, list[Column]]:
        size = self.size
        columns = self.columns()
        self.fit(columns, size)
        if next(col for col in columns if col.kind == "name").width < 90:  # too many columns: drop the code
            columns = [col for col in columns if col.kind != "code"]
            self.fit(columns, size)
        style = self.rng.choice(["grid", "rules", "shaded", "bare"])
        y = self.table_heading(columns, y, style)
        for n, item in enumerate(self.spec.items, 1):
            name_col = next(col for col in columns if col.kind == "name")
            name_lines = _wrap(self.c, item.name, name_col.width - 8, size)
            if y + len(name_lines) * self.line_height() > PAGE_BOTTOM:
                self.c.new_page()
                y = self.table_heading(columns, 60, style)
            x = self.left
            for col in columns:
                if col.kind == "name":
                    for k, part in enumerate(name_lines):
                        self.c.text(x + 4, y + k * self.line_height(), part, size)
                elif col.kind in ("no", "code", "unit"):
                    self.c.text(x + 4, y, col.value(item, n), size)
                else:
                    self.c.text(x + col.width - 4, y, col.value(item, n), size, align="right")
                x += col.width
            y += len(name_lines) * self.line_height() + 3
            if style == "grid":
                self.c.hline(self.left, self.right, y - size, 0.3)
        if style in ("rules", "shaded"):
            self.c.hline(self.left, self.right, y - size + 2, 0.8)
        return y + 8, columns

    def table_heading(self, columns: list[Column], y: float, style: str) -> float:
        size, c = self.size - 0.5, self.c
        wrapped = [_wrap(c, col.heading, col.width - 8, size) for col in columns]
        rows = max(len(w) for w in wrapped)
        bottom = y + (rows - 1) * self.line_height(size) + 4
        assert c.page is not None
        if style == "shaded":
            c.page.draw_rect(
                pymupdf.Rect(self.left, y - size - 3, self.right, bottom), color=None, fill=(0.88, 0.88, 0.88)
            )
        if style == "grid":
            c.box(self.left, y - size - 3, self.right, bottom)
        x = self.left
        for col, lines in zip(columns, wrapped, strict=True):
            for k, part in enumerate(lines):
                if col.kind in ("no", "name", "code", "unit"):
                    c.text(x + 4, y + k * self.line_height(size), part, size, bold=True)
                else:
                    c.text(
                        x + col.width - 4,
                        y + k * self.line_height(size),
                        part,
                        size,
                        bold=True,
                        align="right",
                    )
            x += col.width
        if style == "rules":
            c.hline(self.left, self.right, y - size - 3, 0.8)
            c.hline(self.left, self.right, bottom, 0.8)
        return bottom + self.line_height() + 2

    # --- totals ---------------------------------------------------------------------------------------

    def vat_summary(self, x: float, y: float) -> float:
        """Rate, base, VAT and gross per rate, as a small table."""
        size, c = self.size - 0.5, self.c
        heads = [
            self.phrase("col_rate"),
            self.phrase("base"),
            self.phrase("col_vat"),
            self.phrase("col_gross"),
        ]
        widths = [max(c.width(h, size, True) + 12, 45) for h in heads]
        right_edges = [x + sum(widths[: k + 1]) for k in range(4)]
        for head, edge in zip(heads, right_edges, strict=True):
            c.text(edge - 4, y, head, size, bold=True, align="right")
        c.hline(x, right_edges[-1], y + 3, 0.5)
        y += self.line_height(size) + 2
        for rate, (base, vat) in self.spec.rates().items():
            cells = [fmt_rate(rate), self.money(base), self.money(vat), self.money(base + vat)]
            for cell, edge in zip(cells, right_edges, strict=True):
                c.text(edge - 4, y, cell, size, align="right")
            y += self.line_height(size)
        return y + 6

    def totals(self, y: float) -> float:
        spec, c, size = self.spec, self.c, self.size
        x_value = self.right - 4
        x_label = self.right - self.rng.uniform(190, 250)
        lines = [(self.label("net"), self.money(spec.net), False)]
        for rate, (_, vat) in spec.rates().items():
            lines.append(
                (self.phrase("vat_rate").format(rate=fmt_rate(rate)) + self.colon, self.money(vat), False)
            )
        gross = self.money(spec.printed_gross)
        currency = self.rng.choice(["{a} EUR", "{a} EUR", "EUR {a}", "{a} €"]).format(a=gross)
        lines.append((self.label("gross"), currency, True))
        for label, value, bold in lines:
            c.text(x_label, y, label, size, bold=bold)
            c.text(x_value, y, value, size, bold=bold, align="right")
            y += self.line_height() + 1
        return y + 4


def layout_grammar(spec: Spec, rng: random.Random) -> tuple[bytes, dict[str, object]]:
    draw = Draw(spec, rng)
    spec, c = draw.spec, draw.c
    y = 50.0
    letterhead = rng.random() < 0.3
    if rng.random() < 0.35:
        draw.logo(draw.right - 38 if letterhead or rng.random() < 0.5 else draw.left, y - 14)
        y += 0 if letterhead else 40
    if letterhead:
        y = draw.letterhead(y)
    y = draw.heading(y) + 10
    y, iban_printed = draw.parties(y, letterhead)
    y, columns = draw.table(y + 14)
    if y > PAGE_BOTTOM - 120:
        c.new_page()
        y = 60
    y = draw.totals(y)
    if rng.random() < (0.6 if len(spec.rates()) > 1 else 0.3):
        y = draw.vat_summary(draw.left, y)
    words = amount_in_words(spec.printed_gross, draw.language) if rng.random() < 0.4 else None
    if words:
        for part in _wrap(c, f"{draw.label('words')} {words}", draw.right - draw.left, draw.size):
            c.text(draw.left, y, part, draw.size)
            y += draw.line_height()
    if not iban_printed and spec.seller.iban:
        y += 6
        c.text(
            draw.left,
            y,
            f"{draw.label('iban')} {group4(spec.seller.iban)} {spec.seller.bank or ''}",
            draw.size - 0.5,
        )
        y += draw.line_height()
    if rng.random() < 0.25 and y < PAGE_BOTTOM - 90:
        draw.stamp(draw.left + rng.uniform(0, 200), y + 6)
    line_fields = tuple(field for col in columns for field in TRUTH_OF_COLUMN.get(col.kind, ()))
    return c.finish(), _truth(spec, line_fields=line_fields)
