"""What the Spanish, French and Lithuanian fuel-station till receipts (rc_es_factura_simplificada,
rc_fr_ticket, rc_lt_gas_station_shop) share: a Spanish or French seller with valid register and VAT codes,
amounts with a decimal comma, and the large total line a till prints in doubled glyphs."""

from __future__ import annotations

import random
from decimal import Decimal
from html import escape

from stdnum import luhn
from stdnum.es import cif
from stdnum.eu import vat as eu_vat
from stdnum.fr import siret

from tests.eval.printed.doc import Foreign
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.rc_round4_common import ColTape


def comma(value: Decimal, places: int = 2) -> str:
    """An amount as Spanish, French and Lithuanian tills print it: no thousands mark, a decimal comma."""
    return amount(value, "lt-plain", places)


def spanish_cif(rng: random.Random, letter: str) -> str:
    """A valid company NIF (the former CIF) of the given legal-form letter (B an S.L., A an S.A.)."""
    while True:
        body = letter + f"{rng.randint(0, 9999999):07d}"
        code = body + cif.calc_check_digits(body)[0]
        if cif.is_valid(code):
            return code


def spanish_seller(
    rng: random.Random, name: str, letter: str, street: str, postcode: str, city: str
) -> Foreign:
    """A Spanish company: its code the NIF, its VAT code the same NIF with ES before it (the template
    drops it where the page prints the bare NIF)."""
    code = spanish_cif(rng, letter)
    assert eu_vat.is_valid("ES" + code)
    return Foreign(
        name=name, code=code, vat_code="ES" + code, street=street, city=city, postcode=postcode, country="ES"
    )


def french_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """A French company: its code the fourteen-digit SIRET (SIREN and the shop's NIC), its VAT code the
    intra-community number FR + key + SIREN."""
    body = f"{rng.randint(10000000, 99999999)}"
    siren = body + luhn.calc_check_digit(body)
    while True:
        nic = f"{rng.randint(1, 9999):04d}"
        code = siren + nic + luhn.calc_check_digit(siren + nic)
        if siret.is_valid(code):
            break
    vat_code = f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
    assert eu_vat.is_valid(vat_code)
    return Foreign(
        name=name, code=code, vat_code=vat_code, street=street, city=city, postcode=postcode, country="FR"
    )


def grouped_siret(code: str) -> str:
    """A SIRET as the French print it: SIREN in threes, then the NIC."""
    return f"{code[:3]} {code[3:6]} {code[6:9]} {code[9:]}"


def columns(tape: ColTape, values: list[str], widths: list[int], aligns: str, cls: str = "") -> None:
    """A table row whose cells each have their own alignment (``aligns``: "l" or "r" per cell), as a till
    whose quantity column comes before a left-aligned description prints it."""
    total = sum(widths)
    spans = "".join(
        f'<span style="display:inline-block;text-align:{"left" if a == "l" else "right"};'
        + (f'width:{w}ch">' if tape.mono else f'width:{100 * w / total:.2f}%">')
        + f"{escape(v)}</span>"
        for v, w, a in zip(values, widths, aligns, strict=True)
    )
    tape._row(spans, cls if tape.mono else f"cells {cls}")


def grand(tape: ColTape, label: str, value: str) -> None:
    """The total in large glyphs: a monospace till doubles them, so the line has half the columns."""
    if tape.mono:
        room = int(tape.cols / tape.scale)
        if len(label) + len(value) < room:
            tape.big(label.ljust(room - len(value)) + value)
        else:
            tape.text(label, "b")
            tape.big(value)
    else:
        tape.lr(label, value, "b big2")


BIG2 = ".big2 { font-size: 1.25em; font-weight: bold }"
