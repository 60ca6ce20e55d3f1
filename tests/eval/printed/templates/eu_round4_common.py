"""What the Danish, Austrian and Portuguese suppliers' templates (eu_dk_faktura, eu_at_rechnung,
eu_pt_fatura) share and the other common modules do not give: sellers of those countries with their own
register codes (the Danish CVR-nr., the Austrian Firmenbuchnummer and UID, the Portuguese NIF/NIPC),
accounts in their banks (a Danish Reg.nr./Kontonr., an Austrian BLZ, a Portuguese NIB with its check
digits), the cross-border draw at each catalogue line's own rate, and the month names of the three
languages (the Austrian "Jänner")."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from stdnum.at import businessid as at_fn
from stdnum.at import uid as at_uid
from stdnum.dk import cvr as dk_cvr
from stdnum.eu import vat as eu_vat
from stdnum.pt import nif as pt_nif

from tests.eval.printed.doc import Doc, Foreign, draw
from tests.eval.printed.templates.eu_ie_fi_cz_common import digits, iban

MONTHS = {
    "da": [
        "januar", "februar", "marts", "april", "maj", "juni",
        "juli", "august", "september", "oktober", "november", "december",
    ],
    "at": [
        "Jänner", "Februar", "März", "April", "Mai", "Juni",
        "Juli", "August", "September", "Oktober", "November", "Dezember",
    ],
    "pt": [
        "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
    ],
}  # fmt: skip


def long_date(value: date, language: str) -> str:
    """ "5. marts 2026", "5. Jänner 2026", "5 de março de 2026"."""
    month = MONTHS[language][value.month - 1]
    if language == "pt":
        return f"{value.day} de {month} de {value.year}"
    return f"{value.day}. {month} {value.year}"


def cross_border(
    seed: int,
    seller: Foreign,
    domestic: bool,
    catalogue: Sequence[tuple[str, str, float, tuple[float, float]]],
    whole_units: tuple[str, ...],
    **kwargs: object,
) -> Doc:
    """A supply from ``seller`` to a Lithuanian buyer: at 0 % (intra-Community supply or reverse charge)
    when the buyer gives a VAT code and the supply is not ``domestic``, else at each catalogue line's own
    rate of the seller's country. Piece quantities are whole and few."""
    doc = draw(seed, seller_country="DE", rates=(0,), catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    assert doc.buyer is not None
    if domestic or not doc.buyer.vat_code:
        doc = draw(seed, seller_country="DE", catalogue=list(catalogue), **kwargs)  # type: ignore[arg-type]
    doc.seller = seller
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc


# --- Denmark --------------------------------------------------------------------------------------------

# bank, BIC, its registration numbers (the first four digits of the BBAN)
DK_BANKS = [
    ("Danske Bank", "DABADKKK", ["3001", "4180", "4440", "3409"]),
    ("Nordea Danmark", "NDEADKKK", ["2191", "2650", "2270"]),
    ("Jyske Bank", "JYBADKKK", ["5037", "7858", "5052"]),
    ("Sydbank", "SYBKDK22", ["7070", "6610", "8065"]),
    ("Spar Nord Bank", "SPNODK22", ["9070", "9280"]),
    ("Arbejdernes Landsbank", "ALBADKKK", ["5301", "5321"]),
]


def dk_seller(rng: random.Random, names: list[str], places: list[tuple[str, str, str]]) -> Foreign:
    """A Danish company: its CVR-nr. (eight digits, modulus 11) as the register code, DK + CVR as its
    VAT number; a street with the Danish floor and side ("2. th.") on some."""
    while True:
        cvr = rng.choice("123456789") + digits(rng, 7)
        if dk_cvr.is_valid(cvr) and eu_vat.is_valid("DK" + cvr):
            break
    street, postcode, city = rng.choice(places)
    house = f"{rng.randint(1, 160)}{rng.choice(['', '', '', 'A', 'B'])}"
    floor = rng.choice(["", "", "", ", 1. sal", ", 2. th.", ", st. tv."])
    return Foreign(rng.choice(names), cvr, "DK" + cvr, f"{street} {house}{floor}", city, postcode, "DK")


def dk_account(rng: random.Random) -> tuple[str, str, str, str, str]:
    """IBAN, bank, BIC, Reg.nr. and Kontonr. (ten digits in the IBAN, printed without leading zeros)."""
    bank, bic, regs = rng.choice(DK_BANKS)
    reg = rng.choice(regs)
    account = str(rng.randint(10_000_000, 9_999_999_999))
    return iban("DK", reg + account.zfill(10)), bank, bic, reg, account


# --- Austria --------------------------------------------------------------------------------------------

# street, postcode, town, the court that keeps its Firmenbuch
AT_PLACES = [
    ("Mariahilfer Straße", "1060", "Wien", "Handelsgericht Wien"),
    ("Wiedner Hauptstraße", "1040", "Wien", "Handelsgericht Wien"),
    ("Landstraßer Hauptstraße", "1030", "Wien", "Handelsgericht Wien"),
    ("Industriezeile", "4020", "Linz", "Landesgericht Linz"),
    ("Annenstraße", "8020", "Graz", "Landesgericht für ZRS Graz"),
    ("Sterneckstraße", "5020", "Salzburg", "Landesgericht Salzburg"),
    ("Amraser Straße", "6020", "Innsbruck", "Landesgericht Innsbruck"),
    ("Völkermarkter Straße", "9020", "Klagenfurt am Wörthersee", "Landesgericht Klagenfurt"),
    ("Kremser Landstraße", "3100", "St. Pölten", "Landesgericht St. Pölten"),
    ("Hatlerstraße", "6850", "Dornbirn", "Landesgericht Feldkirch"),
]
# bank, BIC, Bankleitzahl
AT_BANKS = [
    ("Erste Bank der oesterreichischen Sparkassen AG", "GIBAATWWXXX", "20111"),
    ("UniCredit Bank Austria AG", "BKAUATWWXXX", "12000"),
    ("Raiffeisenlandesbank Oberösterreich AG", "RZOOAT2L", "34000"),
    ("BAWAG P.S.K.", "BAWAATWWXXX", "14000"),
    ("Oberbank AG", "OBKLAT2L", "15000"),
    ("Steiermärkische Sparkasse", "STSPAT2GXXX", "20815"),
    ("Raiffeisen-Landesbank Tirol AG", "RZTIAT22", "36000"),
]


@dataclass
class Austrian(Foreign):
    court: str = ""


def fn_number(number: int) -> str:
    """A Firmenbuchnummer: the number and its check letter (the digits, padded to six, weighted 6, 4,
    14, 15, 10, 1, modulo 17, as a letter of "abdfghikmpstvwxyz")."""
    padded = f"{number:06d}"
    total = sum(int(d) * w for d, w in zip(padded, (6, 4, 14, 15, 10, 1), strict=True))
    return f"{number}{'abdfghikmpstvwxyz'[total % 17]}"


def at_seller(rng: random.Random, names: list[str], forms: list[str]) -> Austrian:
    """An Austrian company: its Firmenbuchnummer (digits and a check letter, "123456a", printed
    "FN 123456a") as the register code, the UID-Nr. ATU + eight digits as its VAT number; the address
    with the Viennese stair and door ("45/3/12") on some."""
    while True:
        body = "U" + rng.choice("1234567") + digits(rng, 6)
        uid = body + at_uid.calc_check_digit(body)
        if at_uid.is_valid(uid) and eu_vat.is_valid("AT" + uid):
            break
    fn = fn_number(rng.randint(30000, 599999))
    assert at_fn.is_valid(fn), fn
    street, postcode, city, court = rng.choice(AT_PLACES)
    number = str(rng.randint(1, 180))
    if city == "Wien" and rng.random() < 0.6:
        number += f"/{rng.randint(1, 9)}/{rng.randint(1, 24)}"
    elif rng.random() < 0.2:
        number += rng.choice(["a", "b"])
    return Austrian(
        f"{rng.choice(names)} {rng.choice(forms)}",
        fn,
        "AT" + uid,
        f"{street} {number}",
        city,
        postcode,
        "AT",
        court=court,
    )


def at_account(rng: random.Random) -> tuple[str, str, str]:
    bank, bic, blz = rng.choice(AT_BANKS)
    return iban("AT", blz + digits(rng, 11)), bank, bic


# --- Portugal -------------------------------------------------------------------------------------------

# street (with its number and floor written the Portuguese way), postcode, town, registry office
PT_PLACES = [
    ("Rua Augusta", "1100-053", "Lisboa"),
    ("Avenida da Liberdade", "1250-142", "Lisboa"),
    ("Rua de Santa Catarina", "4000-447", "Porto"),
    ("Avenida da Boavista", "4100-119", "Porto"),
    ("Rua Ferreira Borges", "3000-180", "Coimbra"),
    ("Avenida da Liberdade", "4710-249", "Braga"),
    ("Rua do Comércio", "3800-125", "Aveiro"),
    ("Zona Industrial de Santa Maria da Feira, Rua B", "4520-115", "Santa Maria da Feira"),
    ("Rua Dr. António José de Almeida", "2400-121", "Leiria"),
    ("Estrada Nacional 10, Km 3", "2695-066", "Bobadela"),
]
# bank, BIC, bank code
PT_BANKS = [
    ("Caixa Geral de Depósitos", "CGDIPTPL", "0035"),
    ("Millennium bcp", "BCOMPTPL", "0033"),
    ("Novo Banco", "BESCPTPL", "0007"),
    ("Banco Santander Totta", "TOTAPTPL", "0018"),
    ("Banco BPI", "BBPIPTPL", "0010"),
    ("Crédito Agrícola", "CCCMPTPL", "0045"),
]


def pt_seller(rng: random.Random, names: list[str], forms: list[str]) -> Foreign:
    """A Portuguese company: its NIPC (nine digits starting 5, modulus 11; the same number is its
    commercial-register number) as the register code, PT + NIPC as its VAT number."""
    while True:
        body = rng.choice(["50", "51", "51", "50", "513", "514", "515"])
        body += digits(rng, 8 - len(body))
        nif = body + pt_nif.calc_check_digit(body)
        if pt_nif.is_valid(nif) and eu_vat.is_valid("PT" + nif):
            break
    street, postcode, city = rng.choice(PT_PLACES)
    if street.startswith("Estrada") or street.startswith("Zona"):
        where = f"{street}, Lote {rng.randint(1, 40)}"
    else:
        where = f"{street}, {rng.randint(1, 400)}"
        where += rng.choice(
            ["", "", f", {rng.randint(1, 6)}.º Esq.", f", {rng.randint(1, 6)}.º Dto.", " - Loja A"]
        )
    return Foreign(f"{rng.choice(names)}, {rng.choice(forms)}", nif, "PT" + nif, where, city, postcode, "PT")


def pt_account(rng: random.Random) -> tuple[str, str, str, str]:
    """IBAN, bank, BIC and the NIB (bank, branch, account and two check digits) it holds."""
    bank, bic, code = rng.choice(PT_BANKS)
    body = code + digits(rng, 4) + digits(rng, 11)
    nib = body + f"{98 - int(body) * 100 % 97:02d}"
    return iban("PT", nib), bank, bic, nib


def pt_hash_marks(rng: random.Random) -> str:
    """The four characters of the document's signature (its 1st, 11th, 21st and 31st) that a certified
    program prints before "-Processado por programa certificado"."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    return "".join(rng.choice(alphabet) for _ in range(4))


def atcud_code(rng: random.Random) -> str:
    """The series' validation code the tax authority issues (eight characters, no vowels confusion)."""
    return "".join(rng.choice("BCDFGHJKLMNPQRSTVWXYZ23456789") for _ in range(8))
