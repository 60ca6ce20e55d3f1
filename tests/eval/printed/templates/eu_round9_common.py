"""What the round-9 supplier templates (eu_lu_marketplace, eu_us_invoice, eu_ro_factura) share: sellers
of countries doc.py does not cover, each with the codes its country prints (a Luxembourg S.à r.l.'s
LU VAT number and R.C.S. number, an Italian S.r.l.'s partita IVA, a US corporation with neither, a
Romanian company's CUI and its RO VAT code with a Romanian IBAN), and a Lithuanian buyer that always has
its VAT code, since every one of these invoices is addressed to a VAT-registered business."""

from __future__ import annotations

import random
from dataclasses import dataclass

from stdnum import iban as std_iban
from stdnum.it import iva as it_iva
from stdnum.lu import tva as lu_tva
from stdnum.ro import cui as ro_cui

from tests.eval.lt_data import vat_code
from tests.eval.printed.doc import Doc, Foreign


def digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def vat_registered_buyer(doc: Doc, rng: random.Random) -> None:
    """A business buyer that is in the VAT register: the cross-border invoices name it by its VAT code."""
    assert doc.buyer is not None
    if doc.buyer.vat_code is None:
        doc.buyer.vat_code = vat_code(rng)


def lu_seller(rng: random.Random, name: str) -> Foreign:
    """A Luxembourg S.à r.l. at a Kirchberg or Gare address: VAT number LU + six digits + their
    remainder by 89, register code the R.C.S. number "B123456"."""
    while True:
        vat = "LU" + digits(rng, 8)
        if lu_tva.is_valid(vat):
            break
    street, postcode = rng.choice(
        [
            ("avenue John F. Kennedy", "L-1855"),
            ("rue Plaetis", "L-2338"),
            ("boulevard Royal", "L-2449"),
            ("rue de Hollerich", "L-1741"),
            ("avenue de la Gare", "L-1611"),
        ]
    )
    code = f"B{rng.randint(100000, 280000)}"
    return Foreign(name, code, vat, f"{rng.randint(1, 60)} {street}", "Luxembourg", postcode, "LU")


def it_seller(rng: random.Random, name: str) -> Foreign:
    """An Italian S.r.l.: its partita IVA as the VAT code IT…, no register code printed."""
    while True:
        # seven digits of the taxpayer, three of the tax office, one check digit
        vat = "IT" + digits(rng, 7) + rng.choice(["001", "015", "036", "058", "097"]) + digits(rng, 1)
        if it_iva.is_valid(vat[2:]):
            break
    street, postcode, city = rng.choice(
        [
            ("Via Torino", "20123", "Milano"),
            ("Corso Vittorio Emanuele II", "10121", "Torino"),
            ("Via dei Mille", "40121", "Bologna"),
            ("Via Nazionale", "00184", "Roma"),
        ]
    )
    return Foreign(name, None, vat, f"{street} {rng.randint(1, 180)}", city, postcode, "IT")


@dataclass
class American(Foreign):
    """A US party: "street, City, ST 12345", the state and ZIP code kept in ``postcode``."""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city}, {self.postcode}"


def us_seller(rng: random.Random, name: str) -> American:
    """A US corporation or LLC: no VAT number and no register code on its invoices."""
    street, city, postcode = rng.choice(
        [
            ("Mission Street", "San Francisco", "CA 94105"),
            ("Congress Avenue", "Austin", "TX 78701"),
            ("Boylston Street", "Boston", "MA 02116"),
            ("Pine Street", "Seattle", "WA 98101"),
            ("West Madison Street", "Chicago", "IL 60606"),
            ("Peachtree Street NE", "Atlanta", "GA 30303"),
            ("Market Street", "Wilmington", "DE 19801"),
        ]
    )
    suite = rng.choice(["", f", Suite {rng.randint(100, 2400)}", f", Floor {rng.randint(2, 30)}"])
    return American(name, None, None, f"{rng.randint(10, 9999)} {street}{suite}", city, postcode, "US")


# bank, SWIFT/BIC and IBAN bank code of Romanian banks
RO_BANKS = [
    ("Banca Transilvania", "BTRLRO22", "BTRL"),
    ("BRD - Groupe Société Générale", "BRDEROBU", "BRDE"),
    ("Banca Comercială Română", "RNCBROBU", "RNCB"),
    ("ING Bank N.V. Amsterdam - Sucursala București", "INGBROBU", "INGB"),
    ("Raiffeisen Bank S.A.", "RZBRROBU", "RZBR"),
]


def ro_seller(rng: random.Random, name: str) -> tuple[Foreign, str, str]:
    """A Romanian S.R.L./S.A.: register code its CUI (cod unic de înregistrare), VAT code RO + CUI, an
    IBAN of a Romanian bank; with the trade-register number ("J40/1234/2015") and the bank's name."""
    while True:
        cui = rng.choice("123456789") + digits(rng, rng.choice([7, 7, 6]))
        if ro_cui.is_valid(cui):
            break
    county, street, postcode, city = rng.choice(
        [
            ("J40", "Str. Fabrica de Glucoză", "020331", "București"),
            ("J40", "Bd. Iuliu Maniu", "061344", "București"),
            ("J12", "Str. Observatorului", "400500", "Cluj-Napoca"),
            ("J35", "Calea Aradului", "300088", "Timișoara"),
            ("J22", "Bd. Independenței", "700102", "Iași"),
            ("J08", "Str. Zizinului", "500407", "Brașov"),
        ]
    )
    register = f"{county}/{rng.randint(100, 25000)}/{rng.randint(1995, 2022)}"
    bank, _, bank_code = rng.choice(RO_BANKS)
    bban = bank_code + digits(rng, 16)
    checked = "".join(str(int(c, 36)) for c in bban + "RO00")
    iban = f"RO{98 - int(checked) % 97:02d}{bban}"
    assert std_iban.is_valid(iban), iban
    seller = Foreign(name, cui, "RO" + cui, f"{street} nr. {rng.randint(1, 200)}", city, postcode, "RO")
    seller.iban, seller.bank = iban, bank
    return seller, register, bank
