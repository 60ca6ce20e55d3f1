"""One invoice's data, drawn from a seed, and its truth: what every browser-printed template prints.

The templates (tests/eval/printed/templates/) decide how a document looks; this module decides what it
says, so that a template prints exactly the values its truth holds."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

from stdnum.eu import vat as eu_vat

from tests.eval.lt_data import PRODUCTS, Party, money, party

KINDS = ("invoice", "credit_note", "receipt")


@dataclass
class Item:
    name: str
    unit: str
    quantity: Decimal
    price: Decimal  # net unit price
    vat_percent: Decimal
    code: str | None = None

    @property
    def subtotal(self) -> Decimal:
        return money(self.quantity * self.price)

    @property
    def vat(self) -> Decimal:
        return money(self.subtotal * self.vat_percent / 100)

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat

    @property
    def gross_price(self) -> Decimal:
        return money(self.price * (1 + self.vat_percent / 100))


@dataclass
class Foreign:
    """A party outside Lithuania, with its country's own register code where it prints one."""

    name: str
    code: str | None
    vat_code: str | None
    street: str
    city: str
    postcode: str
    country: str  # ISO 3166-1 alpha-2
    iban: str | None = None
    bank: str | None = None

    @property
    def address(self) -> str:
        if self.country == "LV":
            return f"{self.street}, {self.city}, {self.postcode}"
        return f"{self.street}, {self.postcode} {self.city}"


AnyParty = Party | Foreign


@dataclass
class Doc:
    seed: int
    kind: str
    language: str
    series: str | None
    number: str
    issued: date
    due: date | None
    currency: str
    seller: AnyParty
    buyer: AnyParty | None
    items: list[Item]
    # printed total one unit off what the lines make: the sum checks must flag it
    inconsistent: bool = False
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def sign(self) -> Decimal:
        return Decimal(-1) if self.kind == "credit_note" else Decimal(1)

    def rates(self) -> dict[Decimal, tuple[Decimal, Decimal]]:
        """VAT rate → (base, VAT), the tax of each rate computed on its base, as invoices print it."""
        out: dict[Decimal, tuple[Decimal, Decimal]] = {}
        for item in self.items:
            base, _ = out.get(item.vat_percent, (Decimal(0), Decimal(0)))
            out[item.vat_percent] = (base + item.subtotal, Decimal(0))
        return {rate: (base, money(base * rate / 100)) for rate, (base, _) in sorted(out.items())}

    @property
    def net(self) -> Decimal:
        return sum((base for base, _ in self.rates().values()), Decimal(0))

    @property
    def vat(self) -> Decimal:
        return sum((tax for _, tax in self.rates().values()), Decimal(0))

    @property
    def gross(self) -> Decimal:
        return self.net + self.vat + (Decimal(1) if self.inconsistent else Decimal(0))

    def signed(self, value: Decimal) -> Decimal:
        return self.sign * value

    def truth(
        self,
        line_fields: tuple[str, ...],
        parties: tuple[str, ...] = ("seller", "buyer"),
        iban: bool = True,
    ) -> dict[str, object]:
        """The values the template prints, in the eval's field names; ``line_fields`` are the line
        cells its table shows, ``parties`` the sides it names, ``iban`` whether it prints the seller's
        account."""
        s = self.sign
        rates = self.rates()
        truth: dict[str, object] = {
            "document_series": self.series,
            "document_number": self.number,
            "invoice_date": self.issued.isoformat(),
            "due_date": self.due.isoformat() if self.due else None,
            "currency": self.currency,
            "amount_wo_vat": str(s * self.net),
            "vat_amount": str(s * self.vat),
            "amount_with_vat": str(s * self.gross),
            "vat_percent": str(next(iter(rates))) if len(rates) == 1 else None,
            "document_type": self.kind,
            "inconsistent": self.inconsistent,
        }
        for role in parties:
            p: AnyParty | None = getattr(self, role)
            if p is None:
                continue
            truth.update(
                {
                    f"{role}_name": p.name,
                    f"{role}_id": p.code,
                    f"{role}_vat_code": p.vat_code,
                    f"{role}_address": p.address,
                    f"{role}_country_iso": p.country if isinstance(p, Foreign) else "LT",
                }
            )
        truth["seller_iban"] = self.seller.iban if iban else None
        lines = []
        for item in self.items:
            row = {
                "prekes_pavadinimas": item.name,
                "prekes_kodas": item.code,
                "unit": item.unit,
                "quantity": str(s * item.quantity),
                "price": str(item.price),
                "vat_percent": str(item.vat_percent),
                "subtotal": str(s * item.subtotal),
                "total": str(s * item.total),
            }
            lines.append({k: v for k, v in row.items() if k in line_fields and v is not None})
        truth["line_items"] = lines
        return {k: v for k, v in truth.items() if v is not None}


# Foreign suppliers: (country, legal forms, streets, (postcode, city) pairs, how a register code looks)
_FOREIGN = {
    "DE": (
        ["GmbH", "AG", "GmbH & Co. KG"],
        ["Industriestraße", "Hauptstraße", "Am Sandtorkai", "Leopoldstraße", "Gutenbergring"],
        [("10115", "Berlin"), ("80331", "München"), ("20457", "Hamburg"), ("50667", "Köln")],
        None,
    ),
    "PL": (
        ["Sp. z o.o.", "S.A."],
        ["ul. Marszałkowska", "ul. Piotrkowska", "ul. Długa", "al. Jerozolimskie"],
        [("00-514", "Warszawa"), ("90-001", "Łódź"), ("80-831", "Gdańsk"), ("31-042", "Kraków")],
        None,
    ),
    "LV": (
        ["SIA", "AS"],
        ["Brīvības iela", "Krišjāņa Valdemāra iela", "Elizabetes iela", "Lāčplēša iela"],
        [("LV-1010", "Rīga"), ("LV-3001", "Jelgava"), ("LV-5401", "Daugavpils")],
        "4000",
    ),
    "EE": (
        ["OÜ", "AS"],
        ["Narva mnt", "Pärnu mnt", "Tartu mnt", "Rävala pst"],
        [("10117", "Tallinn"), ("51004", "Tartu"), ("80010", "Pärnu")],
        "1",
    ),
}
_FOREIGN_NAMES = ["Nordtek", "Baltic Parts", "Vektor", "Alpha Logistik", "Kolor", "Meditec", "Amber Soft"]


def _vat_code(rng: random.Random, country: str) -> str:
    digits = {"DE": 9, "PL": 10, "LV": 11, "EE": 9}[country]
    while True:
        code = country + "".join(rng.choice("0123456789") for _ in range(digits))
        if country == "EE":
            code = "EE10" + code[4:]
        if eu_vat.is_valid(code):
            return code


def foreign_party(rng: random.Random, country: str) -> Foreign:
    forms, streets, places, code_start = _FOREIGN[country]
    postcode, city = rng.choice(places)
    vat_code = _vat_code(rng, country)
    code = None
    if code_start == "4000":  # a Latvian register number is the VAT code's digits
        code = vat_code[2:]
    elif code_start == "1":
        code = "1" + "".join(rng.choice("0123456789") for _ in range(7))
    return Foreign(
        name=f"{rng.choice(_FOREIGN_NAMES)} {rng.choice(forms)}",
        code=code,
        vat_code=vat_code,
        street=f"{rng.choice(streets)} {rng.randint(1, 140)}",
        city=city,
        postcode=postcode,
        country=country,
    )


def items(
    rng: random.Random,
    count: int,
    catalogue: list[tuple[str, str, int, tuple[float, float]]] = PRODUCTS,
    rates: tuple[int, ...] | None = None,
    codes: bool = False,
) -> list[Item]:
    """``count`` lines from ``catalogue`` (name, unit, usual rate, price range); ``rates`` forces the
    VAT rates drawn from (e.g. (21,) or (0,) for a reverse-charge supply)."""
    picked = rng.sample(catalogue, min(count, len(catalogue)))
    out = []
    for name, unit, rate, (low, high) in picked:
        whole = unit in ("vnt.", "pak.", "kompl.", "pcs", "Stk.", "szt.", "gab.", "tk")
        quantity = Decimal(rng.randint(1, 12)) if whole else Decimal(rng.randint(1, 400)) / 10
        out.append(
            Item(
                name=name,
                unit=unit,
                quantity=quantity,
                price=money(Decimal(str(rng.uniform(low, high)))),
                vat_percent=Decimal(rng.choice(rates) if rates else rate),
                code=f"{rng.choice('ABCKPST')}{rng.randint(1000, 99999)}" if codes else None,
            )
        )
    return out


def draw(
    seed: int,
    *,
    kind: str = "invoice",
    language: str = "lt",
    seller_country: str = "LT",
    currency: str = "EUR",
    lines: tuple[int, int] = (1, 8),
    catalogue: list[tuple[str, str, int, tuple[float, float]]] = PRODUCTS,
    rates: tuple[int, ...] | None = None,
    codes: bool = False,
    buyer: bool = True,
    series: bool = True,
) -> Doc:
    """A document of its own seed: parties with valid codes, lines, dates. About one in twelve prints a
    total one unit off its lines."""
    rng = random.Random(seed)
    used: set[str] = set()
    seller: AnyParty = party(rng, used) if seller_country == "LT" else foreign_party(rng, seller_country)
    issued = date(2026, 1, 1) + timedelta(days=rng.randint(0, 330))
    return Doc(
        seed=seed,
        kind=kind,
        language=language,
        series=rng.choice(["AB", "SF", "PVM", "DS", "KR", "VLN"]) if series else None,
        number=str(rng.randint(1, 99999)).zfill(rng.choice([4, 5, 6])),
        issued=issued,
        due=issued + timedelta(days=rng.choice([7, 10, 14, 30])) if kind != "receipt" else None,
        currency=currency,
        seller=seller,
        buyer=party(rng, used) if buyer else None,
        items=items(rng, rng.randint(*lines), catalogue, rates, codes),
        inconsistent=kind != "receipt" and rng.random() < 1 / 12,
    )
