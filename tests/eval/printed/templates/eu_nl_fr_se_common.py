"""What the Dutch, French and Swedish suppliers' templates (eu_nl_factuur, eu_fr_facture, eu_se_faktura)
share and doc.py does not give: sellers of those countries with their register codes (KvK-nummer, SIRET,
Org.nr) and VAT numbers, accounts in their countries' IBANs (with the French RIB key and a Swedish
Bankgiro number), the cross-border draw at each catalogue line's own rate, a line with a discount (the
French "Remise"), a logo drawn in CSS, Dutch and French month names and the French amount in words."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from html import escape

from stdnum import luhn
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.nl import btw as nl_btw
from stdnum.se import orgnr as se_orgnr
from stdnum.se import vat as se_vat

from tests.eval.lt_data import money
from tests.eval.printed.doc import Doc, Foreign, Item, draw
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban

MONTHS = {
    "nl": [
        "januari", "februari", "maart", "april", "mei", "juni",
        "juli", "augustus", "september", "oktober", "november", "december",
    ],
    "fr": [
        "janvier", "février", "mars", "avril", "mai", "juin",
        "juillet", "août", "septembre", "octobre", "novembre", "décembre",
    ],
}  # fmt: skip


@dataclass
class Discounted(Item):
    """A line with a discount in percent off its net amount: quantity × price − discount."""

    discount: Decimal = Decimal(0)

    @property
    def subtotal(self) -> Decimal:
        return money(self.quantity * self.price * (100 - self.discount) / 100)


def supply(
    seed: int,
    seller: Foreign,
    domestic: bool,
    catalogue: Sequence[tuple[str, str, float, tuple[float, float]]],
    whole_units: tuple[str, ...],
    **kwargs: object,
) -> Doc:
    """A supply from ``seller`` to a Lithuanian buyer: at 0 % (intra-Community supply, reverse charge)
    when the buyer has a VAT code and the supply is not ``domestic``, else at each catalogue line's own
    rate of the seller's country. Quantities in ``whole_units`` are whole numbers, a few at a time."""
    doc = draw(seed, seller_country="DE", rates=(0,), catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    assert doc.buyer is not None
    if domestic or not doc.buyer.vat_code:
        doc = draw(seed, seller_country="DE", catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    doc.seller = seller
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc


# --- the Netherlands ---------------------------------------------------------------------------------

NL_BANKS = [
    ("ABN AMRO Bank N.V.", "ABNANL2A", "ABNA"),
    ("ING Bank N.V.", "INGBNL2A", "INGB"),
    ("Rabobank", "RABONL2U", "RABO"),
    ("Triodos Bank", "TRIONL2U", "TRIO"),
    ("bunq B.V.", "BUNQNL2A", "BUNQ"),
]


def nl_seller(
    rng: random.Random, names: list[str], places: list[tuple[str, str, str]], forms: list[str]
) -> Foreign:
    """A Dutch company: its KvK-nummer (eight digits) as its register code, a BTW-nummer NL…B01."""
    while True:
        vat = f"NL{digits(rng, 9)}B{rng.choice(['01', '01', '01', '02'])}"
        if nl_btw.is_valid(vat):
            break
    street, postcode, city = rng.choice(places)
    house = f"{rng.randint(1, 220)}{rng.choice(['', '', '', '-A', ' a', '-2'])}"
    return Foreign(
        f"{rng.choice(names)} {rng.choice(forms)}",
        str(rng.randint(10_000_000, 99_999_999)),
        vat,
        f"{street} {house}",
        city,
        postcode,
        "NL",
    )


def nl_account(rng: random.Random) -> tuple[str, str, str]:
    bank, bic, code = rng.choice(NL_BANKS)
    return iban("NL", code + digits(rng, 10)), bank, bic


# --- France --------------------------------------------------------------------------------------------

# bank, BIC, code banque
FR_BANKS = [
    ("BNP Paribas", "BNPAFRPPXXX", "30004"),
    ("Société Générale", "SOGEFRPP", "30003"),
    ("Crédit Agricole", "AGRIFRPP882", "18206"),
    ("LCL – Le Crédit Lyonnais", "CRLYFRPP", "30002"),
    ("Caisse d'Épargne", "CEPAFRPP131", "13135"),
    ("CIC", "CMCIFRPP", "30066"),
]


def fr_seller(
    rng: random.Random, names: list[str], places: list[tuple[str, str]], forms: list[str]
) -> Foreign:
    """A French company: its SIRET (SIREN and establishment number) as its register code, the TVA
    intracommunautaire FR + key + SIREN."""
    while True:
        siren = digits(rng, 8)
        siren += str(luhn.calc_check_digit(siren))
        nic = "0" + digits(rng, 3)
        nic += str(luhn.calc_check_digit(siren + nic))
        if fr_siret.is_valid(siren + nic):
            break
    vat = f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"
    assert fr_tva.is_valid(vat), vat
    kind, street = rng.choice(
        [
            ("rue", "de la République"),
            ("rue", "Victor Hugo"),
            ("avenue", "Jean Jaurès"),
            ("boulevard", "Gambetta"),
            ("rue", "des Artisans"),
            ("quai", "de la Marne"),
            ("allée", "des Platanes"),
            ("chemin", "des Vignes"),
        ]
    )
    number = f"{rng.randint(1, 180)}{rng.choice(['', '', '', ' bis', ' ter'])}"
    postcode, city = rng.choice(places)
    return Foreign(
        f"{rng.choice(names)} {rng.choice(forms)}",
        siren + nic,
        vat,
        f"{number} {kind} {street}",
        city,
        postcode,
        "FR",
    )


def fr_account(rng: random.Random) -> tuple[str, str, str]:
    """A French IBAN with a correct RIB key (code banque, code guichet, account number, key)."""
    bank, bic, code = rng.choice(FR_BANKS)
    branch, number = digits(rng, 5), digits(rng, 11)
    key = 97 - (89 * int(code) + 15 * int(branch) + 3 * int(number)) % 97
    return iban("FR", f"{code}{branch}{number}{key:02d}"), bank, bic


_FR_UNITS = [
    "zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
    "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf",
]  # fmt: skip
_FR_TENS = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante"]


def _fr_below_hundred(n: int, final: bool) -> str:
    if n < 20:
        return _FR_UNITS[n]
    if n < 70:
        tens, ones = divmod(n, 10)
        if ones == 0:
            return _FR_TENS[tens]
        return _FR_TENS[tens] + (" et un" if ones == 1 else "-" + _FR_UNITS[ones])
    if n < 80:
        return "soixante" + (" et onze" if n == 71 else "-" + _FR_UNITS[n - 60])
    if n == 80:
        return "quatre-vingts" if final else "quatre-vingt"
    return "quatre-vingt-" + _FR_UNITS[n - 80]


def _fr_below_thousand(n: int, final: bool) -> str:
    hundreds, rest = divmod(n, 100)
    words = []
    if hundreds:
        if hundreds == 1:
            words.append("cent")
        else:
            words.append(f"{_FR_UNITS[hundreds]} cent{'s' if rest == 0 and final else ''}")
    if rest or not hundreds:
        words.append(_fr_below_hundred(rest, final))
    return " ".join(words)


def fr_words(value: Decimal) -> str:
    """The amount in French words, as "Arrêtée la présente facture à la somme de" writes it:
    "mille deux cent trente-quatre euros et cinquante-six centimes"."""
    value = abs(value)
    euros = int(value)
    cents = int((value - euros) * 100)
    millions, rest = divmod(euros, 1_000_000)
    thousands, ones = divmod(rest, 1000)
    words = []
    if millions:
        words.append(f"{_fr_below_thousand(millions, True)} million{'s' if millions > 1 else ''}")
    if thousands:
        words.append("mille" if thousands == 1 else f"{_fr_below_thousand(thousands, False)} mille")
    if ones or not words:
        words.append(_fr_below_thousand(ones, True))
    text = " ".join(words)
    text += " d'euros" if euros and not rest else (" euro" if euros < 2 else " euros")
    if cents:
        text += f" et {_fr_below_hundred(cents, True)} centime{'s' if cents > 1 else ''}"
    return text


# --- Sweden ---------------------------------------------------------------------------------------------

# bank, BIC, the IBAN's three-digit bank code
SE_BANKS = [
    ("Swedbank", "SWEDSESS", "800"),
    ("SEB", "ESSESESS", "500"),
    ("Handelsbanken", "HANDSESS", "600"),
    ("Nordea", "NDEASESS", "300"),
    ("Danske Bank", "DABASESX", "120"),
]


def se_seller(
    rng: random.Random, names: list[str], places: list[tuple[str, str, str]], form: str = "AB"
) -> Foreign:
    """A Swedish aktiebolag: its organisationsnummer (556…/559…, Luhn) as "NNNNNN-NNNN", the
    momsregistreringsnummer SE + the ten digits + 01."""
    body = rng.choice(["556", "559"]) + digits(rng, 6)
    code = body + str(luhn.calc_check_digit(body))
    assert se_orgnr.is_valid(code), code
    vat = f"SE{code}01"
    assert se_vat.is_valid(vat), vat
    street, postcode, city = rng.choice(places)
    return Foreign(
        f"{rng.choice(names)} {form}",
        f"{code[:6]}-{code[6:]}",
        vat,
        f"{street} {rng.randint(1, 90)}{rng.choice(['', '', '', 'A', 'B'])}",
        city,
        postcode,
        "SE",
    )


def se_account(rng: random.Random) -> tuple[str, str, str]:
    bank, bic, code = rng.choice(SE_BANKS)
    return iban("SE", code + digits(rng, 17)), bank, bic


def bankgiro(rng: random.Random) -> str:
    """A Bankgiro number (seven or eight digits, Luhn), printed "NNN-NNNN" or "NNNN-NNNN"."""
    body = str(rng.randint(1, 9)) + digits(rng, rng.choice([5, 6]))
    number = body + str(luhn.calc_check_digit(body))
    return f"{number[:-4]}-{number[-4:]}"


# --- the look -------------------------------------------------------------------------------------------


def initials(name: str) -> str:
    letters = [w[0] for w in name.split() if w[0].isalpha() and w[0].isupper()]
    return "".join(letters[:2]) or name[:1].upper()


def logo(rng: random.Random, name: str, accent: str, size_pt: float, side: str = "right") -> str:
    """A company mark drawn in CSS, one of the kinds small firms' letterheads use: initials in a circle,
    a letter in a turned square, three bars beside the name, or the name in a ruled wordmark; set at
    the ``side`` of its block."""
    justify = "flex-end" if side == "right" else "flex-start"
    brand = escape(name.rsplit(" ", 1)[0])
    mark = escape(initials(name))
    kind = rng.randrange(4)
    if kind == 0:
        return (
            f'<div style="display:flex;align-items:center;gap:7px;justify-content:{justify}">'
            f'<div style="width:13mm;height:13mm;border-radius:50%;background:{accent};color:#fff;'
            f"display:flex;align-items:center;justify-content:center;font-weight:bold;"
            f'font-size:{size_pt + 5}pt">{mark}</div>'
            f'<div style="font-weight:bold;font-size:{size_pt + 4}pt;color:{accent}">{brand}</div></div>'
        )
    if kind == 1:
        return (
            f'<div style="display:flex;align-items:center;gap:10px;justify-content:{justify}">'
            f'<div style="width:10mm;height:10mm;transform:rotate(45deg);border:2.2pt solid {accent};'
            f'display:flex;align-items:center;justify-content:center;margin:2mm">'
            f'<span style="transform:rotate(-45deg);font-weight:bold;font-size:{size_pt + 4}pt;'
            f'color:{accent}">{mark[:1]}</span></div>'
            f'<div style="font-size:{size_pt + 5}pt;letter-spacing:1px;text-transform:uppercase">'
            f"{brand}</div></div>"
        )
    if kind == 2:
        bars = "".join(
            f'<div style="height:2.2mm;width:{w}mm;background:{accent};margin:0.8mm 0 0 auto;'
            f'opacity:{o}"></div>'
            for w, o in ((12, 1), (9, 0.75), (6, 0.5))
        )
        return (
            f'<div style="display:flex;align-items:center;gap:8px;justify-content:{justify}">'
            f"<div>{bars}</div>"
            f'<div style="font-weight:bold;font-size:{size_pt + 5}pt">{brand}</div></div>'
        )
    return (
        f'<div style="text-align:{side}"><div style="display:inline-block;border-top:3pt solid {accent};'
        f"border-bottom:1pt solid {accent};padding:2px 4px;font-family:'Liberation Serif',serif;"
        f'font-size:{size_pt + 7}pt;font-style:italic;color:{accent}">{brand}</div></div>'
    )
