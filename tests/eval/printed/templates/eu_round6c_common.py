"""What the German, Slovak and Hungarian suppliers' templates (eu_de_innergemeinschaftlich, eu_sk_faktura,
eu_hu_szamla) share and the other common modules do not give: sellers of those countries with their own
register and tax codes (the German Handelsregister entry, Steuernummer and USt-IdNr.; the Slovak IČO, DIČ
and IČ DPH; the Hungarian cégjegyzékszám, adószám and közösségi adószám), accounts in their banks (a
Slovak IBAN, a Hungarian "giro" account number with its two check digits), a Lithuanian buyer who
always has a VAT code, and amounts with a chosen thousands separator and decimal comma."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal

from stdnum.cz import dic as cz_dic
from stdnum.de import stnr
from stdnum.de import vat as de_vat
from stdnum.eu import vat as eu_vat
from stdnum.hu import anum
from stdnum.sk import dph

from tests.eval.lt_data import vat_code
from tests.eval.printed.doc import Doc, Foreign
from tests.eval.printed.fmt import amount
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban


def num(value: Decimal, thousands: str = "\u00a0", places: int = 2) -> str:
    """An amount with a decimal comma and ``thousands`` between the groups: "1.234,56", "1 234,56"."""
    return amount(value, "lt", places).replace("\u00a0", thousands)


def pct(value: Decimal) -> str:
    return f"{value.normalize():f}".replace(".", ",")


def with_buyer_vat(rng: random.Random, doc: Doc) -> None:
    """A business buyer of an intra-Community supply: it gives its VAT code (drawn when it had none)."""
    assert doc.buyer is not None
    if not doc.buyer.vat_code:
        doc.buyer.vat_code = vat_code(rng)


# --- Germany --------------------------------------------------------------------------------------------


@dataclass
class German(Foreign):
    """A German company and its register entry: Amtsgericht, HRB, Steuernummer, managing directors."""

    court: str = ""
    hrb: str = ""
    tax_number: str = ""
    directors: str = ""


# street, postcode, city, Amtsgericht, stdnum region, the Steuernummer's pattern (F = office digits)
DE_PLACES = [
    ("Industriestraße", "70565", "Stuttgart", "Stuttgart", "Baden-Württemberg", "99/BBB/UUUUP"),
    ("Robert-Bosch-Straße", "73037", "Göppingen", "Ulm", "Baden-Württemberg", "52/BBB/UUUUP"),
    ("Gewerbering", "90451", "Nürnberg", "Nürnberg", "Bayern", "241/BBB/UUUUP"),
    ("Frankfurter Ring", "80807", "München", "München", "Bayern", "143/BBB/UUUUP"),
    ("Westfalendamm", "44141", "Dortmund", "Dortmund", "Nordrhein-Westfalen", "314/BBBB/UUUP"),
    ("Am Gleisdreieck", "42655", "Solingen", "Wuppertal", "Nordrhein-Westfalen", "128/BBBB/UUUP"),
    ("Wiener Straße", "09120", "Chemnitz", "Chemnitz", "Sachsen", "215/BBB/UUUUP"),
    ("Billstraße", "20539", "Hamburg", "Hamburg", "Hamburg", "46/BBB/UUUUP"),
    ("Carl-Benz-Straße", "68167", "Mannheim", "Mannheim", "Baden-Württemberg", "38/BBB/UUUUP"),
]
DE_DIRECTORS = [
    "Thomas Becker", "Andreas Krüger", "Stefan Hoffmann", "Claudia Wagner", "Markus Schäfer",
    "Katrin Zimmermann", "Jürgen Braun", "Sabine Hartmann", "Michael Lehmann", "Frank Schröder",
]  # fmt: skip


def de_vat_number(rng: random.Random) -> str:
    while True:
        code = "DE" + rng.choice("123") + digits(rng, 8)
        if de_vat.is_valid(code) and eu_vat.is_valid(code):
            return code


def de_seller(rng: random.Random, names: list[str], forms: list[str]) -> German:
    street, postcode, city, court, region, pattern = rng.choice(DE_PLACES)
    while True:
        tax = "".join(rng.choice("0123456789") if c in "BUP" else c for c in pattern)
        if stnr.is_valid(tax.replace("/", ""), region):
            break
    directors = rng.sample(DE_DIRECTORS, rng.choice([1, 1, 2]))
    return German(
        f"{rng.choice(names)} {rng.choice(forms)}",
        None,
        de_vat_number(rng),
        f"{street} {rng.randint(1, 120)}{rng.choice(['', '', '', 'a', 'b'])}",
        city,
        postcode,
        "DE",
        court=court,
        hrb=f"HRB {rng.randint(1000, 99999)}",
        tax_number=tax,
        directors=", ".join(directors),
    )


# --- Slovakia -------------------------------------------------------------------------------------------


@dataclass
class Slovak(Foreign):
    """A Slovak company: IČO as the register code, IČ DPH (SK + DIČ) as the VAT code, and its entry in
    the commercial register ("Mestského súdu Bratislava III, oddiel: Sro, vložka č. 12345/B")."""

    dic: str = ""
    register: str = ""


# street, postcode, town, registering court, the court's file letter
SK_PLACES = [
    ("Mlynské nivy", "821 09", "Bratislava", "Mestského súdu Bratislava III", "B"),
    ("Einsteinova", "851 01", "Bratislava", "Mestského súdu Bratislava III", "B"),
    ("Priemyselná", "010 01", "Žilina", "Okresného súdu Žilina", "L"),
    ("Južná trieda", "040 01", "Košice", "Okresného súdu Košice I", "V"),
    ("Hlavná", "080 01", "Prešov", "Okresného súdu Prešov", "P"),
    ("Štúrova", "949 01", "Nitra", "Okresného súdu Nitra", "N"),
    ("Priemyselná ulica", "917 01", "Trnava", "Okresného súdu Trnava", "T"),
    ("Zvolenská cesta", "974 01", "Banská Bystrica", "Okresného súdu Banská Bystrica", "S"),
    ("Legionárska", "911 01", "Trenčín", "Okresného súdu Trenčín", "R"),
]
SK_BANKS = [
    ("Slovenská sporiteľňa, a.s.", "GIBASKBX", "0900"),
    ("Všeobecná úverová banka, a.s.", "SUBASKBX", "0200"),
    ("Tatra banka, a.s.", "TATRSKBX", "1100"),
    ("Československá obchodná banka, a.s.", "CEKOSKBX", "7500"),
    ("Prima banka Slovensko, a.s.", "KOMASK2X", "5600"),
    ("365.bank, a.s.", "POBNSKBA", "6500"),
]


def ico(rng: random.Random) -> str:
    """An IČO: seven digits and a check (weights 8..2, modulo 11), as the Czech IČ is made."""
    while True:
        body = rng.choice("3456") + digits(rng, 6)
        check = (11 - sum(int(d) * w for d, w in zip(body, range(8, 1, -1), strict=True)) % 11) % 10
        code = body + str(check)
        if cz_dic.is_valid(code):
            return code


def sk_seller(rng: random.Random, names: list[str], forms: list[str]) -> Slovak:
    while True:
        dic = "202" + digits(rng, 7)
        if dph.is_valid("SK" + dic) and eu_vat.is_valid("SK" + dic):
            break
    street, postcode, town, court, letter = rng.choice(SK_PLACES)
    form = rng.choice(forms)
    section = "Sa" if form == "a.s." else "Sro"
    return Slovak(
        f"{rng.choice(names)} {form}",
        ico(rng),
        "SK" + dic,
        f"{street} {rng.randint(1, 90)}{rng.choice(['', '', '/A', '/B'])}",
        town,
        postcode,
        "SK",
        dic=dic,
        register=f"{court}, oddiel: {section}, vložka č. {rng.randint(1000, 99999)}/{letter}",
    )


def sk_account(rng: random.Random) -> tuple[str, str, str]:
    bank, bic, code = rng.choice(SK_BANKS)
    prefix = rng.choice(["000000", "000000", "000019"])
    return iban("SK", code + prefix + digits(rng, 10)), bank, bic


# --- Hungary --------------------------------------------------------------------------------------------


@dataclass
class Hungarian(Foreign):
    """A Hungarian company: the cégjegyzékszám as the register code, HU + the adószám's first eight
    digits as the VAT code. Its address is printed as Hungarians write it, "1138 Budapest, Váci út 45."."""

    tax_number: str = ""
    court: str = ""

    @property
    def address(self) -> str:
        return f"{self.postcode} {self.city}, {self.street}"


# street, postcode, city, cégbíróság, the court's number in the cégjegyzékszám, the adószám's county codes
HU_PLACES = [
    ("Váci út", "1138", "Budapest", "Fővárosi Törvényszék Cégbírósága", "01", ["41", "42", "43", "44"]),
    ("Könyves Kálmán krt.", "1097", "Budapest", "Fővárosi Törvényszék Cégbírósága", "01", ["42", "43"]),
    ("Budafoki út", "1117", "Budapest", "Fővárosi Törvényszék Cégbírósága", "01", ["41", "43"]),
    ("Kandó Kálmán u.", "9027", "Győr", "Győri Törvényszék Cégbírósága", "08", ["08"]),
    ("Határ út", "4031", "Debrecen", "Debreceni Törvényszék Cégbírósága", "09", ["09"]),
    ("Budapesti út", "6728", "Szeged", "Szegedi Törvényszék Cégbírósága", "06", ["06"]),
    ("Berényi út", "8000", "Székesfehérvár", "Székesfehérvári Törvényszék Cégbírósága", "07", ["07"]),
    ("Izsáki út", "6000", "Kecskemét", "Kecskeméti Törvényszék Cégbírósága", "03", ["03"]),
]
# bank, BIC, the three-digit bank code of its account numbers
HU_BANKS = [
    ("OTP Bank Nyrt.", "OTPVHUHB", "117"),
    ("K&H Bank Zrt.", "OKHBHUHB", "104"),
    ("Erste Bank Hungary Zrt.", "GIBAHUHB", "116"),
    ("Raiffeisen Bank Zrt.", "UBRTHUHB", "120"),
    ("UniCredit Bank Hungary Zrt.", "BACXHUHB", "109"),
    ("MBH Bank Nyrt.", "MKKBHUHB", "103"),
    ("CIB Bank Zrt.", "CIBHHUHB", "107"),
]


def hu_seller(rng: random.Random, names: list[str], forms: list[str]) -> Hungarian:
    while True:
        body = rng.choice("12") + digits(rng, 6)
        check = -sum(int(d) * w for d, w in zip(body, (9, 7, 3, 1, 9, 7, 3), strict=True)) % 10
        eight = body + str(check)
        if anum.is_valid(eight) and eu_vat.is_valid("HU" + eight):
            break
    street, postcode, city, court, court_no, counties = rng.choice(HU_PLACES)
    form = rng.choice(forms)
    kind = {"Kft.": "09", "Zrt.": "10", "Bt.": "06"}[form]
    house = f"{rng.randint(1, 180)}."
    return Hungarian(
        f"{rng.choice(names)} {form}",
        f"{court_no}-{kind}-{rng.randint(100000, 999999)}",
        "HU" + eight,
        f"{street} {house}",
        city,
        postcode,
        "HU",
        tax_number=f"{eight}-2-{rng.choice(counties)}",
        court=court,
    )


def _hu_check(block: str) -> str:
    return str(-sum(int(d) * w for d, w in zip(block, (9, 7, 3, 1) * 4, strict=False)) % 10)


def hu_account(rng: random.Random) -> tuple[str, str, str, str]:
    """A Hungarian account "11773016-01234567-00000000" (each of its two parts with its check digit),
    its IBAN, bank and BIC."""
    bank, bic, code = rng.choice(HU_BANKS)
    branch = code + digits(rng, 4)
    branch += _hu_check(branch)
    if rng.random() < 0.6:  # the sixteen-digit account, padded with zeros
        rest = digits(rng, 7)
        rest += _hu_check(rest) + "00000000"
    else:
        rest = digits(rng, 15)
        rest += _hu_check(rest)
    number = branch + rest
    return f"{number[:8]}-{number[8:16]}-{number[16:]}", iban("HU", number), bank, bic
