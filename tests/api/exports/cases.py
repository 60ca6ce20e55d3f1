"""Reviewed documents built in memory (no database) for the exporter tests and the benchmark."""

from collections.abc import Callable
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from api.exports.mapping import ExportOptions
from api.models.document import Document
from api.models.line_item import LineItem
from api.models.profile import Profile

OWN = {
    "name": "UAB Dokų Skenavimas",
    "id": "304181177",
    "vat_code": "LT100009993918",
    "iban": "LT121000011101001000",
    "address": "Gedimino pr. 1, Vilnius",
    "country_iso": "LT",
}
SUPPLIER = {
    "name": "UAB „Žalias Ąžuolas“",
    "id": "121215434",
    "vat_code": "LT212154314",
    "iban": "LT601010012345678901",
    "address": "Ąžuolų g. 7, Kaunas",
    "country_iso": "LT",
}
BUYER = {
    "name": "MB Rūta ir partneriai",
    "id": "304503308",
    "vat_code": "",
    "iban": "",
    "address": "Liepų g. 3, Klaipėda",
    "country_iso": "LT",
}
OPTIONS = ExportOptions(
    rates={("USD", date(2025, 3, 14)): Decimal("1.0882")},
    created_at=datetime(2025, 4, 2, 9, 30, tzinfo=UTC),
)


def make_profile(**settings: Any) -> Profile:
    return Profile(
        user_id=1,
        view_mode="single",
        default_accounting_program="rivile",
        company_name=OWN["name"],
        company_code=OWN["id"],
        vat_code=OWN["vat_code"],
        company_iban=OWN["iban"],
        company_address=OWN["address"],
        company_country_iso="LT",
        purchase_defaults=[],
        sales_defaults=[],
        extra_settings=settings,
    )


def line(
    position: int,
    name: str,
    quantity: str,
    price: str,
    rate: str = "21",
    *,
    code: str | None = None,
    pvm_kodas: str | None = "PVM1",
    unit: str = "vnt.",
    tipas: int | None = 1,
    **fields: Any,
) -> LineItem:
    quantity_value, price_value, rate_value = Decimal(quantity), Decimal(price), Decimal(rate)
    subtotal = (quantity_value * price_value).quantize(Decimal("0.01"))
    vat = (subtotal * rate_value / 100).quantize(Decimal("0.01"))
    values: dict[str, Any] = {
        "position": position,
        "prekes_pavadinimas": name,
        "prekes_kodas": code,
        "prekes_barkodas": None,
        "prekes_tipas": tipas,
        "unit": unit,
        "quantity": quantity_value,
        "price": price_value,
        "subtotal": subtotal,
        "vat": vat,
        "vat_percent": rate_value,
        "total": subtotal + vat,
        "discount_wo_vat": None,
        "discount_with_vat": None,
        "pvm_kodas": pvm_kodas,
        "field_meta": {},
    }
    values.update(fields)
    return LineItem(**values)


def _parties(prefix: str, party: dict[str, str]) -> dict[str, str]:
    return {f"{prefix}_{key}": value for key, value in party.items()}


def document(
    doc_id: int | None,
    direction: str,
    items: list[LineItem],
    *,
    seller: dict[str, str] | None = None,
    buyer: dict[str, str] | None = None,
    **fields: Any,
) -> Document:
    """A completed document whose totals are its lines' sums, unless `fields` say otherwise."""
    net = sum((item.subtotal for item in items), Decimal(0))
    vat = sum((item.vat for item in items), Decimal(0))
    rates = {item.vat_percent for item in items}
    values: dict[str, Any] = {
        "id": doc_id,
        "user_id": 1,
        "status": "completed",
        "exported": False,
        "is_deleted": False,
        "uploaded_at": datetime(2025, 3, 15, 8, 0, tzinfo=UTC),
        "scan_type": "detaliai" if items else "sumiskai",
        "document_type": "invoice",
        "original_filename": f"saskaita_{doc_id or 'nauja'}.pdf",
        "content_type": "application/pdf",
        "file_size": 1000,
        "file_sha256": "0" * 64,
        "storage_key": f"documents/{doc_id or 'nauja'}/original",
        "pirkimas_pardavimas": direction,
        "pvm_kodas": None,
        "structured_json": None,
        "field_meta": {},
        "invoice_date": date(2025, 3, 14),
        "due_date": date(2025, 4, 13),
        "operation_date": None,
        "document_series": "AB",
        "document_number": f"{doc_id or 0:05d}",
        "order_number": None,
        "invoice_discount_wo_vat": None,
        "invoice_discount_with_vat": None,
        "amount_wo_vat": net,
        "vat_amount": vat,
        "vat_percent": rates.pop() if len(rates) == 1 else None,
        "amount_with_vat": net + vat,
        "currency": "EUR",
        "paid_by_cash": False,
        "prekes_pavadinimas": None,
        "prekes_kodas": None,
        "prekes_barkodas": None,
        "prekes_tipas": None,
        "line_items": items,
    }
    values |= _parties("seller", seller or (SUPPLIER if direction == "pirkimas" else OWN))
    values |= _parties("buyer", buyer or (OWN if direction == "pirkimas" else BUYER))
    values.update(fields)
    return Document(**values)


def purchase() -> list[Document]:
    return [
        document(
            1,
            "pirkimas",
            [
                line(1, "Popierius A4", "10", "3.25", code="POP-A4"),
                line(2, "Rašiklis mėlynas", "2.5", "1.1999", code="RAS01", unit="dėž."),
            ],
            operation_date=date(2025, 3, 12),
            order_number="UZS-77",
        )
    ]


def sale() -> list[Document]:
    items = [
        line(
            1, "Buhalterinės paslaugos už kovą", "1", "450", code=None, pvm_kodas=None, unit="mėn.", tipas=2
        ),
        line(2, "Konsultacija", "3", "40", code="KONS", pvm_kodas=None, unit="val.", tipas=2),
    ]
    return [
        document(2, "pardavimas", items, document_series="DS", document_number="DS-0042", paid_by_cash=True)
    ]


def credit_note() -> list[Document]:
    items = [line(1, "Grąžintas popierius", "-4", "3.25", code="POP-A4")]
    return [
        document(
            3, "pirkimas", items, document_type="credit_note", document_series="KR", document_number="12"
        )
    ]


def multi_rate() -> list[Document]:
    items = [
        line(1, "Kompiuteris", "1", "899.99", code="PC-1"),
        line(2, "Knyga „Apskaita“", "2", "15.50", "5", code="KNYGA", pvm_kodas="PVM3"),
        line(3, "Nakvynė viešbutyje", "1", "80", "12", code="NAKV", pvm_kodas=None, tipas=2),
        line(4, "Mokymai", "1", "120", "0", code="MOK", pvm_kodas="PVM5", tipas=2),
    ]
    return [
        document(
            4,
            "pirkimas",
            items,
            pvm_kodas="Keli skirtingi PVM",
            invoice_date=date(2026, 1, 20),
            due_date=date(2026, 2, 19),
        )
    ]


def foreign_currency() -> list[Document]:
    supplier = {
        "name": "Acme Software Inc.",
        "id": "",
        "vat_code": "",
        "iban": "",
        "address": "1 Market St, San Francisco",
        "country_iso": "US",
    }
    items = [line(1, "Cloud hosting, March", "1", "199.00", "0", code="HOST", pvm_kodas=None, tipas=2)]
    return [
        document(
            5,
            "pirkimas",
            items,
            seller=supplier,
            currency="USD",
            document_series=None,
            document_number="INV-2025-0310",
        )
    ]


def long_names() -> list[Document]:
    supplier = dict(
        SUPPLIER,
        name="Uždaroji akcinė bendrovė „Labai ilgas ir išsamus pavadinimas, kurio neįmanoma sutrumpinti“"
        " ir partneriai",
        address="Laisvės alėja 123-45, LT-44321 Kaunas, Kauno miesto savivaldybė, Lietuvos Respublika",
    )
    items = [
        line(
            1,
            "Nerūdijančio plieno varžtas su šešiakampe galvute M8x40, cinkuotas, pakuotė 100 vnt.",
            "3",
            "12.40",
            code="VARZTAS-M8X40-ZN-100",
        ),
    ]
    return [
        document(
            6,
            "pirkimas",
            items,
            seller=supplier,
            document_series="SERIJA-2025/03",
            document_number="000123-A",
        )
    ]


def lithuanian_letters() -> list[Document]:
    buyer = {
        "name": "Société Générale Française — ООО «Ромашка» Łódź",
        "id": "",
        "vat_code": "FR40303265045",
        "iban": "FR7630006000011234567890189",
        "address": "29 Boulevard Haussmann, 75009 Paris, Île-de-France",
        "country_iso": "FR",
    }
    items = [
        line(
            1,
            "Šakočiai „Žąsų plunksna“ (ąčęėįšųūž ĄČĘĖĮŠŲŪŽ)",
            "5",
            "24.00",
            "0",
            code="ŠAKOTIS",
            pvm_kodas=None,
        )
    ]
    return [document(7, "pardavimas", items, buyer=buyer, document_series="EKS", document_number="7")]


def one_line() -> list[Document]:
    return [
        document(
            8,
            "pirkimas",
            [],
            amount_wo_vat=Decimal("82.64"),
            vat_amount=Decimal("17.36"),
            vat_percent=Decimal("21"),
            amount_with_vat=Decimal("100.00"),
            pvm_kodas="PVM1",
            prekes_pavadinimas="Kuras",
            prekes_kodas="KURAS",
            prekes_tipas=1,
            scan_type="sumiskai",
            document_series=None,
            document_number="K-5566",
            paid_by_cash=True,
        )
    ]


def lines_500() -> list[Document]:
    items = [
        line(n, f"Prekė Nr. {n}", str(1 + n % 7), f"{(n * 37) % 1000 / 10 + 0.99:.2f}", code=f"P{n:04d}")
        for n in range(1, 501)
    ]
    return [document(9, "pardavimas", items, document_series="PR", document_number="500")]


def discount() -> list[Document]:
    items = [
        line(1, "Dažai balti 10 l", "2", "45.00", code="DAZ10"),
        line(2, "Teptukas", "3", "4.99", code="TEPT"),
    ]
    net = sum((item.subtotal for item in items), Decimal(0))
    return [
        document(
            10,
            "pirkimas",
            items,
            invoice_discount_wo_vat=Decimal("10.00"),
            vat_amount=((net - 10) * Decimal("0.21")).quantize(Decimal("0.01")),
            amount_with_vat=((net - 10) * Decimal("1.21")).quantize(Decimal("0.01")),
        )
    ]


CASES: dict[str, Callable[[], list[Document]]] = {
    "purchase": purchase,
    "sale": sale,
    "credit_note": credit_note,
    "multi_rate": multi_rate,
    "foreign_currency": foreign_currency,
    "long_names": long_names,
    "lithuanian_letters": lithuanian_letters,
    "one_line": one_line,
    "lines_500": lines_500,
    "discount": discount,
}


def bench_documents(count: int = 1000, lines_per_document: int = 20) -> list[Document]:
    """Documents the size of a busy month: half purchases, half sales, mixed rates and codes."""
    documents = []
    for n in range(1, count + 1):
        direction = "pirkimas" if n % 2 else "pardavimas"
        items = [
            line(
                k,
                f"Prekė {k}",
                str(1 + k % 5),
                f"{k * 1.37 + n % 10:.2f}",
                "21" if k % 3 else "9",
                code=f"P{k:03d}",
                pvm_kodas="PVM1" if k % 3 else "PVM2",
            )
            for k in range(1, lines_per_document + 1)
        ]
        documents.append(document(n, direction, items, document_number=f"{n:06d}"))
    return documents
