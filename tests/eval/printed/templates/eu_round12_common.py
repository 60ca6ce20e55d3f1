"""What the Bulgarian and Maltese suppliers' templates (eu_bg_faktura, eu_mt_invoice) share and doc.py does
not give: sellers of those countries with their register codes (the Bulgarian EIK, the Maltese company
registration "C 12345") and valid VAT numbers, their IBANs, and the cross-border draw at 0 % (reverse
charge) or at the seller's own rate."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from stdnum.bg import vat as bg_vat
from stdnum.mt import vat as mt_vat

from tests.eval.printed.doc import Doc, Foreign
from tests.eval.printed.templates.eu_common import draw_supply
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits
from tests.eval.printed.templates.eu_round10_common import iban

# bank, BIC (its first four letters are the IBAN's bank code)
BG_BANKS = [
    ("УниКредит Булбанк АД", "UNCRBGSF"),
    ("Банка ДСК АД", "STSABGSF"),
    ("Обединена българска банка АД", "UBBSBGSF"),
    ("Пощенска банка (Юробанк България АД)", "BPBIBGSF"),
    ("Fibank (Първа инвестиционна банка АД)", "FINVBGSF"),
]
MT_BANKS = [
    ("Bank of Valletta p.l.c.", "VALLMTMT"),
    ("HSBC Bank Malta p.l.c.", "MMEBMTMT"),
    ("APS Bank p.l.c.", "APSBMTMT"),
    ("BNF Bank p.l.c.", "BNIFMTMT"),
]


def bg_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> tuple[Foreign, str]:
    """A Bulgarian company: its nine-digit EIK (BULSTAT) as its register code, the VAT number "BG" + EIK,
    an IBAN of a Bulgarian bank; also the bank's BIC."""
    while True:
        body = digits(rng, 8)
        eik = body + bg_vat.calc_check_digit_legal(body)
        if bg_vat.is_valid("BG" + eik):
            break
    bank, bic = rng.choice(BG_BANKS)
    account = iban(rng, "BG", bic[:4], 18)
    return Foreign(name, eik, "BG" + eik, street, city, postcode, "BG", account, bank), bic


@dataclass
class Maltese(Foreign):
    """A Maltese address ends with the locality and its postcode: "12, Tower Road, Sliema SLM 1605"."""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city} {self.postcode}"


def mt_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> tuple[Maltese, str]:
    """A Maltese limited company: "C 12345" of the Malta Business Registry as its register code, a VAT
    number "MT" + eight digits with its check digits, an IBAN of a Maltese bank; also the bank's BIC."""
    while True:
        vat = "MT" + digits(rng, 8)
        if vat[2] != "0" and mt_vat.is_valid(vat):
            break
    bank, bic = rng.choice(MT_BANKS)
    account = iban(rng, "MT", bic[:4], 27)
    return Maltese(
        name, f"C {rng.randint(10000, 99999)}", vat, street, city, postcode, "MT", account, bank
    ), bic


def supply(
    seed: int,
    domestic: bool,
    own_rate: int,
    catalogue: Sequence[tuple[str, str, int, tuple[float, float]]],
    whole_units: tuple[str, ...],
    lines: tuple[int, int],
) -> Doc:
    """A supply to a Lithuanian buyer: at 0 % (reverse charge) when it has a VAT code and the sale is not
    ``domestic``, else at ``own_rate``; lines in ``whole_units`` get whole, small quantities."""
    doc = draw_supply(seed, "DE", domestic, own_rates=(own_rate,), catalogue=list(catalogue), lines=lines)
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc
