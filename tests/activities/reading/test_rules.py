"""Each part of the rules extractor on small hand-made pages."""

from datetime import date
from decimal import Decimal

from activities.reading.rules import extract_rules
from activities.reading.rules.header import header_candidates
from activities.reading.rules.lines import find_tables, table_items
from activities.reading.rules.parties import party_candidates
from activities.reading.rules.receipt import receipt_items
from activities.reading.rules.totals import totals_candidates
from tests.activities.reading.pages import make_layout


def best(candidates, name):  # type: ignore[no-untyped-def]
    found = candidates.best(name)
    return found.value if found else None


def test_series_number_and_dates_by_their_labels() -> None:
    layout = make_layout(
        [
            "PVM SĄSKAITA FAKTŪRA",
            "Serija ABC Nr. 000123",
            "Išrašymo data: 2026.03.05",
            "Apmokėti iki: 2026-03-19",
            "Tiekimo data: 2026 m. kovo 4 d.",
        ]
    )
    found = header_candidates(layout)
    assert best(found, "document_series") == "ABC"
    assert best(found, "document_number") == "000123"
    assert best(found, "invoice_date") == date(2026, 3, 5)
    assert best(found, "due_date") == date(2026, 3, 19)
    assert best(found, "operation_date") == date(2026, 3, 4)


def test_letters_before_the_digits_are_the_series() -> None:
    found = header_candidates(make_layout(["PVM sąskaita faktūra", "SF Nr. PRK54067", "Data: 2026-03-05"]))
    assert (best(found, "document_series"), best(found, "document_number")) == ("PRK", "54067")


def test_foreign_labels_for_number_date_due_date_and_currency() -> None:
    found = header_candidates(
        make_layout(
            [
                "Rechnung",
                "Rechnungsnummer: 471102",
                "Rechnungsdatum: 05.03.2018",
                "Fällig am 04.04.2018",
                "Gesamtbetrag 529,87 EUR",
            ]
        )
    )
    assert best(found, "document_number") == "471102"
    assert best(found, "invoice_date") == date(2018, 3, 5)
    assert best(found, "due_date") == date(2018, 4, 4)
    assert best(found, "currency") == "EUR"


def test_a_date_under_its_label_in_a_header_table() -> None:
    layout = make_layout(
        ["Sąskaita faktūra", "Sąskaitos data|Apmokėti iki", "2026 m. lapkričio 21 d.|2026-12-05"]
    )
    found = header_candidates(layout)
    assert best(found, "invoice_date") == date(2026, 11, 21)
    assert best(found, "due_date") == date(2026, 12, 5)


def test_two_party_columns() -> None:
    layout = make_layout(
        [
            "Pardavėjas:|Pirkėjas:",
            "UAB „Šiaurės žiedas“|MB „Žalioji kalva“",
            "Įmonės kodas: 121215434|Įmonės kodas: 304503308",
            "PVM mokėtojo kodas: LT212154314|Adresas: Gedimino pr. 1, LT-01103 Vilnius",
            "Adresas: Laisvės al. 10, LT-44001 Kaunas",
            "A. s.: LT12 1000 0111 0100 1000",
        ]
    )
    found = party_candidates(layout, set())
    assert best(found, "seller_name") == "UAB „Šiaurės žiedas“"
    assert best(found, "seller_id") == "121215434"
    assert best(found, "seller_vat_code") == "LT212154314"
    assert best(found, "seller_address") == "Laisvės al. 10, LT-44001 Kaunas"
    assert best(found, "seller_iban") == "LT121000011101001000"
    assert best(found, "seller_country_iso") == "LT"
    assert best(found, "buyer_name") == "MB „Žalioji kalva“"
    assert best(found, "buyer_id") == "304503308"
    assert best(found, "buyer_vat_code") is None
    assert best(found, "buyer_address") == "Gedimino pr. 1, LT-01103 Vilnius"


def test_an_unlabelled_issuer_heads_the_page() -> None:
    layout = make_layout(
        ["UAB „Kopų apskaita“", "Taikos pr. 9, LT-91432 Klaipėda", "Įm. k. 110053842", "Sąskaita"]
    )
    found = party_candidates(layout, set())
    assert best(found, "seller_name") == "UAB „Kopų apskaita“"
    assert best(found, "seller_id") == "110053842"


def test_totals_are_chosen_so_that_they_add_up() -> None:
    layout = make_layout(
        [
            "Suma be PVM:|1 000,00",
            "PVM 21 %:|210,00",
            "Iš viso su PVM:|1 210,00 EUR",
            "Suma žodžiais: vienas tūkstantis du šimtai dešimt eurų",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "amount_wo_vat") == Decimal("1000.00")
    assert best(found, "vat_amount") == Decimal("210.00")
    assert best(found, "amount_with_vat") == Decimal("1210.00")
    assert best(found, "vat_percent") == Decimal(21)


def test_several_vat_rates_add_up_to_the_document_vat() -> None:
    layout = make_layout(
        [
            "Suma be PVM:|150,00",
            "PVM 21 %:|21,00",
            "PVM 9 %:|4,50",
            "Iš viso:|175,50",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "vat_amount") == Decimal("25.50")
    assert best(found, "amount_with_vat") == Decimal("175.50")
    assert best(found, "vat_percent") is None  # several rates: no single percentage


def test_vat_breakdown_rows() -> None:
    layout = make_layout(
        ["PVM tarifas|Apmokestinamoji vertė|PVM suma", "21 %|100,00|21,00", "5 %|40,00|2,00"]
    )
    _, breakdown = totals_candidates(layout, set())
    assert [(r.rate, r.base, r.vat) for r in breakdown] == [
        (Decimal(21), Decimal("100.00"), Decimal("21.00")),
        (Decimal(5), Decimal("40.00"), Decimal("2.00")),
    ]


def test_a_document_discount_is_a_positive_amount() -> None:
    layout = make_layout(
        [
            "Suma be nuolaidos:|110,00",
            "Nuolaida:|-10,00",
            "Iš viso be PVM:|100,00",
            "PVM 21 %:|21,00",
            "Iš viso:|121,00",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "invoice_discount_wo_vat") == Decimal("10.00")
    assert best(found, "amount_wo_vat") == Decimal("100.00")


TABLE = [
    "@40:Eil. Nr.|@80:Pavadinimas|@250:Kodas|@300:Mato vnt.|@360:Kiekis|@410:Kaina|@460:PVM %"
    "|@500:Suma be PVM",
    "@40:1|@80:Kava pupelėmis, 1 kg|@250:PR-001|@300:vnt.|@385:2|@420:12,50|@470:21|@520:25,00",
    "@40:2|@80:Konsultavimo paslaugos|@300:val.|@380:1,5|@420:40,00|@475:9|@520:60,00",
    "@80:projekto valdymas",
    "@360:Suma be PVM:|@520:85,00",
]


def test_line_items_from_a_table_with_wrapped_names() -> None:
    layout = make_layout(TABLE)
    [table] = find_tables(layout)
    items = [{k: f.value for k, f in item.fields.items()} for item in table_items(table)]
    assert items == [
        {
            "prekes_pavadinimas": "Kava pupelėmis, 1 kg",
            "prekes_kodas": "PR-001",
            "unit": "vnt.",
            "quantity": Decimal(2),
            "price": Decimal("12.50"),
            "subtotal": Decimal("25.00"),
            "vat_percent": Decimal(21),
        },
        {
            "prekes_pavadinimas": "Konsultavimo paslaugos projekto valdymas",
            "unit": "val.",
            "quantity": Decimal("1.5"),
            "price": Decimal("40.00"),
            "subtotal": Decimal("60.00"),
            "vat_percent": Decimal(9),
        },
    ]
    assert layout.lines[-1].index not in table.line_indexes  # the totals are not a row


def test_a_comma_lost_by_ocr_is_restored_when_the_line_then_adds_up() -> None:
    layout = make_layout([TABLE[0], "@40:1|@80:Kava|@300:vnt.|@380:12|@420:2221|@470:21|@520:266,52"])
    [item] = table_items(find_tables(layout)[0])
    assert item.fields["price"].value == Decimal("22.21")
    assert item.fields["price"].confidence < 0.85


def test_receipt_lines_with_quantity_rows() -> None:
    layout = make_layout(
        [
            "UAB „Parduotuvė“",
            "KASOS KVITAS",
            "@10:Pienas 2,5 % 1 l|@180:1,29 A",
            "@10:Duona juoda|@180:3,00 A",
            "@20:2 x 1,50",
            "@10:IŠ VISO|@180:4,29 EUR",
            "@10:A PVM 21 %|@180:0,74",
        ]
    )
    items = [{k: f.value for k, f in item.fields.items()} for item in receipt_items(layout)]
    assert items[0]["prekes_pavadinimas"] == "Pienas 2,5 % 1 l"
    assert items[0]["total"] == Decimal("1.29")
    assert items[1]["quantity"] == Decimal(2)
    assert items[1]["price"] == Decimal("1.50")
    assert items[1]["vat_percent"] == Decimal(21)


def test_rules_keep_table_numbers_out_of_the_totals() -> None:
    result = extract_rules(make_layout(TABLE), detailed=True)
    assert result.candidates.best("amount_wo_vat").value == Decimal("85.00")  # type: ignore[union-attr]
    assert len(result.line_items) == 2
