"""What the Italian and Spanish suppliers' templates (eu_it_fattura, eu_es_factura) share and the other
common modules do not give: Italian sellers (a Partita IVA with its province office code and Luhn check
digit, the company's Codice Fiscale, an address with the province's sigla) and Spanish ones (a CIF with the
province's prefix and its control digit, an address with the province), accounts in Italian IBANs (with
the CIN check letter) and Spanish ones (with the CCC control digits), a line with chained discounts
("10+5", as Italian programs print them) and Italian and Spanish month names."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from stdnum import luhn
from stdnum.es import ccc as es_ccc
from stdnum.es import cif as es_cif
from stdnum.es import nif as es_nif
from stdnum.it import iva as it_iva

from tests.eval.lt_data import money
from tests.eval.printed.doc import Foreign, Item
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban

MONTHS = {
    "it": [
        "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre",
    ],
    "es": [
        "enero", "febrero", "marzo", "abril", "mayo", "junio",
        "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    ],
}  # fmt: skip


@dataclass
class Discounted(Item):
    """A line with one or more discounts in percent, each taken off what the one before left:
    quantity × price × (1 − d₁) × (1 − d₂) …"""

    discounts: tuple[Decimal, ...] = ()

    @property
    def subtotal(self) -> Decimal:
        value = self.quantity * self.price
        for discount in self.discounts:
            value = value * (100 - discount) / 100
        return money(value)


def percent(value: Decimal) -> str:
    """A rate or a discount the Italian and Spanish way: "22", "7,5"."""
    return f"{value.normalize():f}".replace(".", ",")


# --- Italy ----------------------------------------------------------------------------------------------


@dataclass
class Italian(Foreign):
    """An Italian party: its address ends in the province's sigla, "41049 Sassuolo (MO)"."""

    province: str = ""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.postcode} {self.city} ({self.province})"


# (postcode, city, province sigla, the Partita IVA's office code of that province)
IT_PLACES = [
    ("41049", "Sassuolo", "MO", "036"),
    ("41042", "Fiorano Modenese", "MO", "036"),
    ("42013", "Casalgrande", "RE", "035"),
    ("42019", "Scandiano", "RE", "035"),
    ("48018", "Faenza", "RA", "039"),
    ("40026", "Imola", "BO", "037"),
    ("01033", "Civita Castellana", "VT", "056"),
]
IT_STREETS = [
    "Via Radici in Piano", "Via Ghiarola Nuova", "Via Emilia Est", "Viale Regina Pacis",
    "Via Statale 467", "Via Canaletto", "Via Giardini Nord", "Via Provinciale Ovest", "Strada Statale 3",
]  # fmt: skip
# bank, BIC, ABI (the bank's code in the BBAN)
IT_BANKS = [
    ("Intesa Sanpaolo S.p.A.", "BCITITMM", "03069"),
    ("UniCredit S.p.A.", "UNCRITMM", "02008"),
    ("BPER Banca S.p.A.", "BPMOIT22", "05387"),
    ("Banco BPM S.p.A.", "BAPPIT21", "05034"),
    ("Credito Emiliano S.p.A.", "BACRIT22", "03032"),
    ("Banca Monte dei Paschi di Siena", "PASCITMM", "01030"),
]
_CIN_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def _value(char: str) -> int:
    return int(char) if char.isdigit() else ord(char) - ord("A")


def cin(bban: str) -> str:
    """The Italian CIN: the check letter of ABI, CAB and account, odd places by the odd table."""
    total = sum(_CIN_ODD[_value(c)] if i % 2 == 0 else _value(c) for i, c in enumerate(bban))
    return chr(ord("A") + total % 26)


def it_seller(rng: random.Random, names: list[str], forms: list[str], comma: bool) -> Italian:
    """An Italian company: a Partita IVA (seven digits, the province's office code, a Luhn digit) that is
    also its Codice Fiscale, the VAT code IT + the eleven digits. ``comma``: the house number after a
    comma, "Via Emilia Est, 123"."""
    postcode, city, province, office = rng.choice(IT_PLACES)
    body = digits(rng, 7) + office
    code = body + luhn.calc_check_digit(body)
    assert it_iva.is_valid(code), code
    number = f"{rng.randint(1, 420)}{rng.choice(['', '', '', '/A', '/B'])}"
    return Italian(
        f"{rng.choice(names)} {rng.choice(forms)}",
        code,
        f"IT{code}",
        f"{rng.choice(IT_STREETS)}{',' if comma else ''} {number}",
        city,
        postcode,
        "IT",
        province=province,
    )


def it_account(rng: random.Random) -> tuple[str, str, str]:
    """An Italian IBAN: CIN, ABI, CAB and a twelve-digit account, with the bank's name and BIC."""
    bank, bic, abi = rng.choice(IT_BANKS)
    rest = abi + digits(rng, 5) + digits(rng, 12)
    return iban("IT", cin(rest) + rest), bank, bic


# --- Spain ----------------------------------------------------------------------------------------------


@dataclass
class Spanish(Foreign):
    """A Spanish party: its address names the province where the town is not the province's capital,
    "46980 Paterna (Valencia)"."""

    province: str = ""

    @property
    def address(self) -> str:
        town = self.city if self.province in ("", self.city) else f"{self.city} ({self.province})"
        return f"{self.street}, {self.postcode} {town}"


# (postcode, city, province, the CIF's province prefixes)
ES_PLACES = [
    ("46980", "Paterna", "Valencia", ("46", "96", "97", "98")),
    ("46002", "Valencia", "Valencia", ("46", "96", "97", "98")),
    ("28045", "Madrid", "Madrid", ("28", "78", "79", "80", "81", "82", "83", "84", "85", "86", "87", "88")),
    ("08038", "Barcelona", "Barcelona", ("08", "58", "59", "60", "61", "62", "63", "64", "65", "66")),
    ("37770", "Guijuelo", "Salamanca", ("37",)),
    ("26200", "Haro", "La Rioja", ("26",)),
    ("23009", "Jaén", "Jaén", ("23",)),
    ("41500", "Alcalá de Guadaíra", "Sevilla", ("41", "91")),
]
ES_STREETS = [
    ("C/", "Mayor"), ("C/", "de la Industria"), ("Avda.", "de la Constitución"), ("C/", "San Vicente"),
    ("Pol. Ind.", "Los Llanos, C/ F"), ("Avda.", "de Europa"), ("C/", "del Comercio"),
    ("Pº", "de la Estación"),
]  # fmt: skip
# bank, BIC, the entidad's code in the CCC
ES_BANKS = [
    ("Banco Santander, S.A.", "BSCHESMM", "0049"),
    ("BBVA", "BBVAESMM", "0182"),
    ("CaixaBank, S.A.", "CAIXESBB", "2100"),
    ("Banco Sabadell", "BSABESBB", "0081"),
    ("Bankinter, S.A.", "BKBKESMM", "0128"),
    ("Unicaja Banco", "UCJAES2M", "2103"),
    ("Cajamar Caja Rural", "CCRIES2A", "3058"),
]


def es_seller(rng: random.Random, names: list[str], forms: list[str]) -> Spanish:
    """A Spanish company: its CIF (A for an S.A., B for an S.L., the province's two digits, five more and
    the control digit) as its register code, the NIF-IVA ES + the CIF."""
    postcode, city, province, prefixes = rng.choice(ES_PLACES)
    form = rng.choice(forms)
    body = ("A" if form == "S.A." else "B") + rng.choice(prefixes) + digits(rng, 5)
    code = body + es_cif.calc_check_digits(body)[0]
    assert es_cif.is_valid(code) and es_nif.is_valid(f"ES{code}"), code
    kind, name = rng.choice(ES_STREETS)
    number = str(rng.randint(1, 180))
    if kind == "Pol. Ind.":
        number = f"nave {rng.randint(1, 40)}"
    elif rng.random() < 0.3:
        number += rng.choice([", bajo", ", 2º B", ", local 4", " - 1º"])
    return Spanish(
        f"{rng.choice(names)}, {form}",
        code,
        f"ES{code}",
        f"{kind} {name}, {number}",
        city,
        postcode,
        "ES",
        province=province,
    )


def es_account(rng: random.Random) -> tuple[str, str, str]:
    """A Spanish IBAN: entidad, oficina, the two CCC control digits and a ten-digit account."""
    bank, bic, entity = rng.choice(ES_BANKS)
    office, number = digits(rng, 4), digits(rng, 10)
    check = es_ccc.calc_check_digits(f"{entity}{office}00{number}")
    return iban("ES", f"{entity}{office}{check}{number}"), bank, bic
