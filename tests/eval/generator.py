"""Seeded generator of Lithuanian invoices, credit notes and receipts as digital PDFs, with their truth.

Seven layouts (classic, stacked, modern, credit note, receipt, bilingual in a foreign currency, long
multi-page), several fonts, 1–40 lines, one or several VAT rates, line and document discounts, and a few
documents whose printed total deliberately disagrees with net + VAT (to measure the sum-check flags).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

import pymupdf

from tests.data.mupdf import holding_mupdf
from tests.eval.lt_data import PRODUCTS, Party, group4, money, party

FONT_DIR = "/usr/share/fonts/truetype"
FONTS = {
    "dejavu-sans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
    "dejavu-serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "dejavu-condensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "liberation-sans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf"),
    "liberation-serif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"),
    "liberation-narrow": (
        "liberation/LiberationSansNarrow-Regular.ttf",
        "liberation/LiberationSansNarrow-Bold.ttf",
    ),
    "liberation-mono": ("liberation/LiberationMono-Regular.ttf", "liberation/LiberationMono-Bold.ttf"),
}
LAYOUTS = ("classic", "stacked", "modern", "credit", "receipt", "bilingual", "long")
MONTHS = [
    "sausio",
    "vasario",
    "kovo",
    "balandžio",
    "gegužės",
    "birželio",
    "liepos",
    "rugpjūčio",
    "rugsėjo",
    "spalio",
    "lapkričio",
    "gruodžio",
]
A4 = (595.0, 842.0)


@dataclass
class Item:
    name: str
    code: str | None
    unit: str
    quantity: Decimal
    price: Decimal
    vat_percent: Decimal
    discount_percent: Decimal = Decimal(0)

    @property
    def gross_before_discount(self) -> Decimal:
        return money(self.quantity * self.price)

    @property
    def discount(self) -> Decimal:
        return money(self.quantity * self.price * self.discount_percent / 100)

    @property
    def subtotal(self) -> Decimal:
        return self.gross_before_discount - self.discount

    @property
    def vat(self) -> Decimal:
        return money(self.subtotal * self.vat_percent / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat


@dataclass
class Spec:
    name: str
    layout: str
    font: str
    seller: Party
    buyer: Party
    series: str
    number: str
    issued: date
    due: date | None
    currency: str
    items: list[Item]
    amount_style: str  # "lt" "lt_plain" "lt_dot" "en"
    date_style: str  # "iso" "dots" "dmy" "long"
    document_discount: Decimal = Decimal(0)
    inconsistent: bool = False
    iban_grouped: bool = False  # "LT12 1000 …" or "LT121000…"

    @property
    def sign(self) -> Decimal:
        return Decimal(-1) if self.layout == "credit" else Decimal(1)

    def rates(self) -> dict[Decimal, tuple[Decimal, Decimal]]:
        """Rate → (base, VAT) after the document discount, spread over rates by their share."""
        bases: dict[Decimal, Decimal] = {}
        for item in self.items:
            bases[item.vat_percent] = bases.get(item.vat_percent, Decimal(0)) + item.subtotal
        gross_base = sum(bases.values(), Decimal(0))
        out = {}
        for rate, base in sorted(bases.items(), reverse=True):
            share = money(self.document_discount * base / gross_base) if gross_base else Decimal(0)
            out[rate] = (base - share, money((base - share) * rate / 100))
        return out

    @property
    def items_net(self) -> Decimal:
        return sum((i.subtotal for i in self.items), Decimal(0))

    @property
    def net(self) -> Decimal:
        return sum((b for b, _ in self.rates().values()), Decimal(0))

    @property
    def vat(self) -> Decimal:
        return sum((v for _, v in self.rates().values()), Decimal(0))

    @property
    def printed_gross(self) -> Decimal:
        return self.net + self.vat + (Decimal("1.00") if self.inconsistent else Decimal(0))


@dataclass
class GeneratedDocument:
    name: str
    pdf: bytes
    truth: dict[str, object]
    layout: str
    pages: int


# --- formatting -------------------------------------------------------------------------------------------


def fmt_amount(value: Decimal, style: str, places: int = 2) -> str:
    sign = "-" if value < 0 else ""
    text = f"{abs(value):,.{places}f}"  # 1,234.56
    whole, frac = text.split(".")
    if style == "en":
        return f"{sign}{whole}.{frac}"
    if style == "lt_plain":
        return f"{sign}{whole.replace(',', '')},{frac}"
    if style == "lt_dot":
        return f"{sign}{whole.replace(',', '.')},{frac}"
    return f"{sign}{whole.replace(',', ' ')},{frac}"


def fmt_quantity(value: Decimal, style: str) -> str:
    if value == value.to_integral():
        return str(int(value))
    text = f"{value.normalize():f}"
    return text if style == "en" else text.replace(".", ",")


def fmt_date(value: date, style: str) -> str:
    if style == "dots":
        return value.strftime("%Y.%m.%d")
    if style == "dmy":
        return value.strftime("%d.%m.%Y")
    if style == "long":
        return f"{value.year} m. {MONTHS[value.month - 1]} {value.day} d."
    return value.isoformat()


def fmt_rate(rate: Decimal) -> str:
    return f"{int(rate)} %" if rate == rate.to_integral() else f"{rate} %"


# --- drawing --------------------------------------------------------------------------------------------


@holding_mupdf
@functools.cache
def _font(path: str) -> pymupdf.Font:
    return pymupdf.Font(fontfile=path)


class Canvas:
    """A multi-page PDF with two fonts and alignment helpers."""

    def __init__(self, font: str, size: tuple[float, float] = A4) -> None:
        self.doc = pymupdf.open()
        self.size = size
        regular, bold = FONTS[font]
        self.files = {"r": f"{FONT_DIR}/{regular}", "b": f"{FONT_DIR}/{bold}"}
        self.fonts = {k: _font(v) for k, v in self.files.items()}
        self.page: pymupdf.Page | None = None
        # Text is gathered per page and written at once: page.insert_text measures the font again on
        # every call, which made generating a document take a second.
        self.writer: pymupdf.TextWriter | None = None
        self.new_page()

    def new_page(self) -> pymupdf.Page:
        self._write()
        self.page = self.doc.new_page(width=self.size[0], height=self.size[1])
        self.writer = pymupdf.TextWriter(self.page.rect)
        return self.page

    def _write(self) -> None:
        if self.page is not None and self.writer is not None:
            self.writer.write_text(self.page)

    def width(self, text: str, size: float, bold: bool = False) -> float:
        return self.fonts["b" if bold else "r"].text_length(text, fontsize=size)

    def text(
        self, x: float, y: float, text: str, size: float = 9, bold: bool = False, align: str = "left"
    ) -> None:
        assert self.page is not None
        if align == "right":
            x -= self.width(text, size, bold)
        elif align == "center":
            x -= self.width(text, size, bold) / 2
        assert self.writer is not None
        self.writer.append((x, y), text, font=self.fonts["b" if bold else "r"], fontsize=size)

    def hline(self, x0: float, x1: float, y: float, width: float = 0.6) -> None:
        assert self.page is not None
        self.page.draw_line((x0, y), (x1, y), width=width)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> None:
        assert self.page is not None
        self.page.draw_rect(pymupdf.Rect(x0, y0, x1, y1), width=0.6)

    def finish(self) -> bytes:
        self._write()
        self.doc.subset_fonts()  # a PDF carries the glyphs it uses, as real ones do, and writes fast
        data = self.doc.tobytes(garbage=3, deflate=True)
        self.doc.close()
        return data


# --- document model → truth -----------------------------------------------------------------------------


def _truth(
    spec: Spec,
    *,
    line_fields: tuple[str, ...],
    printed_parties: tuple[str, ...] = ("seller", "buyer"),
    single_vat_line: bool = True,
) -> dict[str, object]:
    s = spec.sign
    rates = spec.rates()
    truth: dict[str, object] = {
        "document_series": spec.series or None,
        "document_number": spec.number,
        "invoice_date": spec.issued.isoformat(),
        "due_date": spec.due.isoformat() if spec.due else None,
        "currency": spec.currency,
        "amount_wo_vat": str(s * spec.net),
        "vat_amount": str(s * spec.vat),
        "amount_with_vat": str(s * spec.printed_gross),
        "vat_percent": str(next(iter(rates))) if len(rates) == 1 else None,
        "invoice_discount_wo_vat": str(s * spec.document_discount) if spec.document_discount else None,
        "document_type": {"credit": "credit_note", "receipt": "receipt"}.get(spec.layout, "invoice"),
        "inconsistent": spec.inconsistent,
    }
    for role in printed_parties:
        p: Party = getattr(spec, role)
        truth.update(
            {
                f"{role}_name": p.name,
                f"{role}_id": p.code,
                f"{role}_vat_code": p.vat_code,
                f"{role}_address": p.address,
                f"{role}_country_iso": "LT",
            }
        )
    truth["seller_iban"] = spec.seller.iban if "seller" in printed_parties else None
    lines = []
    for item in spec.items:
        row = {
            "prekes_pavadinimas": item.name,
            "prekes_kodas": item.code,
            "unit": item.unit,
            "quantity": str(s * item.quantity),
            "price": str(item.price),
            "vat_percent": str(item.vat_percent),
            "subtotal": str(s * item.subtotal),
            "total": str(s * item.total),
            "discount_wo_vat": str(s * item.discount) if item.discount else None,
        }
        lines.append({k: v for k, v in row.items() if k in line_fields and v is not None})
    truth["line_items"] = lines
    return {k: v for k, v in truth.items() if v is not None}


# --- layouts --------------------------------------------------------------------------------------------


def _party_block(
    c: Canvas, x: float, y: float, title: str, p: Party, spec: Spec, labels: dict[str, str], iban: bool = True
) -> float:
    c.text(x, y, title, 9, bold=True)
    y += 13
    c.text(x, y, p.name, 10, bold=True)
    y += 13
    lines = [f"{labels['code']} {p.code}"]
    if p.vat_code:
        lines.append(f"{labels['vat']} {p.vat_code}")
    lines.append(f"{labels['address']} {p.address}")
    if iban and p.iban:
        lines.append(f"{labels['iban']} {group4(p.iban) if spec.iban_grouped else p.iban}")
        lines.append(f"{labels['bank']} {p.bank}")
    for line in lines:
        c.text(x, y, line, 8.5)
        y += 11.5
    return y


LT_LABELS = {
    "code": "Įmonės kodas:",
    "vat": "PVM mokėtojo kodas:",
    "address": "Adresas:",
    "iban": "A. s.:",
    "bank": "Bankas:",
}
LT_SHORT = {"code": "Įm. k.", "vat": "PVM k.", "address": "", "iban": "IBAN", "bank": "Bankas"}
EN_LABELS = {
    "code": "Company code:",
    "vat": "VAT code:",
    "address": "Address:",
    "iban": "IBAN:",
    "bank": "Bank:",
}


@dataclass
class TableColumn:
    header: str
    width: float
    align: str
    value: Callable[[Item, int], str]


def _table(
    c: Canvas,
    spec: Spec,
    x0: float,
    y: float,
    columns: list[TableColumn],
    *,
    grid: bool,
    bottom: float = 760,
    header_size: float = 8,
    row_size: float = 8.5,
    on_new_page: Callable[[], float] | None = None,
) -> float:
    def header(y: float) -> float:
        x = x0
        if grid:
            c.box(x0, y - 10, x0 + sum(col.width for col in columns), y + 5)
        for col in columns:
            if col.align == "right":
                c.text(x + col.width - 3, y, col.header, header_size, bold=True, align="right")
            else:
                c.text(x + 3, y, col.header, header_size, bold=True)
            x += col.width
        return y + 16

    y = header(y)
    for index, item in enumerate(spec.items, start=1):
        if y > bottom:
            c.new_page()
            y = header(on_new_page() if on_new_page else 60)
        x = x0
        name_col = next(col for col in columns if col.align == "wrap")
        name_lines = _wrap(c, item.name, name_col.width - 6, row_size)
        for col in columns:
            if col.align == "wrap":
                for k, part in enumerate(name_lines):
                    c.text(x + 3, y + k * 10, part, row_size)
            elif col.align == "right":
                c.text(x + col.width - 3, y, col.value(item, index), row_size, align="right")
            else:
                c.text(x + 3, y, col.value(item, index), row_size)
            x += col.width
        y += 10 * len(name_lines) + 4
        if grid:
            c.hline(x0, x0 + sum(col.width for col in columns), y - 9, 0.3)
    return y + 6


def _wrap(c: Canvas, text: str, width: float, size: float) -> list[str]:
    words, lines, current = text.split(), [], ""
    for word in words:
        trial = f"{current} {word}".strip()
        if c.width(trial, size) <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    lines.append(current)
    return lines


def _money(spec: Spec, value: Decimal) -> str:
    return fmt_amount(spec.sign * value, spec.amount_style)


def _totals(
    c: Canvas, spec: Spec, x_label: float, x_value: float, y: float, labels: list[str], size: float = 9
) -> float:
    """labels: net, vat-per-rate (with {rate}), gross; several rates print one VAT line each."""
    net_label, vat_label, gross_label = labels
    if spec.document_discount:
        c.text(x_label, y, "Suma be nuolaidos:" if "PVM" in net_label else "Subtotal:", size)
        c.text(x_value, y, _money(spec, spec.items_net), size, align="right")
        y += 13
        c.text(x_label, y, "Nuolaida:" if "PVM" in net_label else "Discount:", size)
        c.text(x_value, y, _money(spec, -spec.document_discount), size, align="right")
        y += 13
    c.text(x_label, y, net_label, size)
    c.text(x_value, y, _money(spec, spec.net), size, align="right")
    y += 13
    for rate, (_, vat) in spec.rates().items():
        c.text(x_label, y, vat_label.format(rate=fmt_rate(rate)), size)
        c.text(x_value, y, _money(spec, vat), size, align="right")
        y += 13
    c.text(x_label, y, gross_label, size + 1, bold=True)
    c.text(
        x_value, y, f"{_money(spec, spec.printed_gross)} {spec.currency}", size + 1, bold=True, align="right"
    )
    return y + 18


def layout_classic(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    c.text(297, 60, "PVM SĄSKAITA FAKTŪRA", 15, bold=True, align="center")
    c.text(297, 78, f"Serija {spec.series} Nr. {spec.number}", 10, align="center")
    c.text(297, 92, f"Išrašymo data: {fmt_date(spec.issued, spec.date_style)}", 9, align="center")
    if spec.due:
        c.text(297, 104, f"Apmokėti iki: {fmt_date(spec.due, spec.date_style)}", 9, align="center")
    _party_block(c, 40, 135, "Pardavėjas:", spec.seller, spec, LT_LABELS)
    y = _party_block(c, 310, 135, "Pirkėjas:", spec.buyer, spec, LT_LABELS, iban=False)
    columns = [
        TableColumn("Eil. Nr.", 34, "left", lambda i, n: str(n)),
        TableColumn("Pavadinimas", 170, "wrap", lambda i, n: i.name),
        TableColumn("Kodas", 55, "left", lambda i, n: i.code or ""),
        TableColumn("Mato vnt.", 46, "left", lambda i, n: i.unit),
        TableColumn(
            "Kiekis", 45, "right", lambda i, n: fmt_quantity(spec.sign * i.quantity, spec.amount_style)
        ),
        TableColumn("Kaina", 55, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
        TableColumn("PVM %", 36, "right", lambda i, n: str(int(i.vat_percent))),
        TableColumn("Suma be PVM", 74, "right", lambda i, n: _money(spec, i.subtotal)),
    ]
    y = _table(c, spec, 40, max(y, 230) + 10, columns, grid=True)
    y = _totals(c, spec, 360, 550, y + 5, ["Suma be PVM:", "PVM {rate}:", "Iš viso su PVM:"])
    c.text(40, y + 10, "Sąskaitą išrašė: vadybininkė", 8)
    truth = _truth(
        spec,
        line_fields=(
            "prekes_pavadinimas",
            "prekes_kodas",
            "unit",
            "quantity",
            "price",
            "vat_percent",
            "subtotal",
        ),
    )
    return c.finish(), truth


def layout_stacked(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    s = spec.seller
    c.text(40, 55, s.name, 14, bold=True)
    c.text(40, 70, s.address, 8.5)
    vat = f", PVM k. {s.vat_code}" if s.vat_code else ""
    c.text(40, 81, f"Įm. k. {s.code}{vat}", 8.5)
    c.text(40, 92, f"A. s. {group4(s.iban or '')}, {s.bank}", 8.5)
    c.text(555, 55, "PVM sąskaita faktūra", 12, bold=True, align="right")
    c.text(555, 70, f"SF Nr. {spec.series}{spec.number}", 9, align="right")
    c.text(555, 82, f"Data: {fmt_date(spec.issued, spec.date_style)}", 9, align="right")
    if spec.due:
        c.text(555, 94, f"Mokėjimo terminas: {fmt_date(spec.due, spec.date_style)}", 9, align="right")
    c.hline(40, 555, 110)
    b = spec.buyer
    c.text(40, 130, "Pirkėjas:", 9, bold=True)
    c.text(100, 130, b.name, 9, bold=True)
    c.text(100, 142, f"Įmonės kodas {b.code}", 8.5)
    if b.vat_code:
        c.text(100, 154, f"PVM mokėtojo kodas {b.vat_code}", 8.5)
    c.text(100, 166, f"Adresas: {b.address}", 8.5)
    discounts = any(i.discount_percent for i in spec.items)
    columns = [
        TableColumn("Nr.", 24, "left", lambda i, n: str(n)),
        TableColumn("Prekės pavadinimas", 200 if discounts else 250, "wrap", lambda i, n: i.name),
        TableColumn(
            "Kiekis", 45, "right", lambda i, n: fmt_quantity(spec.sign * i.quantity, spec.amount_style)
        ),
        TableColumn("Mato vnt.", 50, "left", lambda i, n: i.unit),
        TableColumn("Vnt. kaina", 60, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
    ]
    if discounts:
        columns.append(TableColumn("Nuolaida", 50, "right", lambda i, n: _money(spec, i.discount)))
    columns.append(TableColumn("Suma", 70, "right", lambda i, n: _money(spec, i.subtotal)))
    y = _table(c, spec, 40, 200, columns, grid=False)
    c.hline(40, 555, y - 6)
    rates = spec.rates()
    if len(rates) > 1:
        c.text(40, y + 8, "PVM tarifas", 8, bold=True)
        c.text(200, y + 8, "Apmokestinamoji vertė", 8, bold=True, align="right")
        c.text(280, y + 8, "PVM suma", 8, bold=True, align="right")
        yy = y + 20
        for rate, (base, vat_amount) in rates.items():
            c.text(40, yy, fmt_rate(rate), 8)
            c.text(200, yy, _money(spec, base), 8, align="right")
            c.text(280, yy, _money(spec, vat_amount), 8, align="right")
            yy += 11
    y = _totals(c, spec, 380, 555, y + 8, ["Iš viso be PVM:", "PVM {rate}:", "Iš viso:"])
    truth = _truth(
        spec, line_fields=("prekes_pavadinimas", "unit", "quantity", "price", "subtotal", "discount_wo_vat")
    )
    return c.finish(), truth


def layout_modern(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    c.text(555, 60, "Sąskaita faktūra", 18, bold=True, align="right")
    c.text(40, 60, f"Serija {spec.series}", 10)
    c.text(40, 74, f"Nr. {spec.number}", 10)
    c.text(40, 100, "Sąskaitos data", 8, bold=True)
    c.text(40, 112, fmt_date(spec.issued, spec.date_style), 9)
    if spec.due:
        c.text(200, 100, "Apmokėti iki", 8, bold=True)
        c.text(200, 112, fmt_date(spec.due, spec.date_style), 9)
    c.text(360, 100, "Valiuta", 8, bold=True)
    c.text(360, 112, spec.currency, 9)
    for x, title, p in ((40, "Tiekėjas", spec.seller), (310, "Gavėjas", spec.buyer)):
        c.text(x, 145, title, 9, bold=True)
        c.text(x, 158, p.name, 10, bold=True)
        c.text(x, 170, p.address, 8.5)
        c.text(x, 181, f"Kodas {p.code}", 8.5)
        if p.vat_code:
            c.text(x, 192, f"PVM kodas {p.vat_code}", 8.5)
        if p is spec.seller and p.iban:
            c.text(x, 203, f"IBAN {p.iban}", 8.5)
    columns = [
        TableColumn("Aprašymas", 215, "wrap", lambda i, n: i.name),
        TableColumn(
            "Kiekis", 45, "right", lambda i, n: fmt_quantity(spec.sign * i.quantity, spec.amount_style)
        ),
        TableColumn("Kaina be PVM", 70, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
        TableColumn("PVM", 40, "right", lambda i, n: fmt_rate(i.vat_percent)),
        TableColumn("Suma be PVM", 70, "right", lambda i, n: _money(spec, i.subtotal)),
        TableColumn("Suma su PVM", 75, "right", lambda i, n: _money(spec, i.total)),
    ]
    y = _table(c, spec, 40, 240, columns, grid=False)
    c.hline(40, 555, y - 6, 1)
    # totals as a small table: labels in one row, amounts under them
    heads = [("Suma be PVM", spec.net), ("PVM suma", spec.vat), ("Bendra suma", spec.printed_gross)]
    x = 300
    for label, value in heads:
        c.text(x + 80, y + 12, label, 8, bold=True, align="right")
        c.text(x + 80, y + 26, _money(spec, value), 10, align="right")
        x += 85
    truth = _truth(
        spec, line_fields=("prekes_pavadinimas", "quantity", "price", "vat_percent", "subtotal", "total")
    )
    return c.finish(), truth


def layout_credit(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    c.text(40, 60, "KREDITINĖ PVM SĄSKAITA FAKTŪRA", 14, bold=True)
    c.text(40, 78, f"Serija {spec.series} Nr. {spec.number}", 10)
    c.text(40, 91, f"Data {fmt_date(spec.issued, spec.date_style)}", 9)
    c.text(40, 104, f"Koreguojama sąskaita: {spec.series} Nr. {int(spec.number) - 7:06d}", 8.5)
    _party_block(c, 40, 130, "Pardavėjas", spec.seller, spec, LT_LABELS)
    y = _party_block(c, 310, 130, "Pirkėjas", spec.buyer, spec, LT_LABELS, iban=False)
    columns = [
        TableColumn("Pavadinimas", 220, "wrap", lambda i, n: i.name),
        TableColumn("Mat. vnt.", 50, "left", lambda i, n: i.unit),
        TableColumn(
            "Kiekis", 50, "right", lambda i, n: fmt_quantity(spec.sign * i.quantity, spec.amount_style)
        ),
        TableColumn("Kaina", 60, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
        TableColumn("PVM tarifas", 55, "right", lambda i, n: fmt_rate(i.vat_percent)),
        TableColumn("Suma be PVM", 80, "right", lambda i, n: _money(spec, i.subtotal)),
    ]
    y = _table(c, spec, 40, max(y, 225) + 10, columns, grid=True)
    _totals(c, spec, 350, 550, y + 5, ["Suma be PVM", "PVM {rate}", "Iš viso"])
    truth = _truth(
        spec, line_fields=("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    )
    return c.finish(), truth


RECEIPT_WIDTH = 226.0  # 80 mm till roll


def layout_receipt(spec: Spec) -> tuple[bytes, dict[str, object]]:
    height = 330 + 22 * len(spec.items)
    c = Canvas("liberation-mono" if spec.font != "dejavu-condensed" else spec.font, (RECEIPT_WIDTH, height))
    s = spec.seller
    mid, right, left = RECEIPT_WIDTH / 2, RECEIPT_WIDTH - 10, 10
    c.text(mid, 25, s.name, 9, bold=True, align="center")
    c.text(mid, 37, s.street, 7.5, align="center")
    c.text(mid, 47, f"{s.postcode} {s.city}", 7.5, align="center")
    c.text(mid, 57, f"Įm. kodas {s.code}", 7.5, align="center")
    if s.vat_code:
        c.text(mid, 67, f"PVM kodas {s.vat_code}", 7.5, align="center")
    c.text(mid, 82, "KASOS KVITAS", 9, bold=True, align="center")
    y = 98
    letters: dict[Decimal, str] = {}
    for rate in sorted({i.vat_percent for i in spec.items}, reverse=True):
        letters[rate] = "ABCD"[len(letters)]
    for item in spec.items:
        c.text(left, y, item.name[:30], 7.5)
        gross = item.total
        c.text(
            right,
            y,
            f"{fmt_amount(gross, spec.amount_style)} {letters[item.vat_percent]}",
            7.5,
            align="right",
        )
        y += 10
        if item.quantity != 1:
            unit_gross = money(gross / item.quantity)
            c.text(
                left + 10,
                y,
                f"{fmt_quantity(item.quantity, 'lt')} x {fmt_amount(unit_gross, spec.amount_style)}",
                7.5,
            )
            y += 10
    c.hline(left, right, y)
    y += 14
    c.text(left, y, "IŠ VISO", 10, bold=True)
    c.text(right, y, f"{fmt_amount(spec.printed_gross, spec.amount_style)} EUR", 10, bold=True, align="right")
    y += 13
    c.text(left, y, "Mokėta kortele", 7.5)
    c.text(right, y, fmt_amount(spec.printed_gross, spec.amount_style), 7.5, align="right")
    y += 16
    for rate, (base, vat) in spec.rates().items():
        c.text(left, y, f"{letters[rate]} PVM {fmt_rate(rate)}", 7.5)
        c.text(right - 55, y, fmt_amount(base, spec.amount_style), 7.5, align="right")
        c.text(right, y, fmt_amount(vat, spec.amount_style), 7.5, align="right")
        y += 10
    y += 4
    c.text(left, y, "Suma be PVM", 7.5)
    c.text(right, y, fmt_amount(spec.net, spec.amount_style), 7.5, align="right")
    y += 10
    c.text(left, y, "PVM suma", 7.5)
    c.text(right, y, fmt_amount(spec.vat, spec.amount_style), 7.5, align="right")
    y += 16
    c.text(left, y, f"Kvito Nr. {spec.number}", 7.5)
    y += 10
    c.text(left, y, f"{fmt_date(spec.issued, spec.date_style)} 14:{spec.issued.day + 10:02d}", 7.5)
    c.text(right, y, "Kasininkė: Rūta", 7.5, align="right")
    y += 14
    c.text(mid, y, "AČIŪ, KAD PERKATE!", 8, align="center")
    truth = _truth(spec, line_fields=("prekes_pavadinimas", "quantity", "total"), printed_parties=("seller",))
    truth.pop("seller_iban", None)
    truth.pop("document_series", None)
    truth.pop("due_date", None)
    for row, item in zip(truth["line_items"], spec.items, strict=True):  # type: ignore[call-overload]
        row["prekes_pavadinimas"] = item.name[:30]
    return c.finish(), truth


def layout_bilingual(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    c.text(40, 60, "PVM SĄSKAITA FAKTŪRA / VAT INVOICE", 14, bold=True)
    c.text(40, 80, f"Invoice No. {spec.series}-{spec.number}", 10)
    c.text(40, 93, f"Date: {fmt_date(spec.issued, spec.date_style)}", 9)
    if spec.due:
        c.text(40, 106, f"Due date: {fmt_date(spec.due, spec.date_style)}", 9)
    c.text(555, 80, f"Currency: {spec.currency}", 9, align="right")
    _party_block(c, 40, 135, "Seller / Pardavėjas", spec.seller, spec, EN_LABELS)
    y = _party_block(c, 310, 135, "Buyer / Pirkėjas", spec.buyer, spec, EN_LABELS, iban=False)
    columns = [
        TableColumn("No.", 26, "left", lambda i, n: str(n)),
        TableColumn("Description", 200, "wrap", lambda i, n: i.name),
        TableColumn("Unit", 45, "left", lambda i, n: i.unit),
        TableColumn("Qty", 45, "right", lambda i, n: fmt_quantity(i.quantity, "en")),
        TableColumn("Unit price", 65, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
        TableColumn("VAT %", 40, "right", lambda i, n: str(int(i.vat_percent))),
        TableColumn("Amount", 80, "right", lambda i, n: _money(spec, i.subtotal)),
    ]
    y = _table(c, spec, 40, max(y, 230) + 10, columns, grid=True)
    _totals(c, spec, 350, 550, y + 5, ["Total excl. VAT:", "VAT {rate}:", "Total amount due:"])
    truth = _truth(
        spec, line_fields=("prekes_pavadinimas", "unit", "quantity", "price", "vat_percent", "subtotal")
    )
    truth["document_series"] = spec.series
    return c.finish(), truth


def layout_long(spec: Spec) -> tuple[bytes, dict[str, object]]:
    c = Canvas(spec.font)
    header_lines: list[int] = []

    def page_header() -> float:
        header_lines.append(1)
        c.text(40, 40, f"PVM sąskaita faktūra Serija {spec.series} Nr. {spec.number}", 9, bold=True)
        c.text(555, 40, "tęsinys", 8, align="right")
        return 70

    c.text(40, 60, "PVM SĄSKAITA FAKTŪRA", 16, bold=True)
    c.text(40, 78, f"Serija {spec.series} Nr. {spec.number}", 10)
    c.text(400, 60, f"Sąskaitos data: {fmt_date(spec.issued, spec.date_style)}", 9)
    if spec.due:
        c.text(400, 73, f"Apmokėti iki: {fmt_date(spec.due, spec.date_style)}", 9)
    _party_block(c, 40, 110, "Pardavėjas", spec.seller, spec, LT_LABELS)
    y = _party_block(c, 310, 110, "Pirkėjas", spec.buyer, spec, LT_LABELS, iban=False)
    columns = [
        TableColumn("Eil. Nr.", 34, "left", lambda i, n: str(n)),
        TableColumn("Prekės kodas", 70, "left", lambda i, n: i.code or ""),
        TableColumn("Pavadinimas", 110, "wrap", lambda i, n: i.name),
        TableColumn("Mato vnt.", 46, "left", lambda i, n: i.unit),
        TableColumn("Kiekis", 45, "right", lambda i, n: fmt_quantity(i.quantity, spec.amount_style)),
        TableColumn("Kaina be PVM", 65, "right", lambda i, n: fmt_amount(i.price, spec.amount_style)),
        TableColumn("Suma be PVM", 75, "right", lambda i, n: _money(spec, i.subtotal)),
    ]
    y = _table(c, spec, 40, max(y, 215) + 10, columns, grid=False, bottom=560, on_new_page=page_header)
    if y > 700:
        c.new_page()
        y = page_header()
    _totals(c, spec, 360, 550, y + 5, ["Suma be PVM:", "PVM {rate}:", "Iš viso su PVM:"])
    if int(spec.number) % 2:
        c.new_page()
        y = page_header()
        c.text(40, y, "Apmokėjimo ir pristatymo sąlygos", 11, bold=True)
        for k, term in enumerate(TERMS):
            c.text(40, y + 20 + 14 * k, f"{k + 1}. {term}", 9)
    pages = c.doc.page_count
    for number in range(pages):
        c.page = c.doc[number]
        c.text(297, 815, f"Puslapis {number + 1} iš {pages}", 7.5, align="center")
    truth = _truth(
        spec, line_fields=("prekes_pavadinimas", "prekes_kodas", "unit", "quantity", "price", "subtotal")
    )
    return c.finish(), truth


TERMS = [
    "Sąskaitą apmokėti per nurodytą terminą.",
    "Pavėlavus apmokėti skaičiuojami 0,02 % delspinigiai už kiekvieną dieną.",
    "Prekių nuosavybės teisė pereina pirkėjui visiškai apmokėjus sąskaitą.",
    "Pretenzijos dėl prekių kokybės priimamos per 14 dienų.",
]


BUILDERS: dict[str, Callable[[Spec], tuple[bytes, dict[str, object]]]] = {
    "classic": layout_classic,
    "stacked": layout_stacked,
    "modern": layout_modern,
    "credit": layout_credit,
    "receipt": layout_receipt,
    "bilingual": layout_bilingual,
    "long": layout_long,
}


# --- specs ----------------------------------------------------------------------------------------------


def _items(rng: random.Random, count: int, multi_rate: bool, discounts: bool) -> list[Item]:
    items = []
    pool = PRODUCTS if multi_rate else [p for p in PRODUCTS if p[2] == 21]
    for _ in range(count):
        name, unit, rate, (low, high) = rng.choice(pool)
        price = Decimal(str(round(rng.uniform(low, high), 2)))
        quantity = (
            Decimal(rng.choice([1, 1, 2, 3, 5, 10, 12, 25]))
            if unit not in ("m", "kg", "t", "val.")
            else Decimal(str(round(rng.uniform(0.5, 40), rng.choice([0, 1, 2]))))
        )
        if quantity == 0:
            quantity = Decimal(1)
        code = f"PR-{rng.randint(100, 99999):05d}" if rng.random() < 0.8 else None
        discount = Decimal(rng.choice([0, 0, 0, 5, 10])) if discounts else Decimal(0)
        items.append(Item(name, code, unit, quantity, price, Decimal(rate), discount))
    return items


def make_spec(rng: random.Random, index: int, layout: str) -> Spec:
    used: set[str] = set()
    seller, buyer = party(rng, used), party(rng, used)
    count = {"long": rng.randint(28, 40), "receipt": rng.randint(1, 8)}.get(layout, rng.randint(1, 12))
    multi = layout != "bilingual" and rng.random() < 0.35
    items = _items(rng, count, multi, discounts=layout == "stacked")
    issued = date(2025, 1, 1) + timedelta(days=rng.randint(0, 540))
    spec = Spec(
        name=f"lt-{index:03d}-{layout}",
        layout=layout,
        font=rng.choice(list(FONTS)[:-1]),
        seller=seller,
        buyer=buyer,
        series=rng.choice(["AB", "SF", "VLN", "KNS", "DOK", "PRK", "EN"]),
        number=f"{rng.randint(1, 99999):0{rng.choice([4, 5, 6])}d}",
        issued=issued,
        due=issued + timedelta(days=rng.choice([7, 14, 30])) if layout not in ("receipt", "credit") else None,
        currency=rng.choice(["USD", "GBP", "PLN"]) if layout == "bilingual" else "EUR",
        items=items,
        amount_style=rng.choice(["en"])
        if layout == "bilingual"
        else rng.choice(["lt", "lt", "lt_plain", "lt_dot"]),
        date_style={"modern": "long", "credit": "dots", "bilingual": "dmy"}.get(
            layout, rng.choice(["iso", "iso", "dots"])
        ),
        document_discount=money(Decimal(rng.randint(5, 50)))
        if layout == "stacked" and rng.random() < 0.3
        else Decimal(0),
        inconsistent=rng.random() < 0.08,
        iban_grouped=rng.random() < 0.5,
    )
    return spec


def generate(seed: int = 20260521, count: int = 42) -> list[GeneratedDocument]:
    """`count` documents from one random stream, the layouts in turn."""
    rng = random.Random(seed)
    return [build_document(rng, index, LAYOUTS[index % len(LAYOUTS)]) for index in range(count)]


@holding_mupdf
def build_document(
    rng: random.Random,
    index: int,
    layout: str,
    builder: Callable[[Spec], tuple[bytes, dict[str, object]]] | None = None,
) -> GeneratedDocument:
    """One document of `layout`, drawn by `builder` (default: the layout's own)."""
    spec = make_spec(rng, index, layout)
    pdf, truth = (builder or BUILDERS[layout])(spec)
    with pymupdf.open(stream=pdf, filetype="pdf") as doc:
        pages = doc.page_count
    return GeneratedDocument(spec.name, pdf, truth, layout, pages)
