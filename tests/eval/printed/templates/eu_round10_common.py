"""What the round-10 supplier templates (eu_gr_timologio, eu_cn_commercial_invoice, eu_si_racun) share:
sellers of countries doc.py does not cover, each with the codes its country prints (a Greek Α.Ε./Ε.Π.Ε.
with its EL VAT number (ΑΦΜ), its Γ.Ε.ΜΗ. register number and a Greek IBAN; a Chinese manufacturer with
neither VAT nor register code; a Slovenian d.o.o. with its SI VAT number, its matična številka and an SI
IBAN), and the amount in words of an export invoice ("SAY US DOLLARS … ONLY")."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from stdnum import iban as std_iban
from stdnum.gr import vat as gr_vat
from stdnum.si import ddv as si_ddv
from stdnum.si import maticna as si_maticna

from tests.eval.printed.doc import Foreign
from tests.eval.printed.templates.eu_round9_common import digits


def iban(rng: random.Random, country: str, bank_code: str, length: int) -> str:
    """A valid IBAN of ``country``: its bank code, then random digits up to a BBAN of ``length``."""
    while True:
        bban = bank_code + digits(rng, length - len(bank_code))
        checked = "".join(str(int(c, 36)) for c in bban + country + "00")
        code = f"{country}{98 - int(checked) % 97:02d}{bban}"
        # a Slovenian account ends in its own mod-97 check digits, which make every SI IBAN "SI56…"
        if std_iban.is_valid(code) and (country != "SI" or code.startswith("SI56")):
            return code


# bank, BIC, the IBAN's bank and branch code
GR_BANKS = [
    ("Εθνική Τράπεζα / National Bank of Greece", "ETHNGRAA", "0110125"),
    ("Τράπεζα Πειραιώς / Piraeus Bank", "PIRBGRAA", "0172040"),
    ("Alpha Bank", "CRBAGRAA", "0140101"),
    ("Eurobank", "ERBKGRAA", "0260024"),
]


def gr_seller(rng: random.Random, name: str) -> tuple[Foreign, str, str]:
    """A Greek company: VAT code "EL" + its nine-digit ΑΦΜ, register code its twelve-digit Γ.Ε.ΜΗ.
    number, a Greek IBAN; with its bank's name and BIC."""
    while True:
        afm = rng.choice("089") + digits(rng, 8)
        if gr_vat.is_valid(afm):
            break
    street, postcode, city = rng.choice(
        [
            ("Ermou", "10563", "Athens"),
            ("Vasilissis Sofias", "10674", "Athens"),
            ("Tsimiski", "54624", "Thessaloniki"),
            ("Leoforos Kifisias", "15125", "Marousi"),
            ("Akti Miaouli", "18538", "Piraeus"),
            ("Maizonos", "26221", "Patras"),
        ]
    )
    gemi = digits(rng, 9) + "000"
    seller = Foreign(name, gemi, "EL" + afm, f"{street} {rng.randint(1, 160)}", city, postcode, "GR")
    bank, bic, code = rng.choice(GR_BANKS)
    seller.iban, seller.bank = iban(rng, "GR", code, 23), bank
    return seller, bank, bic


SI_BANKS = [
    ("NLB d.d.", "LJBASI2X", "02"),
    ("Nova KBM d.d.", "KBMASI2X", "04"),
    ("SKB banka d.d.", "SKBASI2X", "03"),
    ("Intesa Sanpaolo Bank d.d.", "BAKOSI2X", "10"),
]


def si_seller(rng: random.Random, name: str) -> tuple[Foreign, str, str]:
    """A Slovenian d.o.o.: VAT code "SI" + eight digits, register code its ten-digit matična številka
    (six digits, a check digit and the "000" of a head office), an SI IBAN (TRR); with the bank's name
    and BIC."""
    while True:
        vat = "SI" + rng.choice("123456789") + digits(rng, 7)
        if si_ddv.is_valid(vat):
            break
    while True:
        register = digits(rng, 6)
        register += si_maticna.calc_check_digit(register) + "000"
        if si_maticna.is_valid(register):
            break
    street, postcode, city = rng.choice(
        [
            ("Dunajska cesta", "1000", "Ljubljana"),
            ("Slovenska cesta", "1000", "Ljubljana"),
            ("Tržaška cesta", "1000", "Ljubljana"),
            ("Partizanska cesta", "2000", "Maribor"),
            ("Mariborska cesta", "3000", "Celje"),
            ("Ljubljanska cesta", "4000", "Kranj"),
        ]
    )
    seller = Foreign(name, register, vat, f"{street} {rng.randint(1, 180)}", city, postcode, "SI")
    bank, bic, code = rng.choice(SI_BANKS)
    seller.iban, seller.bank = iban(rng, "SI", code, 15), bank
    return seller, bank, bic


@dataclass
class Chinese(Foreign):
    """A Chinese party, its address as an export invoice writes it: "street, district, City 518057"."""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city} {self.postcode}"


def cn_seller(rng: random.Random, name: str) -> Chinese:
    """A Shenzhen, Dongguan or Ningbo manufacturer: no VAT code and no register code on an export invoice."""
    street, city, postcode = rng.choice(
        [
            ("Keji South 12th Road, Nanshan District", "Shenzhen", "518057"),
            ("Bantian Wuhe Avenue, Longgang District", "Shenzhen", "518129"),
            ("Shiyan Street, Bao'an District", "Shenzhen", "518108"),
            ("Songshan Lake Hi-tech Park", "Dongguan", "523808"),
            ("Yinzhou Investment Park", "Ningbo", "315104"),
        ]
    )
    building = rng.choice(
        [f"No. {rng.randint(1, 388)}", f"Building {rng.randint(1, 12)}, No. {rng.randint(1, 99)}"]
    )
    return Chinese(name, None, None, f"{building} {street}", city, postcode, "CN")


_ONES = [
    "ZERO",
    "ONE",
    "TWO",
    "THREE",
    "FOUR",
    "FIVE",
    "SIX",
    "SEVEN",
    "EIGHT",
    "NINE",
    "TEN",
    "ELEVEN",
    "TWELVE",
    "THIRTEEN",
    "FOURTEEN",
    "FIFTEEN",
    "SIXTEEN",
    "SEVENTEEN",
    "EIGHTEEN",
    "NINETEEN",
]
_TENS = ["_", "_", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def _below_thousand(n: int) -> list[str]:
    out: list[str] = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        out += [_ONES[hundreds], "HUNDRED"]
        if rest:
            out.append("AND")
    if rest >= 20:
        tens, ones = divmod(rest, 10)
        out.append(_TENS[tens] + (f"-{_ONES[ones]}" if ones else ""))
    elif rest:
        out.append(_ONES[rest])
    return out


def say_words(value: Decimal, currency: str) -> str:
    """ "SAY US DOLLARS ONE THOUSAND TWO HUNDRED AND FIVE AND CENTS FIFTY ONLY", as Chinese exporters
    write the total in words."""
    whole = int(value)
    cents = int((value - whole) * 100)
    out: list[str] = []
    rest = whole
    for size, word in ((1_000_000, "MILLION"), (1000, "THOUSAND")):
        count, rest = divmod(rest, size)
        if count:
            out += [*_below_thousand(count), word]
    out += _below_thousand(rest)
    name = {"USD": "US DOLLARS", "EUR": "EURO"}[currency]
    tail = f" AND CENTS {' '.join(_below_thousand(cents))}" if cents else ""
    return f"SAY {name} {' '.join(out) if out else 'ZERO'}{tail} ONLY"
