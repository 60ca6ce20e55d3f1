"""The shared mapping layer: reviewed Documents become ExportDocuments that every exporter reads.

Here, once for all targets: the direction (with multi-mode overrides), who the counterparty is, the
client and item codes with their fallbacks, the VAT classifier code of each line, dates with the
operation-date setting, signs of credit notes, summary documents as synthetic lines, and the
document discount spread over the lines. Exporters only lay the values out."""

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from decimal import Decimal
from enum import IntEnum, StrEnum
from functools import cached_property, lru_cache
from typing import Any

from api.core.errors import Unprocessable
from api.exports import texts
from api.exports.money import ZERO, allocate, money, unit_price
from api.exports.text import ascii_upper_code, one_line
from api.models.document import Document
from api.models.line_item import LineItem
from api.models.profile import Profile
from api.profile import extra_settings
from workflows import vat_codes
from workflows.identifiers import country_of_codes
from workflows.sums import close

BASE_CURRENCY = "EUR"
GENERIC_GOODS = ("PREKE", "Prekė")
GENERIC_SERVICE = ("PASLAUGA", "Paslauga")
DEFAULT_UNIT = "VNT"

Warn = Callable[[str], None]


class Direction(StrEnum):
    PURCHASE = "pirkimas"
    SALE = "pardavimas"


class DocumentKind(StrEnum):
    INVOICE = "invoice"
    CREDIT_NOTE = "credit_note"
    DEBIT_NOTE = "debit_note"


class ItemKind(IntEnum):
    """The default profile's "tipas": 3 and 4 are Rivilė GAMA's non-stock codes (N25)."""

    GOODS = 1
    SERVICE = 2
    GOODS_CODE = 3
    SERVICE_CODE = 4

    @property
    def is_service(self) -> bool:
        return self in (ItemKind.SERVICE, ItemKind.SERVICE_CODE)

    @property
    def is_code(self) -> bool:
        return self in (ItemKind.GOODS_CODE, ItemKind.SERVICE_CODE)


class ExportBlocked(Unprocessable):
    code = "export_blocked"

    def __init__(self, problems: Sequence[str], template: str = texts.EXPORT_FAILED) -> None:
        super().__init__(template.format(problems="; ".join(problems)))
        self.problems = list(problems)


@dataclass(frozen=True)
class Party:
    code: str  # the client key in the accounting program
    name: str
    company_code: str
    vat_code: str
    iban: str
    address: str
    country: str

    @property
    def is_person(self) -> bool:
        """An 11-digit code is a personal code (asmens kodas), not a company code."""
        return len(self.company_code) == 11 and self.company_code.isdigit()


@dataclass(frozen=True)
class ExportLine:
    number: int
    code: str
    name: str
    barcode: str
    kind: ItemKind
    unit: str
    quantity: Decimal  # negative on credit notes
    price: Decimal  # net unit price after the line discount, never negative
    subtotal: Decimal  # net amount, negative on credit notes
    vat: Decimal
    vat_percent: Decimal
    vat_code: str | None

    @property
    def total(self) -> Decimal:
        return self.subtotal + self.vat


@dataclass(frozen=True)
class ExportDocument:
    id: int
    direction: Direction
    kind: DocumentKind
    series: str
    number: str
    full_number: str
    invoice_date: date
    operation_date: date
    due_date: date | None
    order_number: str
    currency: str
    fx_rate: Decimal | None  # units of `currency` per 1 EUR (Bank of Lithuania); 1 for EUR
    counterparty: Party
    own: Party
    lines: tuple[ExportLine, ...]  # as printed, before the document discount
    discount: Decimal  # document discount excluding VAT, same sign as the amounts
    amount_wo_vat: Decimal  # before the document discount, as the invoice prints it
    vat_amount: Decimal
    amount_with_vat: Decimal
    paid_by_cash: bool
    report_to_isaf: bool
    label: str
    source: Document = field(compare=False, repr=False)

    @property
    def is_purchase(self) -> bool:
        return self.direction is Direction.PURCHASE

    @property
    def is_credit(self) -> bool:
        return self.kind is DocumentKind.CREDIT_NOTE

    @property
    def is_foreign_currency(self) -> bool:
        return self.currency != BASE_CURRENCY

    @property
    def vat_code(self) -> str | None:
        """The document's one classifier code, or None when its lines carry several."""
        found = {line.vat_code for line in self.lines}
        return found.pop() if len(found) == 1 else None

    @property
    def discount_percent(self) -> Decimal:
        """The document discount as one percentage for every line (Rivilė's I07_NUOLAIDA)."""
        lines_net = sum((line.subtotal for line in self.lines), ZERO)
        if not self.discount or not lines_net:
            return ZERO
        return min(money(self.discount / lines_net * 100), Decimal("99.99"))

    @cached_property
    def net_lines(self) -> tuple[ExportLine, ...]:
        """The lines with the document discount spread into their net amounts and VAT, adding up
        exactly to the invoice's own totals (net − discount, VAT)."""
        if not self.discount:
            return self.lines
        nets = allocate(self.amount_wo_vat - self.discount, [line.subtotal for line in self.lines])
        weights = [net * line.vat_percent for net, line in zip(nets, self.lines, strict=True)]
        vats = allocate(self.vat_amount, weights)
        return tuple(
            replace(line, subtotal=net, vat=vat, price=_price(net, line.quantity))
            for line, net, vat in zip(self.lines, nets, vats, strict=True)
        )

    def to_eur(self, amount: Decimal) -> Decimal | None:
        if not self.is_foreign_currency:
            return amount
        return money(amount / self.fx_rate) if self.fx_rate else None

    def price_to_eur(self, price: Decimal) -> Decimal | None:
        if not self.is_foreign_currency:
            return price
        return unit_price(price / self.fx_rate) if self.fx_rate else None


@dataclass(frozen=True)
class ExportOptions:
    # Bank of Lithuania rates: units of the currency per 1 EUR, by (currency, invoice date).
    rates: Mapping[tuple[str, date], Decimal] = field(default_factory=dict)
    created_at: datetime | None = None


@dataclass
class ExportBatch:
    documents: list[ExportDocument]
    rivile_fraction: int
    created_at: datetime
    warnings: list[str] = field(default_factory=list)

    def warn(self, text: str) -> None:
        self.warnings.append(text)


def map_documents(
    documents: Sequence[Document],
    profile: Profile,
    *,
    mode: str = "single",
    overrides: Mapping[int, str] | None = None,
    options: ExportOptions | None = None,
) -> ExportBatch:
    options = options or ExportOptions()
    batch = ExportBatch(
        documents=[],
        rivile_fraction=extra_settings.rivile_fraction(profile.extra_settings),
        created_at=options.created_at or datetime.now(UTC),
    )
    problems = []
    for document in documents:
        label = document_label(document)
        direction = resolve_direction(document, mode, overrides or {})
        if direction is None:
            problems.append(f"{label}: {direction_problem(mode)}")
        elif document.invoice_date is None:
            problems.append(f"{label}: {texts.NO_INVOICE_DATE}")
        else:
            batch.documents.append(_document(document, direction, profile, mode, options.rates, batch.warn))
    if problems:
        raise ExportBlocked(problems)
    return batch


def resolve_direction(document: Document, mode: str, overrides: Mapping[int, str]) -> Direction | None:
    """Single mode trusts the document; multi mode lets the chosen counterparty decide."""
    if mode == "multi" and overrides.get(document.id) in (Direction.PURCHASE, Direction.SALE):
        return Direction(overrides[document.id])
    if document.pirkimas_pardavimas in (Direction.PURCHASE, Direction.SALE):
        return Direction(document.pirkimas_pardavimas)
    return None


def direction_problem(mode: str) -> str:
    return texts.DIRECTION_UNKNOWN_MULTI if mode == "multi" else texts.DIRECTION_UNKNOWN


def document_label(document: Document) -> str:
    number = full_number(document.document_series, document.document_number)
    filename = one_line(document.original_filename)
    if number and filename:
        return f"{number} ({filename})"
    return number or filename or f"ID {document.id}"


def full_number(series: str | None, number: str | None) -> str:
    """Series and number as one value, without a separator and without repeating a series the
    number already starts with ("AB" + "AB-123" → "AB-123")."""
    series_text = one_line(series).replace(" ", "")
    number_text = one_line(number).replace(" ", "")
    if number_text.upper().startswith(series_text.upper()):
        return number_text
    return series_text + number_text


def number_within(number: str, width: int) -> str:
    """The document number as printed, or without separators when that is too long for the target
    ("SERIJA-2025/03000123-A" → "SERIJA202503000123A"); the result may still be too long."""
    return number if len(number) <= width else re.sub(r"[\W_]", "", number)


def require_numbers_within(documents: Sequence[ExportDocument], width: int, program: str) -> None:
    """A number cut short could match another invoice: refuse the export instead of guessing."""
    too_long = [
        f"{d.label}: " + texts.NUMBER_TOO_LONG.format(number=d.full_number, width=width, program=program)
        for d in documents
        if len(number_within(d.full_number, width)) > width
    ]
    if too_long:
        raise ExportBlocked(too_long)


def generated_code(seed: str) -> str:
    """A stable 10-character code for a party or item that has none that fits: same seed, same code
    in every export, so the accounting program recognises it next time."""
    return "DS" + hashlib.sha1(seed.casefold().encode()).hexdigest()[:8].upper()


def fit_code(code: str, width: int) -> str:
    return code if len(code) <= width else generated_code(code)


def counterparty_code(company_code: str, vat_code: str, name: str) -> str:
    """Company code, else VAT code, else a code generated from the normalised name (formats.md §0.2)."""
    return company_code or vat_code or generated_code(ascii_upper_code(name) or "ND")


def _document(
    document: Document,
    direction: Direction,
    profile: Profile,
    mode: str,
    rates: Mapping[tuple[str, date], Decimal],
    warn: Warn,
) -> ExportDocument:
    assert document.invoice_date is not None
    label = document_label(document)
    purchase = direction is Direction.PURCHASE
    seller = _party_fields(document, "seller")
    buyer = _party_fields(document, "buyer")
    if mode != "multi":  # in multi mode the own company differs per document: no profile fallback
        own_fields = buyer if purchase else seller
        for key, value in _profile_party_fields(profile).items():
            own_fields[key] = own_fields[key] or value
    own = _party(**(buyer if purchase else seller))
    counterparty = _party(**(seller if purchase else buyer))
    kind = _kind(document)
    sign = Decimal(-1) if kind is DocumentKind.CREDIT_NOTE else Decimal(1)
    operation_date = (
        document.invoice_date
        if extra_settings.operation_date_is_document_date(profile.extra_settings)
        else document.operation_date or document.invoice_date
    )
    context = _LineContext(document, label, purchase, counterparty, operation_date, sign, warn)
    lines = context.lines()
    amount_wo_vat = _signed(document.amount_wo_vat, sign, sum((line.subtotal for line in lines), ZERO))
    vat_amount = _signed(document.vat_amount, sign, sum((line.vat for line in lines), ZERO))
    discount = _signed(_discount_wo_vat(document, lines), sign, ZERO)
    currency = one_line(document.currency).upper() or BASE_CURRENCY
    return ExportDocument(
        id=document.id,
        direction=direction,
        kind=kind,
        series=one_line(document.document_series),
        number=one_line(document.document_number),
        full_number=full_number(document.document_series, document.document_number),
        invoice_date=document.invoice_date,
        operation_date=operation_date,
        due_date=document.due_date,
        order_number=one_line(document.order_number),
        currency=currency,
        fx_rate=Decimal(1) if currency == BASE_CURRENCY else rates.get((currency, document.invoice_date)),
        counterparty=counterparty,
        own=own,
        lines=lines,
        discount=discount,
        amount_wo_vat=amount_wo_vat,
        vat_amount=vat_amount,
        amount_with_vat=_signed(document.amount_with_vat, sign, amount_wo_vat - discount + vat_amount),
        paid_by_cash=bool(document.paid_by_cash),
        report_to_isaf=_reported_to_isaf(purchase, own, counterparty, vat_amount),
        label=label,
        source=document,
    )


def _reported_to_isaf(purchase: bool, own: Party, counterparty: Party, vat_amount: Decimal) -> bool:
    """Sales count when we are a VAT payer; purchases unless the supplier is a Lithuanian business
    outside VAT (no VAT code, no VAT): foreign suppliers count, their VAT is the buyer's to report."""
    if not purchase:
        return bool(own.vat_code)
    return bool(counterparty.vat_code or vat_amount or counterparty.country not in ("", "LT"))


def _kind(document: Document) -> DocumentKind:
    if document.document_type == DocumentKind.DEBIT_NOTE:
        return DocumentKind.DEBIT_NOTE
    total = document.amount_with_vat if document.amount_with_vat is not None else document.amount_wo_vat
    if document.document_type == DocumentKind.CREDIT_NOTE or (total is not None and total < 0):
        return DocumentKind.CREDIT_NOTE
    return DocumentKind.INVOICE


def _signed(value: Decimal | None, sign: Decimal, fallback: Decimal) -> Decimal:
    """Credit notes are kept negative whichever way the invoice printed them."""
    if value is None:
        return money(fallback)
    return money(abs(value) * sign) if sign < 0 else money(value)


def _discount_wo_vat(document: Document, lines: Sequence[ExportLine]) -> Decimal:
    if document.invoice_discount_wo_vat:
        return abs(document.invoice_discount_wo_vat)
    if not document.invoice_discount_with_vat:
        return ZERO
    net = abs(sum((line.subtotal for line in lines), ZERO))
    gross = net + abs(sum((line.vat for line in lines), ZERO))
    share = net / gross if gross else Decimal(1)
    return money(abs(document.invoice_discount_with_vat) * share)


def _party_fields(document: Document, side: str) -> dict[str, str]:
    return {
        "name": one_line(getattr(document, f"{side}_name")),
        "company_code": one_line(getattr(document, f"{side}_id")).replace(" ", ""),
        "vat_code": _compact_vat(getattr(document, f"{side}_vat_code")),
        "iban": one_line(getattr(document, f"{side}_iban")).replace(" ", "").upper(),
        "address": one_line(getattr(document, f"{side}_address")),
        "country": one_line(getattr(document, f"{side}_country_iso")).upper(),
    }


def _profile_party_fields(profile: Profile) -> dict[str, str]:
    return {
        "name": one_line(profile.company_name),
        "company_code": one_line(profile.company_code).replace(" ", ""),
        "vat_code": _compact_vat(profile.vat_code),
        "iban": one_line(profile.company_iban).replace(" ", "").upper(),
        "address": one_line(profile.company_address),
        "country": one_line(profile.company_country_iso).upper(),
    }


def _compact_vat(value: str | None) -> str:
    return "".join(c for c in one_line(value).upper() if c.isalnum())


def _party(name: str, company_code: str, vat_code: str, iban: str, address: str, country: str) -> Party:
    return Party(
        code=counterparty_code(company_code, vat_code, name),
        name=name,
        company_code=company_code,
        vat_code=vat_code,
        iban=iban,
        address=address,
        country=country or country_of_codes(company_code, vat_code),
    )


def _price(net: Decimal, quantity: Decimal) -> Decimal:
    return unit_price(abs(net / quantity)) if quantity else abs(net)


def _snap_rate(rate: Decimal) -> Decimal:
    """A rate computed from amounts (20.98 %) as the nearest rate of a classifier code when close."""
    nearest = min(vat_codes.KNOWN_RATES, key=lambda known: abs(known - rate))
    return nearest if abs(nearest - rate) <= Decimal("0.5") else money(rate)


@dataclass
class _LineContext:
    document: Document
    label: str
    purchase: bool
    counterparty: Party
    supply_date: date
    sign: Decimal
    warn: Warn

    def lines(self) -> tuple[ExportLine, ...]:
        items = sorted(self.document.line_items or [], key=lambda item: item.position)
        if items:
            return tuple(self._item_line(n, item) for n, item in enumerate(items, start=1))
        return tuple(self._summary_lines())

    def _item_line(self, number: int, item: LineItem) -> ExportLine:
        quantity = item.quantity if item.quantity else Decimal(1)
        price = item.price
        subtotal = item.subtotal
        if subtotal is None:
            subtotal = money(quantity * (price or ZERO) - (item.discount_wo_vat or ZERO))
        rate = item.vat_percent
        if rate is None:
            rate = self._rate(subtotal, item.vat)
        vat = item.vat if item.vat is not None else money(subtotal * rate / 100)
        if price is None or money(price * quantity) != money(subtotal):
            price = _price(subtotal, quantity)
        return self._line(
            number,
            values=item,
            quantity=quantity,
            price=price,
            subtotal=subtotal,
            vat=vat,
            rate=rate,
            code=item.pvm_kodas,
        )

    def _summary_lines(self) -> list[ExportLine]:
        """Summary (sumiškai) documents as one synthetic line, or one line per VAT rate when the
        extracted breakdown covers the whole net amount (i.SAF needs every rate apart)."""
        document = self.document
        net = document.amount_wo_vat or ZERO
        vat = document.vat_amount or ZERO
        breakdown = _breakdown((document.structured_json or {}).get("vat_breakdown"))
        if len(breakdown) > 1 and close(sum((base for _, base, _ in breakdown), ZERO), net):
            rows = breakdown
        else:
            rate = document.vat_percent if document.vat_percent is not None else self._rate(net, vat)
            rows = [(rate, net, vat)]
        code = document.pvm_kodas if len(rows) == 1 else None
        return [
            self._line(
                number,
                values=document,
                quantity=Decimal(1),
                price=abs(base),
                subtotal=base,
                vat=rate_vat,
                rate=rate,
                code=code,
            )
            for number, (rate, base, rate_vat) in enumerate(rows, start=1)
        ]

    def _rate(self, net: Decimal | None, vat: Decimal | None) -> Decimal:
        if net and vat is not None:
            return _snap_rate(abs(vat) / abs(net) * 100)
        return self.document.vat_percent or ZERO

    def _line(
        self,
        number: int,
        *,
        values: LineItem | Document,
        quantity: Decimal,
        price: Decimal,
        subtotal: Decimal,
        vat: Decimal,
        rate: Decimal,
        code: str | None,
    ) -> ExportLine:
        document = self.document
        kind = _item_kind(values.prekes_tipas or document.prekes_tipas)
        generic_code, generic_name = GENERIC_SERVICE if kind.is_service else GENERIC_GOODS
        barcode = one_line(values.prekes_barkodas or document.prekes_barkodas)
        item_code = one_line(values.prekes_kodas or document.prekes_kodas) or barcode
        if not item_code:
            item_code = generic_code
            self.warn(texts.ITEM_CODE_MISSING.format(document=self.label, line=number, code=generic_code))
        if self.sign < 0:
            subtotal, vat = -abs(subtotal), -abs(vat)
        quantity = -abs(quantity) if subtotal < 0 else abs(quantity)
        return ExportLine(
            number=number,
            code=item_code,
            name=one_line(values.prekes_pavadinimas or document.prekes_pavadinimas) or generic_name,
            barcode=barcode,
            kind=kind,
            unit=_unit(getattr(values, "unit", None)),
            quantity=quantity,
            price=unit_price(abs(price)),
            subtotal=money(subtotal),
            vat=money(vat),
            vat_percent=rate,
            vat_code=self._vat_code(number, code, rate, kind),
        )

    def _vat_code(self, number: int, line_code: str | None, rate: Decimal, kind: ItemKind) -> str | None:
        code = vat_codes.normalise(line_code) or vat_codes.normalise(self.document.pvm_kodas)
        if code is None:
            code = vat_codes.choose(
                purchase=self.purchase,
                counterparty_country=self.counterparty.country,
                counterparty_has_vat_code=bool(self.counterparty.vat_code),
                service=kind.is_service,
                rate=rate,
                supply_date=self.supply_date,
            )
        if code is None:
            self.warn(texts.VAT_CODE_MISSING.format(document=self.label, line=number))
        elif not vat_codes.allowed(code, purchase=self.purchase):
            register = texts.PURCHASE_REGISTER if self.purchase else texts.SALES_REGISTER
            self.warn(texts.VAT_CODE_WRONG_REGISTER.format(document=self.label, code=code, register=register))
        return code


_ITEM_KINDS = {int(kind): kind for kind in ItemKind}


def _item_kind(value: int | None) -> ItemKind:
    return _ITEM_KINDS.get(value or 0, ItemKind.GOODS)


@lru_cache(maxsize=1024)
def _unit(value: str | None) -> str:
    """Units as accounting programs key them: "vnt." → "VNT"."""
    return one_line(value).rstrip(".").upper() or DEFAULT_UNIT


def _breakdown(value: Any) -> list[tuple[Decimal, Decimal, Decimal]]:
    rows = []
    for row in value if isinstance(value, list) else []:
        try:
            rows.append((Decimal(str(row["rate"])), Decimal(str(row["base"])), Decimal(str(row["vat"]))))
        except (KeyError, TypeError, ArithmeticError):
            return []
    return rows
