"""What the Belgian, Norwegian and British suppliers' templates (eu_be_facture, eu_no_faktura,
eu_gb_invoice) share and the other common modules do not give: sellers of those countries with their own
register codes (the Belgian numéro d'entreprise / ondernemingsnummer and its RPM/RPR court, the
Norwegian organisasjonsnummer with its "MVA" VAT number, the British Companies House number), accounts
in their banks (a Belgian IBAN with its national check, a Norwegian kontonummer, a British sort code and
account), the payment references of each country (the Belgian structured communication, the Norwegian
KID), a cross-border draw that puts the seller in doc.py's place, and the month names of French and
Dutch."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from stdnum import luhn
from stdnum.be import iban as be_iban
from stdnum.be import ogm_vcs
from stdnum.be import vat as be_vat
from stdnum.gb import vat as gb_vat
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.no import orgnr as no_orgnr

from tests.eval.printed.doc import Doc, Foreign, draw
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban

MONTHS = {
    "fr": [
        "janvier", "février", "mars", "avril", "mai", "juin",
        "juillet", "août", "septembre", "octobre", "novembre", "décembre",
    ],
    "nl": [
        "januari", "februari", "maart", "april", "mei", "juni",
        "juli", "augustus", "september", "oktober", "november", "december",
    ],
    "no": [
        "januar", "februar", "mars", "april", "mai", "juni",
        "juli", "august", "september", "oktober", "november", "desember",
    ],
    "en": [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ],
}  # fmt: skip


def supply(
    seed: int,
    seller: Foreign,
    zero: bool,
    catalogue: Sequence[tuple[str, str, float, tuple[float, float]]],
    whole_units: tuple[str, ...],
    needs_vat_code: bool = True,
    **kwargs: object,
) -> Doc:
    """A supply from ``seller`` to a Lithuanian buyer: at 0 % when ``zero`` (and, where
    ``needs_vat_code``, the buyer gives a VAT code: an intra-Community supply or reverse charge), else
    at each catalogue line's own rate of the seller's country. Piece quantities are whole and few."""
    doc = draw(seed, seller_country="DE", rates=(0,), catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    assert doc.buyer is not None
    if not zero or (needs_vat_code and not doc.buyer.vat_code):
        doc = draw(seed, seller_country="DE", catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    doc.seller = seller
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc


def zero_rated(doc: Doc) -> bool:
    return all(item.vat_percent == 0 for item in doc.items)


# --- Belgium --------------------------------------------------------------------------------------------


@dataclass
class Belgian(Foreign):
    """A Belgian company; ``court`` is the commercial court that keeps its register entry, as the
    RPM/RPR line names it ("Bruxelles", "Gent, afdeling Gent")."""

    court: str = ""


def enterprise_number(rng: random.Random) -> str:
    """A numéro d'entreprise / ondernemingsnummer: ten digits starting 0 (or 1 for the newest), the
    last two 97 minus the first eight modulo 97, printed "0123.456.789"."""
    while True:
        body = rng.choice("0000001") + rng.choice("456789") + digits(rng, 6)
        number = body + f"{97 - int(body) % 97:02d}"
        if be_vat.is_valid("BE" + number):
            return f"{number[:4]}.{number[4:7]}.{number[7:]}"


def be_seller(rng: random.Random, name: str, street: str, postcode: str, city: str, court: str) -> Belgian:
    code = enterprise_number(rng)
    return Belgian(name, code, "BE" + code.replace(".", ""), street, city, postcode, "BE", court=court)


# bank, BIC, the bank codes of the IBAN's first three BBAN digits
BE_BANKS = [
    ("BNP Paribas Fortis", "GEBABEBB", ["001", "210", "220", "230"]),
    ("KBC Bank", "KREDBEBB", ["734", "735", "736", "737"]),
    ("Belfius Banque", "GKCCBEBB", ["068", "063", "552"]),
    ("ING Belgique", "BBRUBEBB", ["310", "363", "320"]),
    ("Argenta", "ARSPBE22", ["979", "973"]),
    ("CBC Banque", "CREGBEBB", ["732", "191"]),
]


def be_account(rng: random.Random) -> tuple[str, str, str]:
    """A Belgian IBAN (bank code, seven digits, the national check: the ten digits modulo 97, 97 for
    0), its bank and BIC."""
    bank, bic, codes = rng.choice(BE_BANKS)
    body = rng.choice(codes) + digits(rng, 7)
    check = int(body) % 97 or 97
    code = iban("BE", f"{body}{check:02d}")
    assert be_iban.is_valid(code), code
    return code, bank, bic


def structured(rng: random.Random) -> str:
    """A structured communication (OGM/VCS): ten digits and their check modulo 97,
    "+++123/4567/89012+++"."""
    body = digits(rng, 10)
    number = body + ogm_vcs.calc_check_digits(body)
    assert ogm_vcs.is_valid(number), number
    return f"+++{number[:3]}/{number[3:7]}/{number[7:]}+++"


# --- Norway ---------------------------------------------------------------------------------------------


def orgnr(rng: random.Random) -> str:
    """An organisasjonsnummer (nine digits, modulus 11, companies start 8 or 9) valid with "MVA"."""
    while True:
        body = rng.choice("89") + digits(rng, 7)
        check = 11 - sum(int(c) * w for c, w in zip(body, (3, 2, 7, 6, 5, 4, 3, 2), strict=True)) % 11
        if check == 10:
            continue
        number = body + str(check % 11)
        if no_orgnr.is_valid(number) and no_mva.is_valid(f"NO{number}MVA"):
            return number


def no_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """A Norwegian company: the register code as it is printed ("987 654 321"), the VAT number
    NO + org.nr. + MVA."""
    number = orgnr(rng)
    shown = f"{number[:3]} {number[3:6]} {number[6:]}"
    return Foreign(name, shown, f"NO{number}MVA", street, city, postcode, "NO")


# bank, BIC, its registration numbers (a kontonummer's first four digits)
NO_BANKS = [
    ("DNB Bank ASA", "DNBANOKKXXX", ["1503", "1506", "1254", "1644"]),
    ("Nordea Bank Abp, filial i Norge", "NDEANOKKXXX", ["6001", "6005", "6094"]),
    ("SpareBank 1 SR-Bank", "SPRONO22XXX", ["3201", "3207", "3208"]),
    ("Sparebanken Vest", "SPAVNOBBXXX", ["3411", "3625", "3632"]),
    ("Handelsbanken", "HANDNOKKXXX", ["9041", "9049"]),
    ("Sparebanken Møre", "SPSONO22XXX", ["3910", "3912", "3930"]),
]


def no_account(rng: random.Random) -> tuple[str, str, str, str]:
    """A kontonummer "1234.56.78901" (eleven digits, the last a modulus-11 check), its IBAN, bank and
    BIC."""
    bank, bic, regs = rng.choice(NO_BANKS)
    while True:
        body = rng.choice(regs) + digits(rng, 6)
        weights = (5, 4, 3, 2, 7, 6, 5, 4, 3, 2)
        check = 11 - sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        if check == 10:
            continue
        number = body + str(check % 11)
        if no_kontonr.is_valid(number):
            break
    return f"{number[:4]}.{number[4:6]}.{number[6:]}", iban("NO", number), bank, bic


def kid(customer: str, invoice: str) -> str:
    """A KID: the customer and invoice numbers, padded, with a Luhn (MOD10) check digit."""
    body = customer.zfill(5) + invoice.zfill(6)
    return body + luhn.calc_check_digit(body)


# --- the United Kingdom ---------------------------------------------------------------------------------


@dataclass
class British(Foreign):
    """A British company, its address ending in the town and the postcode ("12 Deansgate, Manchester
    M3 2BW")."""

    @property
    def address(self) -> str:
        return f"{self.street}, {self.city} {self.postcode}"


def gb_vat_number(rng: random.Random) -> str:
    """GB and nine digits that pass HMRC's check (weights 8..2, then the remainder of 97 or of
    97 less 55)."""
    while True:
        body = rng.choice("123456789") + digits(rng, 6)
        total = sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True))
        check = (55 - total) % 97 if rng.random() < 0.5 else -total % 97
        code = f"GB{body}{check:02d}"
        if gb_vat.is_valid(code):
            return code


# bank, BIC, the IBAN's bank code, its sort codes' first two digits
GB_BANKS = [
    ("Barclays Bank UK PLC", "BUKBGB22", "BUKB", ["20", "23"]),
    ("HSBC UK Bank plc", "HBUKGB4B", "HBUK", ["40"]),
    ("Lloyds Bank plc", "LOYDGB2L", "LOYD", ["30", "77"]),
    ("National Westminster Bank plc", "NWBKGB2L", "NWBK", ["60", "56"]),
    ("Santander UK plc", "ABBYGB2L", "ABBY", ["09"]),
    ("The Royal Bank of Scotland plc", "RBOSGB2L", "RBOS", ["83", "16"]),
]


def gb_account(rng: random.Random) -> tuple[str, str, str, str, str]:
    """An IBAN, bank, BIC, sort code "12-34-56" and eight-digit account number."""
    bank, bic, code, starts = rng.choice(GB_BANKS)
    sort = rng.choice(starts) + digits(rng, 4)
    number = rng.choice("123456789") + digits(rng, 7)
    return iban("GB", code + sort + number), bank, bic, f"{sort[:2]}-{sort[2:4]}-{sort[4:]}", number
