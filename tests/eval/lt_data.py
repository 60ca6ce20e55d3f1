"""Fictional Lithuanian companies, addresses, products and valid identifiers for generated invoices."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from activities.reading.identifiers import is_company_code, is_lt_vat_code

NAMES = [
    "Šiaurės žiedas",
    "Baltijos logistika",
    "Žalioji giria",
    "Vilniaus duona",
    "Ąžuolo baldai",
    "Kauno technika",
    "Medžio namai",
    "Gintarinė jūra",
    "Pajūrio vėjas",
    "Saulėtekio sprendimai",
    "Nemuno krantas",
    "Dzūkijos uogos",
    "Aukštaitijos statyba",
    "Žemaitijos pienas",
    "Linų kraštas",
    "Rasos spaustuvė",
    "Vėjo malūnas",
    "Skaitmeninė šviesa",
    "Tiltų inžinerija",
    "Čiurlionio menai",
    "Ežerų turizmas",
    "Geležinis vilkas",
    "Šilo energija",
    "Kopų apskaita",
    "Upės akmuo",
]
FORMS = ["UAB", "UAB", "UAB", "MB", "AB", "IĮ", "VšĮ"]
STREETS = [
    "Gedimino pr.",
    "Laisvės al.",
    "Savanorių pr.",
    "Konstitucijos pr.",
    "Ukmergės g.",
    "Taikos pr.",
    "Vilniaus g.",
    "Žalgirio g.",
    "Šermukšnių g.",
    "Kalvarijų g.",
    "Pramonės pr.",
    "Liepų g.",
    "Ąžuolyno g.",
    "Žirmūnų g.",
    "Basanavičiaus g.",
]
CITIES = [
    ("Vilnius", "01"),
    ("Kaunas", "44"),
    ("Klaipėda", "91"),
    ("Šiauliai", "76"),
    ("Panevėžys", "35"),
    ("Alytus", "62"),
    ("Marijampolė", "68"),
    ("Utena", "28"),
]
BANKS = [
    ("73000", "Swedbank, AB"),
    ("70440", "AB SEB bankas"),
    ("40100", "Luminor Bank AS"),
    ("71800", "AB Šiaulių bankas"),
    ("32500", "Revolut Bank UAB"),
    ("35000", "Paysera LT, UAB"),
]
# (name, unit, usual VAT rate, price range)
PRODUCTS = [
    ("Kopijavimo popierius A4, 500 lapų", "pak.", 21, (3, 8)),
    ("Dažai vidaus darbams, balti, 10 l", "vnt.", 21, (25, 80)),
    ("Konsultavimo paslaugos", "val.", 21, (30, 120)),
    ("Elektros kabelis 3x2,5 mm²", "m", 21, (1, 4)),
    ("Medienos granulės 6 mm", "t", 21, (180, 320)),
    ("Kava pupelėmis, 1 kg", "vnt.", 21, (12, 35)),
    ("Programinės įrangos licencija", "mėn.", 21, (15, 200)),
    ("Varžtų rinkinys M8", "kompl.", 21, (2, 15)),
    ("Knyga „Lietuvos istorija“", "vnt.", 5, (10, 40)),
    ("Apgyvendinimo paslaugos", "d.", 12, (45, 140)),
    ("Vaistinis preparatas", "vnt.", 5, (3, 30)),
    ("Malkos, beržinės", "m³", 21, (50, 90)),
    ("Krovinių pervežimas Vilnius–Kaunas", "paslauga", 21, (90, 400)),
    ("Biuro kėdė „Ergo“", "vnt.", 21, (70, 260)),
    ("Spausdintuvo kasetė HP 305", "vnt.", 21, (15, 45)),
    ("Sūris „Džiugas“, 1 kg", "kg", 21, (14, 28)),
    ("Šviežios bulvės", "kg", 21, (0.4, 1.2)),
    ("Statybinis smėlis", "t", 21, (8, 20)),
    ("Interneto svetainės priežiūra", "mėn.", 21, (50, 300)),
    ("Žurnalas „Verslo žinios“", "vnt.", 5, (2, 6)),
    ("Muziejaus bilietas", "vnt.", 12, (5, 15)),
    ("Laminuotos grindys, ąžuolas", "m²", 21, (9, 35)),
    ("Šildymo katilo remontas", "val.", 21, (35, 70)),
    ("Ūkinis muilas", "vnt.", 21, (0.5, 3)),
]


def money(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def company_code(rng: random.Random) -> str:
    while True:
        code = rng.choice("13") + "".join(rng.choice("0123456789") for _ in range(8))
        if is_company_code(code):
            return code


def vat_code(rng: random.Random) -> str:
    while True:
        if rng.random() < 0.5:
            body = "".join(rng.choice("0123456789") for _ in range(7)) + "1"
            digits = [body + d for d in "0123456789"]
        else:
            body = "1000" + "".join(rng.choice("0123456789") for _ in range(6)) + "1"
            digits = [body + d for d in "0123456789"]
        valid = [d for d in digits if is_lt_vat_code(d)]
        if valid:
            return "LT" + valid[0]


def iban(rng: random.Random) -> tuple[str, str]:
    bank_code, bank = rng.choice(BANKS)
    account = "".join(rng.choice("0123456789") for _ in range(11))
    bban = bank_code + account
    numeric = int(bban + "2129" + "00")  # L=21, T=29
    check = 98 - numeric % 97
    return f"LT{check:02d}{bban}", bank


def group4(code: str) -> str:
    return " ".join(code[i : i + 4] for i in range(0, len(code), 4))


@dataclass
class Party:
    name: str
    code: str
    vat_code: str | None
    street: str
    city: str
    postcode: str
    iban: str | None
    bank: str | None

    @property
    def address(self) -> str:
        return f"{self.street}, {self.postcode} {self.city}"


def party(rng: random.Random, used: set[str]) -> Party:
    base = rng.choice([n for n in NAMES if n not in used])
    used.add(base)
    form = rng.choice(FORMS)
    name = f"{form} „{base}“"
    city, prefix = rng.choice(CITIES)
    account, bank = iban(rng)
    has_vat = rng.random() < 0.9
    street, number, flat = rng.choice(STREETS), rng.randint(1, 120), rng.randint(1, 40)
    suffix = rng.choice(["", "", "", "A", f"-{flat}"])
    return Party(
        name=name,
        code=company_code(rng),
        vat_code=vat_code(rng) if has_vat else None,
        street=f"{street} {number}{suffix}",
        city=city,
        postcode=f"LT-{prefix}{rng.randint(100, 999)}",
        iban=account,
        bank=bank,
    )
