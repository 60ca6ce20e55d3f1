"""What the Dutch, Swiss and Finnish suppliers' English and German templates (eu_nl_en_goods,
eu_ch_rechnung, eu_fi_en_services) share and the other common modules do not give: Swiss sellers with
their UID ("CHE-123.456.789", printed "MWST" after it as the VAT number), accounts in Swiss banks and the
ISO 11649 creditor reference ("RF18 5390 0754 7034") of a QR-bill, Finnish sellers with their Business ID
(Y-tunnus "1234567-8") and VAT number FI12345678, Finnish accounts and the Finnish payment reference with
its 7-3-1 check digit, and rates with a decimal ("8.1", "25.5") put on lines drawn at whole placeholders."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum import iso11649, luhn
from stdnum.ch import uid as ch_uid
from stdnum.ch import vat as ch_vat
from stdnum.fi import alv as fi_alv
from stdnum.fi import ytunnus as fi_ytunnus

from tests.eval.printed.doc import Doc, Foreign
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban
from tests.eval.printed.templates.eu_round6_common import viitenumber


def set_rates(doc: Doc, rates: dict[int, str]) -> None:
    """Each line's placeholder rate (as the catalogue drew it) replaced by the real one: {81: "8.1"}."""
    for item in doc.items:
        key = int(item.vat_percent)
        if key in rates:
            item.vat_percent = Decimal(rates[key])


# --- Switzerland ----------------------------------------------------------------------------------------


def ch_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """A Swiss company: its UID "CHE-123.456.789" as the register code, "CHE-123.456.789 MWST" as its
    VAT number (the form Swiss invoices print)."""
    while True:
        body = rng.choice("123456789") + digits(rng, 7)
        check = ch_uid.calc_check_digit(body)
        if check == "10":
            continue
        number = body + check
        if ch_uid.is_valid("CHE" + number):
            break
    uid = ch_uid.format("CHE" + number)
    assert ch_vat.is_valid(f"{uid} MWST"), uid
    return Foreign(name, uid, f"{uid} MWST", street, city, postcode, "CH")


# bank, BIC, the IBAN's institution code (IID)
CH_BANKS = [
    ("UBS Switzerland AG", "UBSWCHZH80A", "00230"),
    ("Zürcher Kantonalbank", "ZKBKCHZZ80A", "00700"),
    ("PostFinance AG", "POFICHBEXXX", "09000"),
    ("Raiffeisenbank", "RAIFCH22XXX", "80808"),
    ("Berner Kantonalbank AG", "KBBECH22XXX", "00790"),
    ("Luzerner Kantonalbank AG", "LUKBCH2260A", "00778"),
]


def ch_account(rng: random.Random) -> tuple[str, str, str]:
    """A Swiss IBAN (21 characters: the IID and a twelve-digit account), its bank and BIC."""
    bank, bic, iid = rng.choice(CH_BANKS)
    return iban("CH", iid + digits(rng, 12)), bank, bic


def rf_reference(rng: random.Random) -> str:
    """An ISO 11649 creditor reference "RF18 5390 0754 7034", as a QR-bill with an ordinary IBAN
    carries."""
    body = str(rng.randint(1, 9)) + digits(rng, rng.randint(7, 13))
    check = 98 - int("".join(str(int(c, 36)) for c in body + "RF00")) % 97
    ref = f"RF{check:02d}{body}"
    assert iso11649.is_valid(ref), ref
    return str(iso11649.format(ref))


# --- Finland --------------------------------------------------------------------------------------------


def fi_seller(rng: random.Random, name: str, street: str, postcode: str, city: str) -> Foreign:
    """A Finnish company: its Business ID (Y-tunnus) "1234567-8" and VAT number FI12345678."""
    while True:
        body = rng.choice("23") + digits(rng, 6)
        weights = (7, 9, 10, 5, 8, 4, 2)
        rest = sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11
        if rest == 1:
            continue
        code = f"{body}-{0 if rest == 0 else 11 - rest}"
        if fi_ytunnus.is_valid(code) and fi_alv.is_valid("FI" + code.replace("-", "")):
            break
    return Foreign(name, code, "FI" + code.replace("-", ""), street, city, postcode, "FI")


# bank, BIC, the leading digits of its accounts
FI_BANKS = [
    ("Nordea Bank Oyj", "NDEAFIHH", "1"),
    ("OP Osuuskunta", "OKOYFIHH", "5"),
    ("Danske Bank A/S, Suomen sivuliike", "DABAFIHH", "8"),
    ("Aktia Pankki Oyj", "HELSFIHH", "405"),
    ("S-Pankki Oyj", "SBANFIHH", "39"),
    ("Handelsbanken", "HANDFIHH", "31"),
]


def fi_account(rng: random.Random) -> tuple[str, str, str]:
    """A Finnish IBAN (fourteen digits, the last a Luhn check), its bank and BIC."""
    bank, bic, start = rng.choice(FI_BANKS)
    body = start + digits(rng, 13 - len(start))
    return iban("FI", body + luhn.calc_check_digit(body)), bank, bic


def fi_reference(base: str) -> str:
    """A Finnish payment reference (viitenumero): ``base`` and its 7-3-1 check digit, printed in groups
    of five from the right ("12 34561")."""
    number = viitenumber(base)
    groups: list[str] = []
    while number:
        groups.insert(0, number[-5:])
        number = number[:-5]
    return " ".join(groups)
