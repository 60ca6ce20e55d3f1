"""What the Latvian, Estonian and German round-8 supplier templates (eu_lv_services_en, eu_ee_saateleht,
eu_de_kleinunternehmer) share: sellers of those countries with valid register and VAT codes (a Latvian
SIA's "4000…" registration number that is also its VAT number, an Estonian registrikood and KMKR, a
German sole trader's Steuernummer without a VAT number), the Estonian reference number (viitenumber,
7-3-1 check), and a draw of the supply to a Lithuanian buyer with whole quantities for piece units."""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from stdnum.ee import kmkr as ee_kmkr
from stdnum.ee import registrikood as ee_reg
from stdnum.lv import pvn as lv_pvn

from tests.eval.printed.doc import Doc, Foreign, draw
from tests.eval.printed.templates.eu_common import account


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def lv_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """A Latvian company: an eleven-digit registration number starting 4000 (or 5000) and the VAT
    number LV + the same digits; an IBAN of a Latvian bank."""
    while True:
        code = rng.choice(["4000", "4000", "4010", "5000"]) + _digits(rng, 7)
        if lv_pvn.is_valid("LV" + code):
            break
    iban, bank, _ = account(rng, "LV")
    return Foreign(name, code, "LV" + code, street, city, postcode, "LV", iban, bank)


def ee_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """An Estonian company: an eight-digit registrikood (10…, 11…, 12…, 14…, 16…) and a KMKR number
    EE10…; an IBAN of an Estonian bank."""
    while True:
        code = rng.choice(["10", "11", "12", "14", "16"]) + _digits(rng, 6)
        if ee_reg.is_valid(code):
            break
    while True:
        vat = "EE10" + _digits(rng, 7)
        if ee_kmkr.is_valid(vat):
            break
    iban, bank, _ = account(rng, "EE")
    return Foreign(name, code, vat, street, city, postcode, "EE", iban, bank)


def ee_reference(body: str) -> str:
    """An Estonian viitenumber: the digits and a 7-3-1 check digit."""
    weights = (7, 3, 1)
    total = sum(int(d) * weights[i % 3] for i, d in enumerate(reversed(body)))
    return body + str((10 - total % 10) % 10)


def de_sole_trader(
    rng: random.Random, name: str, street: str, postcode: str, city: str
) -> tuple[Foreign, str]:
    """A German Einzelunternehmen under § 19 UStG: no register code, no VAT number, a Steuernummer
    "12/345/67890" as its Finanzamt prints it; an IBAN of a German bank."""
    tax_number = f"{rng.randint(10, 99)}/{rng.randint(100, 999)}/{rng.randint(10000, 99999)}"
    iban, bank, _ = account(rng, "DE")
    return Foreign(name, None, None, street, city, postcode, "DE", iban, bank), tax_number


def supply(
    seed: int,
    seller: Foreign,
    rates: tuple[int, ...],
    catalogue: Sequence[tuple[str, str, int, tuple[float, float]]],
    whole_units: tuple[str, ...],
    lines: tuple[int, int] = (1, 8),
    codes: bool = False,
) -> Doc:
    """A supply from ``seller`` to a Lithuanian buyer at ``rates``; lines in ``whole_units`` get
    whole, small quantities."""
    doc = draw(seed, seller_country="LV", rates=rates, catalogue=list(catalogue), lines=lines, codes=codes)
    doc.seller = seller
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc
