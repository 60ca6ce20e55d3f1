"""Lithuanian sample documents generated on the fly (PyMuPDF + DejaVu fonts): digital invoices,
their scanned images, several invoices in one PDF, an unsuitable document. Generated rather than
stored, so each test can vary the number, parties and lines it needs."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal

import pymupdf
from PIL import Image, ImageFilter

from tests.data.mupdf import holding_mupdf

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


@dataclass(frozen=True)
class Party:
    name: str
    code: str
    vat_code: str
    address: str


# Synthetic, checksum-valid codes; the buyer is the company the test users sign up with.
SELLER = Party("UAB „Šiaurės žiedas“", "305000007", "LT100001919017", "Gedimino pr. 1, LT-01103 Vilnius")
BUYER = Party("UAB Bandymas", "304181177", "LT100009993918", "Laisvės al. 10, LT-44240 Kaunas")


@dataclass(frozen=True)
class Line:
    name: str
    quantity: Decimal
    price: Decimal
    unit: str = "vnt."

    @property
    def subtotal(self) -> Decimal:
        return (self.quantity * self.price).quantize(Decimal("0.01"))


@dataclass(frozen=True)
class Invoice:
    series: str = "DS"
    number: str = "0001"
    issued: date = date(2026, 3, 14)
    seller: Party = SELLER
    buyer: Party = BUYER
    lines: tuple[Line, ...] = field(
        default_factory=lambda: (
            Line("Popierius A4, 500 lapų", Decimal(10), Decimal("4.50")),
            Line("Rašiklis mėlynas", Decimal(20), Decimal("0.85")),
        )
    )
    vat_percent: Decimal = Decimal(21)
    title: str = "PVM SĄSKAITA FAKTŪRA"
    # what the seller's program printed beside the lines' sum (each line rounded on its own)
    net_rounding: Decimal = Decimal(0)

    @property
    def net(self) -> Decimal:
        return sum((line.subtotal for line in self.lines), self.net_rounding)

    @property
    def vat(self) -> Decimal:
        return (self.net * self.vat_percent / 100).quantize(Decimal("0.01"))

    @property
    def gross(self) -> Decimal:
        return self.net + self.vat


def _amount(value: Decimal) -> str:
    return f"{value:.2f}".replace(".", ",")


def _draw(page: pymupdf.Page, invoice: Invoice) -> None:
    page.insert_font(fontname="dv", fontfile=FONT)
    page.insert_font(fontname="dvb", fontfile=FONT_BOLD)

    def text(x: float, y: float, value: str, size: float = 10, bold: bool = False) -> None:
        page.insert_text((x, y), value, fontname="dvb" if bold else "dv", fontsize=size)

    text(180, 70, invoice.title, 16, bold=True)
    text(200, 92, f"Serija {invoice.series} Nr. {invoice.number}", 11)
    text(220, 110, f"Data: {invoice.issued.isoformat()}", 10)
    for x, label, party in ((50, "Pardavėjas:", invoice.seller), (320, "Pirkėjas:", invoice.buyer)):
        text(x, 150, label, 10, bold=True)
        text(x, 166, party.name)
        text(x, 180, f"Įmonės kodas: {party.code}")
        text(x, 194, f"PVM mokėtojo kodas: {party.vat_code}")
        text(x, 208, party.address, 9)
    y = 260
    for x, header in (
        (50, "Nr."),
        (80, "Pavadinimas"),
        (300, "Kiekis"),
        (350, "Mato vnt."),
        (410, "Kaina"),
        (480, "Suma"),
    ):
        text(x, y, header, 10, bold=True)
    for index, line in enumerate(invoice.lines, start=1):
        y += 18
        text(50, y, str(index))
        text(80, y, line.name)
        text(300, y, str(line.quantity))
        text(350, y, line.unit)
        text(410, y, _amount(line.price))
        text(480, y, _amount(line.subtotal))
    y += 40
    text(330, y, "Suma be PVM:")
    text(480, y, _amount(invoice.net))
    text(330, y + 16, f"PVM {invoice.vat_percent}%:")
    text(480, y + 16, _amount(invoice.vat))
    text(330, y + 32, "Suma su PVM:", bold=True)
    text(480, y + 32, _amount(invoice.gross), bold=True)
    text(50, y + 80, "Sąskaitą išrašė: Jonas Jonaitis", 9)


@holding_mupdf
def invoice_pdf(*invoices: Invoice) -> bytes:
    """A digital PDF with a text layer: one page per invoice."""
    doc = pymupdf.open()
    for invoice in invoices or (Invoice(),):
        _draw(doc.new_page(width=595, height=842), invoice)
    data = doc.tobytes(garbage=3, deflate=True)
    doc.close()
    return data


@holding_mupdf
def scanned_image(pdf: bytes, *, dpi: int = 200, fmt: str = "PNG") -> bytes:
    """The first page as a slightly blurred raster, as a scanner or phone would give it."""
    with pymupdf.open(stream=pdf, filetype="pdf") as doc:
        pixmap = doc[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
        image = Image.open(io.BytesIO(pixmap.tobytes("png"))).filter(ImageFilter.GaussianBlur(0.6))
    out = io.BytesIO()
    image.save(out, format=fmt, dpi=(dpi, dpi), **({"quality": 85} if fmt == "JPEG" else {}))
    return out.getvalue()


@holding_mupdf
def scanned_pdf(pdf: bytes, *, dpi: int = 200) -> bytes:
    """A PDF of page images only, no text layer: what a scanner's PDF mode produces."""
    png = scanned_image(pdf, dpi=dpi)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_image(page.rect, stream=png)
    data = doc.tobytes(deflate=True)
    doc.close()
    return data


def delivery_note_pdf() -> bytes:
    return invoice_pdf(Invoice(title="VAŽTARAŠTIS", number="V-17"))
