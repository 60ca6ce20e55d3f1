"""What the Estonian, Lithuanian bakery and British till-receipt templates (rc_ee_kviitung, rc_lt_bakery,
rc_gb_shop) share and rc_common does not give: a till roll that also prints drawn blocks (a logo, a QR
code) of a known height, Estonian shops with valid register and KMKR codes, and British shops with a valid
VAT registration number and an address that ends in its postcode."""

from __future__ import annotations

import random
from dataclasses import dataclass

from stdnum.ee import registrikood
from stdnum.eu import vat as eu_vat
from stdnum.gb import vat as gb_vat

from tests.eval.printed.doc import Foreign
from tests.eval.printed.templates.rc_common import Tape


class BlockTape(Tape):
    """A till roll that can also print a drawn block (a logo, a QR code) as tall as ``rows`` lines."""

    @property
    def line_mm(self) -> float:
        return self.size * 1.22

    def block(self, inner: str, rows: int) -> None:
        height = rows * self.line_mm
        self.rows.append(
            (
                f'<div class="row" style="height:{height:.3f}mm;line-height:normal;white-space:normal;'
                f'display:flex;align-items:center;justify-content:center">{inner}</div>',
                rows,
            )
        )


def qr_svg(rng: random.Random, size_mm: float, cells: int = 25) -> str:
    """A QR code's look (finder squares in three corners, random modules elsewhere), as an inline SVG: a
    fiscal till's check code, drawn and not read."""
    rects = []
    finders = [(0, 0), (cells - 7, 0), (0, cells - 7)]

    def in_finder(x: int, y: int) -> bool:
        return any(fx - 1 <= x <= fx + 7 and fy - 1 <= y <= fy + 7 for fx, fy in finders)

    for fx, fy in finders:
        rects.append(f'<rect x="{fx}" y="{fy}" width="7" height="7" fill="#111"/>')
        rects.append(f'<rect x="{fx + 1}" y="{fy + 1}" width="5" height="5" fill="#fff"/>')
        rects.append(f'<rect x="{fx + 2}" y="{fy + 2}" width="3" height="3" fill="#111"/>')
    for y in range(cells):
        for x in range(cells):
            if not in_finder(x, y) and rng.random() < 0.5:
                rects.append(f'<rect x="{x}" y="{y}" width="1" height="1" fill="#111"/>')
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 {cells + 2} {cells + 2}" '
        f'width="{size_mm:.1f}mm" height="{size_mm:.1f}mm" shape-rendering="crispEdges">'
        f'<rect x="-1" y="-1" width="{cells + 2}" height="{cells + 2}" fill="#fff"/>{"".join(rects)}</svg>'
    )


# --- Estonia -------------------------------------------------------------------------------------------

# (street and number, postcode, city): shop addresses as Estonian tills print them
EE_ADDRESSES = [
    ("Telliskivi {n}", "10611", "Tallinn"),
    ("Kopli {n}", "10412", "Tallinn"),
    ("Pärnu mnt {n}", "11317", "Tallinn"),
    ("Mustamäe tee {n}", "10617", "Tallinn"),
    ("Narva mnt {n}", "10117", "Tallinn"),
    ("Sõpruse pst {n}", "13417", "Tallinn"),
    ("Paldiski mnt {n}", "10137", "Tallinn"),
    ("Kalamaja {n}", "10415", "Tallinn"),
    ("Riia {n}", "51004", "Tartu"),
    ("Rüütli {n}", "51007", "Tartu"),
    ("Kalda tee {n}", "50703", "Tartu"),
    ("Tähe {n}", "50107", "Tartu"),
    ("Raatuse {n}", "51009", "Tartu"),
    ("Jaama {n}", "50109", "Tartu"),
]


def ee_registry_code(rng: random.Random) -> str:
    """A company's eight-digit registry code (registrikood) with its check digit."""
    while True:
        body = "1" + rng.choice("0123456") + "".join(rng.choice("0123456789") for _ in range(5))
        for check in "0123456789":
            if registrikood.is_valid(body + check):
                return body + check


def ee_vat_code(rng: random.Random) -> str:
    """A KMKR number: "EE10" and seven digits that pass the check."""
    while True:
        code = "EE10" + "".join(rng.choice("0123456789") for _ in range(7))
        if eu_vat.is_valid(code):
            return code


def estonian_shop(rng: random.Random, name: str) -> Foreign:
    street, postcode, city = rng.choice(EE_ADDRESSES)
    number = f"{rng.randint(1, 160)}{rng.choice(['', '', '', 'a', 'b'])}"
    return Foreign(
        name=name,
        code=ee_registry_code(rng),
        vat_code=ee_vat_code(rng),
        street=street.format(n=number),
        city=city,
        postcode=postcode,
        country="EE",
    )


# --- Great Britain -------------------------------------------------------------------------------------

# (town, postcode district)
GB_TOWNS = [
    ("Harrogate", "HG1"),
    ("York", "YO1"),
    ("Bath", "BA1"),
    ("Leeds", "LS1"),
    ("Norwich", "NR2"),
    ("Bristol", "BS1"),
    ("Manchester", "M4"),
    ("Cambridge", "CB2"),
    ("Exeter", "EX4"),
    ("Shrewsbury", "SY1"),
    ("Chester", "CH1"),
    ("Lincoln", "LN2"),
    ("Canterbury", "CT1"),
    ("Durham", "DH1"),
]
GB_STREETS = [
    "High Street",
    "Market Street",
    "Station Road",
    "Church Lane",
    "Bridge Street",
    "King Street",
    "Victoria Road",
    "The Parade",
    "Mill Lane",
    "Queen Street",
]
# the letters a postcode's inward part never uses
_INWARD = "ABDEFGHJLNPQRSTUWXYZ"


@dataclass
class BritishShop(Foreign):
    """A British seller, whose address ends in the town and its postcode ("12 High Street, York YO1 7HH")."""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city} {self.postcode}"


def gb_vat_code(rng: random.Random) -> str:
    """A VAT registration number: "GB" and nine digits that pass the HMRC check."""
    while True:
        code = "GB" + str(rng.randint(1, 9)) + "".join(rng.choice("0123456789") for _ in range(8))
        if gb_vat.is_valid(code):
            return code


def british_shop(rng: random.Random, name: str, company_number: bool) -> BritishShop:
    town, district = rng.choice(GB_TOWNS)
    postcode = f"{district} {rng.randint(1, 9)}{rng.choice(_INWARD)}{rng.choice(_INWARD)}"
    number = rng.choice([str(rng.randint(1, 180)), f"Unit {rng.randint(1, 12)},"])
    return BritishShop(
        name=name,
        code=f"{rng.choice(['0', '0', '1', '0'])}{rng.randint(1000000, 9999999)}" if company_number else None,
        vat_code=gb_vat_code(rng),
        street=f"{number} {rng.choice(GB_STREETS)}",
        city=town,
        postcode=postcode,
        country="GB",
    )
