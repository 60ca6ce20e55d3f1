"""What the eu_ templates (foreign suppliers' invoices to Lithuanian buyers) share and doc.py does not
give: a seller's account in its own country's IBAN, Irish and Dutch suppliers, the draw that falls back
to the seller's domestic rate when the buyer has no VAT code, and the Polish amount in words."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from html import escape

from stdnum import iban as std_iban
from stdnum.eu import vat as eu_vat

from tests.eval.printed.doc import Doc, Foreign, draw

# country → (bank, BIC, the BBAN's leading bank code); the rest of the BBAN is random digits
BANKS = {
    "DE": [
        ("Deutsche Bank AG", "DEUTDEBBXXX", "10070000"),
        ("Commerzbank AG", "COBADEFFXXX", "20040000"),
        ("Sparkasse KölnBonn", "COLSDE33XXX", "37050198"),
        ("UniCredit Bank – HypoVereinsbank", "HYVEDEMMXXX", "70020270"),
    ],
    "PL": [
        ("PKO Bank Polski S.A.", "BPKOPLPW", "10201026"),
        ("mBank S.A.", "BREXPLPW", "11402004"),
        ("Santander Bank Polska S.A.", "WBKPPLPP", "10901014"),
        ("Bank Pekao S.A.", "PKOPPLPW", "12401037"),
    ],
    "LV": [
        ("Swedbank AS", "HABALV22", "HABA"),
        ("AS SEB banka", "UNLALV2X", "UNLA"),
        ("AS Citadele banka", "PARXLV22", "PARX"),
        ("Luminor Bank AS", "RIKOLV2X", "RIKO"),
    ],
    "EE": [
        ("Swedbank AS", "HABAEE2X", "22"),
        ("AS SEB Pank", "EEUHEE2X", "10"),
        ("AS LHV Pank", "LHVBEE22", "77"),
        ("Luminor Bank AS", "RIKOEE22", "96"),
    ],
    "IE": [("Bank of Ireland", "BOFIIE2D", "BOFI90"), ("AIB Bank", "AIBKIE2D", "AIBK93")],
    "NL": [("ABN AMRO Bank N.V.", "ABNANL2A", "ABNA"), ("ING Bank N.V.", "INGBNL2A", "INGB")],
}
BBAN_LENGTH = {"DE": 18, "PL": 24, "LV": 17, "EE": 16, "IE": 18, "NL": 14}
COUNTRY_NAMES = {
    "de": {"LT": "Litauen", "DE": "Deutschland"},
    "en": {"LT": "Lithuania", "DE": "Germany", "PL": "Poland", "LV": "Latvia", "EE": "Estonia"},
    "pl": {"LT": "Litwa", "PL": "Polska"},
    "lv": {"LT": "Lietuva", "LV": "Latvija"},
    "et": {"LT": "Leedu", "EE": "Eesti"},
}
DOMESTIC = {"DE": 19, "PL": 23, "LV": 21, "EE": 24}


def account(rng: random.Random, country: str) -> tuple[str, str, str]:
    """A valid IBAN of ``country`` with its bank's name and BIC."""
    bank, bic, prefix = rng.choice(BANKS[country])
    bban = prefix + "".join(rng.choice("0123456789") for _ in range(BBAN_LENGTH[country] - len(prefix)))
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    code = f"{country}{98 - int(digits) % 97:02d}{bban}"
    assert std_iban.is_valid(code), code
    return code, bank, bic


def unbroken(address: str) -> str:
    """The address escaped, a line allowed to break only at its commas: "LT-" must not end a line."""
    return ", ".join(
        f'<span style="white-space:nowrap">{escape(part)}</span>' for part in address.split(", ")
    )


def grouped(code: str) -> str:
    return " ".join(code[i : i + 4] for i in range(0, len(code), 4))


def draw_supply(
    seed: int, country: str, domestic: bool, own_rates: tuple[int, ...] | None = (), **kwargs: object
) -> Doc:
    """A cross-border supply: reverse charge at 0 % to a buyer with a VAT code, else (or when
    ``domestic``) the seller's own rates: ``own_rates``, the country's standard rate when empty, each
    catalogue line's usual rate when None."""
    if not domestic:
        doc = draw(seed, seller_country=country, rates=(0,), **kwargs)  # type: ignore[arg-type]
        assert doc.buyer is not None
        if doc.buyer.vat_code:
            return doc
    rates = (DOMESTIC[country],) if own_rates == () else own_rates
    return draw(seed, seller_country=country, rates=rates, **kwargs)  # type: ignore[arg-type]


def reverse(doc: Doc) -> bool:
    return all(item.vat_percent == 0 for item in doc.items)


@dataclass
class Irish(Foreign):
    @property
    def address(self) -> str:
        return f"{self.street}, {self.city}, {self.postcode}"


def saas_seller(rng: random.Random, country: str) -> Foreign:
    """An Irish or Dutch software company, as a cloud provider bills from."""
    name = rng.choice(["Cloudway", "Stackhaus", "Pipeform", "Brightdesk", "Datalane", "Northbeam"])
    if country == "IE":
        while True:
            vat = f"IE{rng.randint(1000000, 9999999)}{rng.choice('ABCDEFGHIJKLMNOPQRSTUVW')}"
            if eu_vat.is_valid(vat):
                break
        street = rng.choice(
            ["Grand Canal Square", "Sir John Rogerson's Quay", "Barrow Street", "Hatch Street"]
        )
        postcode, city = rng.choice(
            [("D02 P820", "Dublin 2"), ("D04 X2K6", "Dublin 4"), ("T12 XY27", "Cork")]
        )
        return Irish(f"{name} Ltd", None, vat, f"{rng.randint(1, 90)} {street}", city, postcode, "IE")
    while True:
        vat = f"NL{rng.randint(100000000, 999999999)}B0{rng.randint(1, 3)}"
        if eu_vat.is_valid(vat):
            break
    street = rng.choice(["Keizersgracht", "Herengracht", "Stationsplein", "Weena", "Strawinskylaan"])
    postcode, city = rng.choice([("1015 CJ", "Amsterdam"), ("3012 CA", "Rotterdam"), ("3511 ED", "Utrecht")])
    return Foreign(f"{name} B.V.", None, vat, f"{street} {rng.randint(1, 400)}", city, postcode, "NL")


_PL_ONES = ["zero", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
_PL_TEENS = [
    "dziesięć",
    "jedenaście",
    "dwanaście",
    "trzynaście",
    "czternaście",
    "piętnaście",
    "szesnaście",
    "siedemnaście",
    "osiemnaście",
    "dziewiętnaście",
]
_PL_TENS = [
    "_",
    "_",
    "dwadzieścia",
    "trzydzieści",
    "czterdzieści",
    "pięćdziesiąt",
    "sześćdziesiąt",
    "siedemdziesiąt",
    "osiemdziesiąt",
    "dziewięćdziesiąt",
]
_PL_HUNDREDS = [
    "_",
    "sto",
    "dwieście",
    "trzysta",
    "czterysta",
    "pięćset",
    "sześćset",
    "siedemset",
    "osiemset",
    "dziewięćset",
]


def _pl_form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def _pl_triple(n: int) -> list[str]:
    words = []
    if n >= 100:
        words.append(_PL_HUNDREDS[n // 100])
    rest = n % 100
    if 10 <= rest < 20:
        words.append(_PL_TEENS[rest - 10])
    else:
        if rest >= 20:
            words.append(_PL_TENS[rest // 10])
        if rest % 10:
            words.append(_PL_ONES[rest % 10])
    return words


def pl_words(value: Decimal, currency: str) -> str:
    """The amount in words as Polish invoicing programs print it: "tysiąc dwieście złotych 56/100"."""
    whole = int(abs(value))
    cents = int((abs(value) - whole) * 100)
    words: list[str] = []
    millions, thousands, ones = whole // 1_000_000, whole // 1000 % 1000, whole % 1000
    if millions:
        words += ([] if millions == 1 else _pl_triple(millions)) + [
            _pl_form(millions, "milion", "miliony", "milionów")
        ]
    if thousands:
        words += ([] if thousands == 1 else _pl_triple(thousands)) + [
            _pl_form(thousands, "tysiąc", "tysiące", "tysięcy")
        ]
    if ones or not words:
        words += _pl_triple(ones) if ones else ["zero"]
    unit = _pl_form(whole, "złoty", "złote", "złotych") if currency == "PLN" else "euro"
    return f"{' '.join(words)} {unit} {cents:02d}/100"
