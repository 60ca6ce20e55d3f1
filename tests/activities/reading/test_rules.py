"""Each part of the rules extractor on small hand-made pages."""

from dataclasses import replace
from datetime import date
from decimal import Decimal

from activities.reading.layout import Layout
from activities.reading.reconcile import reconcile
from activities.reading.rules import extract_rules, vocabulary
from activities.reading.rules.header import header_candidates
from activities.reading.rules.lines import find_tables, table_items
from activities.reading.rules.names import repaired_name
from activities.reading.rules.parties import address_like, party_candidates, without_logo_initials
from activities.reading.rules.party_blocks import code_block_candidates, code_blocks
from activities.reading.rules.receipt import receipt_items
from activities.reading.rules.totals import totals_candidates
from activities.reading.sums import check_sums
from activities.reading.types import Box, Page, Word
from tests.activities.reading.pages import make_layout, make_page
from workflows.contracts import OwnCompany
from workflows.sums import sum_flags


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


def number_of(lines: list[str]) -> tuple[object, object]:
    found = header_candidates(make_layout(lines))
    return best(found, "document_series"), best(found, "document_number")


def test_serija_ir_nr_labels_one_value_split_at_its_separator() -> None:
    assert number_of(["PVM SĄSKAITA FAKTŪRA", "Serija ir Nr.: EP-6654628"]) == ("EP", "6654628")
    assert number_of(["FAKTURA VAT", "Nr FS/087627"]) == ("FS", "087627")
    # a series in capitals that happens to spell a joining word elsewhere ("EN") is still a series
    assert number_of(["SĄSKAITA FAKTŪRA", "Serija EN Nr. 228"]) == ("EN", "228")


def test_another_documents_number_is_not_the_invoices() -> None:
    head = ["Jurgita Mockienė", "Individualios veiklos vykdymo pažyma Nr. 191493", "Sąskaita faktūra"]
    assert number_of([*head, "Nr. JM-024"]) == ("JM", "024")
    contract = ["PVM SĄSKAITA FAKTŪRA", "Sąskaita išrašyta pagal 2020-07-19 Nuomos sutartį Nr. 52/2022-N"]
    assert number_of(contract)[1] is None
    # "Sąskaitos Nr." in a bank's box is the account's
    bank = [
        "PVM SĄSKAITA FAKTŪRA",
        "Serija AB Nr. 21896",
        "Bankas: SEB",
        "Sąskaitos Nr.: LT71 3500 0926 4303 5351",
    ]
    assert number_of(bank) == ("AB", "21896")


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
    # a scanned tax invoice: OCR ran the words of the name together
    found = party_candidates(make_layout(["UNIHAKKAINTERNATIONALSDNBHD", "12, Jalan Tampoi 7/4"]), set())
    assert best(found, "seller_name") == "UNIHAKKA INTERNATIONAL SDN BHD"


def net_vat_gross(lines: list[str]) -> tuple[object, object, object]:
    found, _ = totals_candidates(make_layout(lines), set())
    return best(found, "amount_wo_vat"), best(found, "vat_amount"), best(found, "amount_with_vat")


def test_the_total_written_in_words_gives_no_amount() -> None:
    lines = [
        "Iš viso be PVM:|1 353,50",
        "PVM suma:|242,27",
        "Mokėti:|EUR 1 595,77",
        "Mokėti žodžiais: vienas tūkstantis penki šimtai devyniasdešimt penki Eur 77 ct",
    ]
    assert net_vat_gross(lines) == (Decimal("1353.50"), Decimal("242.27"), Decimal("1595.77"))
    # the figures read in words alone (the gross's own line lost) are no gross either
    assert net_vat_gross([*lines[:2], lines[3]])[2] != Decimal(77)


def test_a_rate_whose_percent_sign_ocr_read_as_a_digit_still_parts_the_vat() -> None:
    lines = ["Iš viso be PVM|12.759,05", "PVM 21%|2.655,94", "PVM 54|5,58", "Mokėti|15.420,58 EUR"]
    assert net_vat_gross(lines) == (Decimal("12759.05"), Decimal("2661.52"), Decimal("15420.58"))
    # a law's section in a VAT note is no rate: "AVL 72 a §" gives no 7 % part of the VAT
    _, breakdown = totals_candidates(make_layout(["ALV 0 %|0,00", "Supply, AVL 72 a § / VAT|6794,47"]), set())
    assert Decimal(7) not in [r.rate for r in breakdown]


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


def test_a_misread_vat_gives_way_to_the_amount_in_plain_sight_that_adds_up() -> None:
    """A scan printed "PVM 21 %: 57,56 EUR" and OCR read 5,00; net and gross were right, and 57,56 is
    printed again in the payment box: it adds up at the printed rate."""
    lines = [
        "Suma be PVM:|274,10",
        "PVM 21 %:|5,00",
        "Iš viso su PVM:|331,66",
        "",
        "@300:Mokėti iki 2026-04-01",
        "@300:57,56 EUR",
    ]
    found, _ = totals_candidates(make_layout(lines), set())
    vat = found.best("vat_amount")
    assert vat is not None and vat.value == Decimal("57.56") and vat.box is not None
    assert net_vat_gross(lines) == (Decimal("274.10"), Decimal("57.56"), Decimal("331.66"))
    assert best(found, "vat_percent") == Decimal(21)


def test_a_total_with_an_unreadable_label_is_found_where_it_is_printed() -> None:
    found, _ = totals_candidates(
        make_layout(["Suma be PVM:|100,00", "PVNI 2l %:|21,00", "Iš viso:|121,00"]), set()
    )
    vat = found.best("vat_amount")
    assert vat is not None and vat.value == Decimal("21.00") and vat.box is not None
    # the missing net, from VAT and gross, at Lithuania's 12 %
    lines = ["Apmokestinama:|50,00", "PVM suma:|6,00", "Iš viso su PVM:|56,00"]
    found, _ = totals_candidates(make_layout(["Be nieko|50,00", *lines[1:]]), set())
    assert best(found, "amount_wo_vat") == Decimal("50.00")


def test_an_amount_that_fits_no_vat_rate_is_not_taken_to_hide_an_inconsistency() -> None:
    """Net 100, VAT 21 %, gross 122 printed: 22,00 elsewhere would add up, but not at 21 %."""
    lines = ["Suma be PVM:|100,00", "PVM 21 %:|21,00", "Iš viso:|122,00", "@300:22,00"]
    assert net_vat_gross(lines) == (Decimal("100.00"), Decimal("21.00"), Decimal("122.00"))


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


def test_a_count_times_a_price_is_no_breakdown_row_though_its_arithmetic_fits_a_rate() -> None:
    # 10 × 1,43 = 14,30 reads as 10 % of 14,30 = 1,43
    layout = make_layout(
        ["5421992 Lentjuostė pušinė 20x45 mm", "  10 m x 1,43|14,30 A", "A 21%|248,75|52,24|300,99"]
    )
    _, breakdown = totals_candidates(layout, set())
    assert [(r.rate, r.base, r.vat) for r in breakdown] == [
        (Decimal(21), Decimal("248.75"), Decimal("52.24"))
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


def test_french_title_line_date_and_due_date() -> None:
    found = header_candidates(
        make_layout(
            [
                "Facture n°562044387 du 02 Juillet 2015",
                "Date limite de paiement le 05 Juillet 2015|29.99 € TTC",
            ]
        )
    )
    assert best(found, "document_number") == "562044387"
    assert best(found, "invoice_date") == date(2015, 7, 2)
    assert best(found, "due_date") == date(2015, 7, 5)


def test_number_under_the_bare_title_word_in_a_row_of_column_labels() -> None:
    found = header_candidates(
        make_layout(
            [
                "Kopie factuur",
                "@40:Klant|@140:Order|@300:Factuur datum|@420:Factuur|@500:Vervaldatum",
                "@40:SCONL0303|@140:SCONL0004|@320:8-9-2022|@410:VF1005193039|@500:22-9-2022",
            ]
        )
    )
    assert best(found, "document_number") == "VF1005193039"
    assert best(found, "invoice_date") == date(2022, 9, 8)
    assert best(found, "due_date") == date(2022, 9, 22)


def test_a_hash_beside_the_title_labels_the_number_and_a_po_number_is_no_invoice_number() -> None:
    found = header_candidates(
        make_layout(["Acme Repairs|@400:INVOICE", "@400:# 1042", "@300:PO Number:|@420:4711"])
    )
    assert best(found, "document_number") == "1042"
    assert best(found, "order_number") == "4711"
    found = header_candidates(make_layout(["Invoice", "PO Number: 4711"]))
    assert best(found, "document_number") is None


def test_a_label_word_inside_a_placeholder_is_no_label() -> None:
    found = header_candidates(make_layout(["Invoice", "Reference: invoice_number_1"]))
    assert best(found, "document_number") is None


def test_a_booking_reference_is_the_number_of_a_receipt_without_one() -> None:
    found = header_candidates(
        make_layout(
            ["PAYMENT RECEIPT", "@300:Booking ID|@420:Payment Mode", "@300:IBZY2087|@420:Cash at Hotel"]
        )
    )
    assert best(found, "document_number") == "IBZY2087"


def test_labels_run_together_head_a_column_each() -> None:
    lines = ["@340:BTW %|@390:Grondslag BTW bedrag|@520:Totaal", "@345:21 %|@400:41,31|@465:8,68|@520:49,99"]
    assert net_vat_gross(lines) == (Decimal("41.31"), Decimal("8.68"), Decimal("49.99"))


def test_a_whole_amount_with_a_currency_sign_is_a_total() -> None:
    found, _ = totals_candidates(make_layout(["Grand Total|Rs 1939", "Total qty|3"]), set())
    assert best(found, "amount_with_vat") == Decimal(1939)


def test_a_totals_row_under_the_columns_holds_net_vat_and_gross() -> None:
    lines = ["@320:Razem:|@390:257,59|@490:59,24|@540:316,83"]
    assert net_vat_gross(lines) == (Decimal("257.59"), Decimal("59.24"), Decimal("316.83"))


def test_a_total_without_any_vat_is_the_net_too_unless_vat_is_said_to_be_included() -> None:
    found, _ = totals_candidates(make_layout(["Zahlungsziel 21.05.14", "Total EUR|34,73"]), set())
    assert best(found, "amount_wo_vat") == Decimal("34.73")
    found, _ = totals_candidates(make_layout(["Total EUR|34,73", "Prices are inclusive of VAT"]), set())
    assert best(found, "amount_wo_vat") is None


def test_a_polish_nip_is_the_sellers_vat_code() -> None:
    layout = make_layout(
        [
            "Sprzedawca: Polski Koncern Naftowy ORLEN S.A.",
            "NIP:|@110:774-00-01-454",
            "Nabywca: GŁÓWNY URZĄD STATYSTYCZNY",
            "NIP:|@110:5261040828",
        ]
    )
    found = party_candidates(layout, set())
    assert best(found, "seller_vat_code") == "PL7740001454"
    assert best(found, "buyer_vat_code") == "PL5261040828"


def test_the_company_of_a_french_legal_footer_is_the_seller() -> None:
    layout = make_layout(
        [
            "@400:ALEXINUX",
            "@400:27 rue Henri Rolland",
            "@400:69100 Villeurbanne",
            "@300:Facture n° 2022089083",
            *[""] * 30,
            "@250:NETPRESSE",
            "@100:Siège social : 16 rue Mollien - 92100 BOULOGNE",
            "@100:Sarl au capital de 10 000€ - RSC Paris B 530 848 134 - Siret 53084813400017",
        ]
    )
    found = party_candidates(layout, set())
    assert best(found, "seller_name") == "NETPRESSE"
    assert best(found, "seller_id") == "530848134"


def test_a_legal_line_names_the_seller_and_its_siren() -> None:
    layout = make_layout(
        [
            "Free Service Abonné",
            "75371 Paris Cedex 08",
            *[""] * 30,
            "Free SAS au capital de 3.441.812 Euros - B 421 938 861 RCS Paris - Siège social: 8 rue X",
        ]
    )
    found = party_candidates(layout, set())
    assert best(found, "seller_name") == "Free SAS"
    assert best(found, "seller_id") == "421938861"


def test_a_siret_after_its_label_gives_the_siren() -> None:
    found = party_candidates(
        make_layout(["Vendeur :", "Atelier Lumière SARL", "SIRET : 530 848 134 00017"]), set()
    )
    assert best(found, "seller_id") == "530848134"


def test_dutch_table_with_article_number_vat_column_and_quantity_with_unit() -> None:
    layout = make_layout(
        [
            "@40:Artikel|@100:Omschrijving|@395:Prijs|@425:BTW Hoeveelheid|@520:Bedrag",
            "@40:E103184|@100:Onderhoudsset CA6707/10|@395:49,99|@425:21 %|@470:1 PCS|@525:49,99",
            "@40:Prijzen zijn inclusief BTW|@410:Factuur totaal EUR|@525:49,99",
        ]
    )
    [item] = table_items(find_tables(layout)[0])
    assert {k: f.value for k, f in item.fields.items()} == {
        "prekes_pavadinimas": "Onderhoudsset CA6707/10",
        "prekes_kodas": "E103184",
        "unit": "PCS",
        "quantity": Decimal(1),
        "price": Decimal("49.99"),
        "vat_percent": Decimal(21),
        "subtotal": Decimal("49.99"),
    }


def test_a_header_wrapped_over_three_lines_keeps_its_rows() -> None:
    layout = make_layout(
        [
            "@60:Pos.|@110:Menge|@150:Beschreibung|@420:Rabatt %|@475:VK-Preis|@525:Zeilenbetrag",
            "@485:Ohne|@525:Ohne MwSt.",
            "@485:MwSt.",
            "@80:1|@140:1|@150:Small Business Exchange|@490:3,89|@555:3,89",
            "@80:2|@140:2|@150:Quality Exchange|@490:5,39|@555:10,78",
            "@410:Total EUR|@550:14,67",
        ]
    )
    [table] = find_tables(layout)
    items = [{k: f.value for k, f in item.fields.items()} for item in table_items(table)]
    assert [(i["quantity"], i["price"], i["subtotal"]) for i in items] == [
        (Decimal(1), Decimal("3.89"), Decimal("3.89")),
        (Decimal(2), Decimal("5.39"), Decimal("10.78")),
    ]
    assert {1, 2}.issubset(table.line_indexes)  # "Ohne MwSt." is no total


def test_discount_percent_and_taxes_are_separate_columns() -> None:
    layout = make_layout(
        [
            "@30:Description|@255:Quantity|@330:Unit Price|@400:Disc.% Taxes|@525:Amount",
            "@30:Office Chair|@270:1.00|@350:70.00|@410:0.00|@440:15.00%|@530:70.00",
        ]
    )
    [item] = table_items(find_tables(layout)[0])
    assert item.fields["vat_percent"].value == Decimal(15)


def test_a_serial_number_under_an_item_is_not_part_of_its_name() -> None:
    layout = make_layout(
        [
            "@40:Artikel|@400:Aantal|@450:Prijs per stuk|@520:BTW",
            "@40:Apple iPad Air Wifi 16 GB Zilver|@410:1|@460:€ 399,00|@520:21%",
            "@50:Serienummer: SDMPP373MPP15",
            "@40:Nintendo AC-adapter|@410:1|@460:€ 14,99|@520:21%",
        ]
    )
    names = [item.fields["prekes_pavadinimas"].value for item in table_items(find_tables(layout)[0])]
    assert names == ["Apple iPad Air Wifi 16 GB Zilver", "Nintendo AC-adapter"]


def test_the_tax_a_total_includes_is_not_the_total() -> None:
    result = extract_rules(
        make_layout(
            [
                "Total (incl GST) | 70.30",
                "TOTAL INCLUDES 6% GST | 3.98",
                "TOTAL SAVING | 0.00",
            ]
        ),
        detailed=False,
        receipt=True,
    )
    gross, vat = result.candidates.best("amount_with_vat"), result.candidates.best("vat_amount")
    assert gross is not None and gross.value == Decimal("70.30")
    assert vat is not None and vat.value == Decimal("3.98")


def test_the_rounded_total_after_a_rounding_line_is_the_total() -> None:
    for lines, total in (
        (["Total Amount: RM 7.72", "Rounding: -RM0.02", "Nett Total: RM 7.70"], "7.70"),
        (["Net Total (MYR) : 19.01", "Rounding Adj. : -0.01", "Net Total Rounded (MYR) : 19.00"], "19.00"),
    ):
        result = extract_rules(make_layout(lines), detailed=False, receipt=True)
        gross = result.candidates.best("amount_with_vat")
        assert gross is not None and gross.value == Decimal(total)


def test_one_rates_net_vat_and_gross_do_not_pass_for_the_documents() -> None:
    """A till invoice totals each rate; its own 28.80 + 1.72 = 30.52 adds up, but the document's total is
    both rates together."""
    lines = [
        "Total 0% supplies:|23.63",
        "Total 6% supplies (excl. GST):|28.80",
        "GST:|1.72",
        "Total 6% supplies (Inc. GST):|30.52",
        "Total Payable:|54.15",
    ]
    assert net_vat_gross(lines) == (Decimal("52.43"), Decimal("1.72"), Decimal("54.15"))


def test_a_net_total_with_no_vat_anywhere_is_what_was_paid() -> None:
    till = ["Sub-Total :|21.00", "Discount :|0.00", "Net Total :|21.00"]
    found, _ = totals_candidates(make_layout(till), set())
    assert best(found, "amount_with_vat") == Decimal("21.00")
    found, _ = totals_candidates(make_layout(["Net Total :|21.00", "VAT 21 %:|4.41", "Total:|25.41"]), set())
    assert best(found, "amount_with_vat") == Decimal("25.41")


def test_a_label_whose_amount_follows_in_its_line_takes_nothing_from_below() -> None:
    layout = make_layout(["Total Incl. GST@6%|<RM.34.80", "CASH|RM 100.00", "19-04-18 18:04 SH01"])
    found, _ = totals_candidates(layout, set())
    assert [f.value for f in found.ranked("amount_with_vat")] == [Decimal("34.80")]


def test_a_company_named_at_the_foot_over_its_codes_is_the_seller_when_the_head_names_nobody() -> None:
    head = ["@350:Factuuradres", "@350:Strategic Corp", "@350:3500 MJ Utrecht", "Factuur VF1005193039"]
    foot = [
        "All AWS Services are sold by Amazon Web Services, Inc.",
        "e-Luscious Nederland B.V. iov Saeco.com",
        "Badweg 48, 8401 BL, Gorredijk",
        "Kvk nummer: 04080176|BTW-nr: NL815254295B01",
    ]
    found = party_candidates(make_layout([*head, *[""] * 40, *foot]), set())
    assert best(found, "seller_name") == "e-Luscious Nederland B.V."
    assert best(found, "seller_id") == "04080176"
    assert best(found, "buyer_name") == "Strategic Corp"


def test_a_stated_total_that_breaks_the_sums_stands_and_the_vat_summary_does_not_hide_it() -> None:
    """The VAT summary's row adds up (184,32 + 38,71 = 223,03); the invoice's total says 224,03. The total
    is what the page states, and the failed sum check is the document's to flag."""
    lines = [
        "Kokku km-ta:|184,32",
        "KM 21 %:|38,71",
        "Arve summa:|224,03 EUR",
        "",
        "@40:KM määr|@120:Maksustatav summa|@260:KM|@340:Summa km-ga",
        "@40:21 %|@120:184,32|@260:38,71|@340:223,03",
    ]
    chosen = reconcile(extract_rules(make_layout(lines), detailed=False).candidates)
    assert chosen["amount_with_vat"].value == Decimal("224.03")
    assert check_sums(chosen, [], [])["val_total_match"] is False
    consistent = [*lines[:2], "Arve summa:|223,03 EUR", *lines[3:]]
    chosen = reconcile(extract_rules(make_layout(consistent), detailed=False).candidates)
    assert chosen["amount_with_vat"].value == Decimal("223.03")
    assert check_sums(chosen, [], [])["val_total_match"] is True
    # the amount due read less surely than the summary (a scan) stands all the same: the summary's row is one
    # rate's part of the document
    page = make_page([*lines[:2], "Tasuda:|224,03 EUR", *lines[3:]])
    due_y = next(w.box.y0 for w in page.words if w.text == "Tasuda:")
    page = replace(page, words=[replace(w, confidence=0.6) if w.box.y0 == due_y else w for w in page.words])
    chosen = reconcile(extract_rules(Layout([page]), detailed=False).candidates)
    assert chosen["amount_with_vat"].value == Decimal("224.03")
    # nor does an amount printed without a label that completes the sums (a Finnish scan's 0 % summary row,
    # its net's comma lost)
    finnish = [
        "@40:Alv-erittely|@100:Veroton|@160:Vero|@200:Verollinen|@300:Veroton yhteensä|@520:128747",
        "@300:ALV /|@360:VAT 0 %|@520:0,00",
        "@40:0%|@100:1287,47|@160:0,00|@200:1287,47",
        "@300:Maksettava yhteensä / Amount due EUR|@510:— 1288,47",
    ]
    page = make_page(finnish)
    page = replace(page, source="ocr", words=[replace(w, confidence=0.6) for w in page.words])
    chosen = reconcile(extract_rules(Layout([page]), detailed=False).candidates)
    assert chosen["amount_with_vat"].value == Decimal("1288.47")


def test_an_items_quantity_of_ten_is_no_vat_rate_of_ten() -> None:
    """10 × 220,27 = 2202,70 reads like 10 % of 2202,70 = 220,27; beside the item's name it is a quantity.
    A bare rate in a row of numbers, or beside a VAT label, is still a rate."""
    lines = ["Malkos, beržinės|@300:10|@350:220,27|@420:2202,70", "@300:PVM 9|@350:40,00|@420:3,60"]
    _, breakdown = totals_candidates(make_layout(lines), set())
    assert [(r.rate, r.base, r.vat) for r in breakdown] == [(Decimal(9), Decimal("40.00"), Decimal("3.60"))]


def test_a_scans_misread_totals_labels_still_give_net_vat_and_gross() -> None:
    # the title's "PVM" heads no column (the invoice number under it is no VAT), "%" read as "94", and the
    # net's line lost: the gross less the VAT gives it
    lines = [
        "@40:PVM|@70:sąskaita faktūra",
        "@40:Serija KNS Nr. 36401",
        "@300:PVM 21 94:|@400:1446,56",
        "@300:Iš viso:|@400:8 334,93 EUR",
    ]
    assert net_vat_gross(lines) == (Decimal("6888.37"), Decimal("1446.56"), Decimal("8334.93"))
    # the rate set apart from its label: "PVM suma | 21 | %:"
    lines = ["@300:Iš viso be PVM:|@400:2738,93", "@300:PVM suma|@352:21|@365:%:|@400:575,18"]
    found, _ = totals_candidates(make_layout(lines), set())
    assert best(found, "vat_amount") == Decimal("575.18")
    assert best(found, "vat_percent") == Decimal(21)
    # a postal code is no VAT either, and a net is never of the other sign than the gross
    lines = ["@40:PVM mokėtojo kodas LT998945418", "@40:LT-68493 Marijampolė", "@300:Iš viso:|@400:83,49 EUR"]
    net, vat, _ = net_vat_gross(lines)
    assert vat is None and net != Decimal("-68409.51")


def test_vat_printed_per_rate_completes_a_breakdown_that_lacks_the_rate() -> None:
    # OCR lost the 12 % row of the table; the "PVM 12 %" line still prints its tax
    layout = make_layout(
        [
            "PVM tarifas|Apmokestinamoji vertė|PVM suma",
            "21%|2024,52|425,15",
            "Iš viso be PVM:|2032,09",
            "PVM 21%:|425,15",
            "PVM 12 %:|0,91",
            "Iš viso:|2458,15 EUR",
        ]
    )
    found, breakdown = totals_candidates(layout, set())
    assert [(r.rate, r.base, r.vat) for r in breakdown] == [
        (Decimal(21), Decimal("2024.52"), Decimal("425.15")),
        (Decimal(12), None, Decimal("0.91")),
    ]
    assert best(found, "vat_amount") == Decimal("426.06")
    values = {k: best(found, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat")}
    assert sum_flags(values, [], [r.to_json() for r in breakdown])["val_vat_match"] is True


def test_polish_l_read_as_t_and_a_sum_before_the_discount_are_understood() -> None:
    # "Do zapłaty", "Płatne do" read without a Polish model: "Do zaptaty", "Ptatne do"
    assert vocabulary.GROSS_TOTAL.search("do zaptaty") and vocabulary.GROSS_TOTAL.search("do zaplaty")
    assert vocabulary.DUE_DATE.search("ptatne do:")
    lines = ["Razem netto:|2970,20", "VAT 21 %:|600,20", "VAT 12 %:|13,45", "Do zaptaty:|3583,85 EUR"]
    assert net_vat_gross(lines) == (Decimal("2970.20"), Decimal("613.65"), Decimal("3583.85"))
    # "Suma be nuolaidos" is the lines' sum before the discount, not a discount
    lines = ["Suma be nuolaidos:|655,22", "Nuolaida:|-16,00", "Iš viso be PVM:|639,22", "PVM 21 %:|134,24"]
    found, _ = totals_candidates(make_layout([*lines, "Iš viso:|773,46 EUR"]), set())
    assert [f.value for f in found.ranked("invoice_discount_wo_vat")] == [Decimal("16.00")]


def test_centred_headings_the_names_start_where_their_cells_do_and_a_code_run_up_against_a_name_parts() -> (
    None
):
    # an ERP grid centres its headings: "Pavadinimas" stands right of where the names begin, and a short
    # name sits a space from its code
    layout = make_layout(
        [
            "@40:Nr.|@85:Kodas|@180:Pavadinimas|@330:Kiekis|@400:Kaina|@470:Suma",
            "@45:1|@95:S31563|@135:Knyga apie istoriją|@345:9|@400:36,17|@470:325,53",
            "@45:2|@95:S77110 Ūkinis muilas|@345:11|@400:1,35|@470:14,85",
            "@45:3|@95:A10003|@135:Dažai vidaus darbams|@345:2|@400:5,00|@470:10,00",
        ]
    )
    items = [{k: f.value for k, f in item.fields.items()} for item in table_items(find_tables(layout)[0])]
    assert [(i.get("prekes_kodas"), i.get("prekes_pavadinimas")) for i in items] == [
        ("S31563", "Knyga apie istoriją"),
        ("S77110", "Ūkinis muilas"),
        ("A10003", "Dažai vidaus darbams"),
    ]


def test_a_name_wrapped_around_its_rows_numbers_belongs_to_that_row() -> None:
    # cells centred in their height: a two-line name's first line stands above the numbers, nearer them
    # than the row before
    def words(y: float, cells: list[tuple[float, str]]) -> list[Word]:
        return [Word(text, Box(0, x, y, x + 5 * len(text), y + 9)) for x, text in cells]

    page = words(40, [(40, "Lp."), (70, "Nazwa"), (300, "Ilość"), (360, "Cena"), (430, "Wartość")])
    page += words(56, [(45, "1"), (70, "Granulat"), (300, "29"), (360, "2,93"), (430, "84,97")])
    page += words(70, [(70, "Usługa"), (105, "montażu")])
    page += words(76, [(45, "2"), (300, "24"), (360, "106,41"), (430, "2553,84")])
    page += words(80, [(70, "magazynowych")])
    page += words(96, [(45, "3"), (70, "Rura"), (300, "14"), (360, "5,63"), (430, "78,82")])
    layout = Layout([Page(0, 595, 842, page, "text")])
    names = [item.value("prekes_pavadinimas") for item in table_items(find_tables(layout)[0])]
    assert names == ["Granulat", "Usługa montażu magazynowych", "Rura"]


def _receipt_rows(lines: list[str]) -> list[tuple[object, ...]]:
    items = receipt_items(make_layout(lines))
    return [
        (i.value("prekes_pavadinimas"), i.value("quantity"), i.value("price"), i.value("total"))
        for i in items
    ]


def test_a_receipt_printing_each_name_above_its_amounts() -> None:
    assert _receipt_rows(
        [
            "UAB „Ūkio kampelis“",
            "Kiaušiniai M, 10 vnt.",
            "@30:1 x 2,98|@180:2,98 B",
            "Skalbimo milteliai, 2 kg",
            "@30:2 x 6,75|@180:13,50 A",
            "Bananai|@90:1,957 kg x 1,31|@180:2,56 B",
            "MOKĖTI|@180:19,04 EUR",
        ]
    ) == [
        ("Kiaušiniai M, 10 vnt.", Decimal(1), Decimal("2.98"), Decimal("2.98")),
        ("Skalbimo milteliai, 2 kg", Decimal(2), Decimal("6.75"), Decimal("13.50")),
        ("Bananai", Decimal("1.957"), Decimal("1.31"), Decimal("2.56")),
    ]


def test_a_receipt_with_barcodes_and_a_count_and_price_that_give_the_amount() -> None:
    assert _receipt_rows(
        [
            "@10:ITEM|@120:QTY|@150:U/PRICE|@200:AMOUNT",
            "MINYAK MASAK SAJI 5KG",
            "@10:9558853318122|@130:3|@150:25.39|@200:76.17 ZR",
            "@10:PVC INSULATION TAPE BLACK|@200:2.42 SR",
            "@10:TOTAL (RM)|@200:78.59",
        ]
    ) == [
        ("MINYAK MASAK SAJI 5KG", Decimal(3), Decimal("25.39"), Decimal("76.17")),
        ("PVC INSULATION TAPE BLACK", Decimal(1), Decimal("2.42"), Decimal("2.42")),
    ]


def test_a_count_before_the_name_under_a_qty_heading_or_shown_by_the_unit_price() -> None:
    rows = [
        "@10:Qty|@40:Description|@200:Amt (RM)",
        "@10:2|@40:Nasi Goreng Kampung|@200:15.34",
        "@40:@ 7.67",
        "@10:3|@40:Teh Tarik|@200:8.43",
        "@10:Total|@200:23.77",
    ]
    assert _receipt_rows(rows) == [
        ("Nasi Goreng Kampung", Decimal(2), Decimal("7.67"), Decimal("15.34")),
        ("Teh Tarik", Decimal(3), Decimal("2.81"), Decimal("8.43")),
    ]
    # without the heading, a number before a name is part of it unless a unit price bears it out
    assert _receipt_rows(rows[1:])[1][:2] == ("3 Teh Tarik", Decimal(1))


def test_a_till_cut_name_ending_in_a_number_keeps_it_when_the_count_gives_the_amount() -> None:
    assert _receipt_rows(
        ["Spausdintuvo kasetė HP 305 232,93 A", "@30:2 x 116,47", "IŠ VISO|@180:232,93"]
    ) == [("Spausdintuvo kasetė HP 305", Decimal(2), Decimal("116.47"), Decimal("232.93"))]


def test_a_number_in_a_box_under_its_label_in_a_row_of_labelled_boxes() -> None:
    found = header_candidates(
        make_layout(
            [
                "@40:SĄSKAITOS NR.|@140:SĄSKAITOS DATA|@250:APMOKĖTI IKI",
                "@40:DS-30546|@140:2026.05.14|@250:2026.05.24",
            ]
        )
    )
    assert (best(found, "document_series"), best(found, "document_number")) == ("DS", "30546")


def test_polish_and_german_till_totals() -> None:
    found, _ = totals_candidates(make_layout(["@10:SUMA PTU|@180:3,13", "@10:SUMA PLN|@180:27,35"]), set())
    assert (found.best("vat_amount").value, found.best("amount_with_vat").value) == (  # type: ignore[union-attr]
        Decimal("3.13"),
        Decimal("27.35"),
    )


def test_a_business_letters_address_window_and_a_vat_code_addressed_to_the_reader() -> None:
    # DIN 5008: the sender line over the addressee's block, an information block beside it, "Ihre
    # USt-IdNr." the buyer's code, the seller's in the footer
    lines = [
        "@380:Kolor GmbH & Co. KG",
        "@70:Kolor GmbH & Co. KG · Am Sandtorkai 13 · 20457 Hamburg",
        "@70:UAB „Nemuno krantas“|@350:Rechnungsnummer: 068352",
        "@70:Žalgirio g. 106-2|@350:Kundennummer:|@450:12743",
        "@70:LT-28294 Utena|@350:Ihre USt-IdNr.:|@450:LT100001919017",
        "@70:Rechnung",
        *["" for _ in range(40)],
        "@70:Kolor GmbH & Co. KG|@380:USt-IdNr.: DE136695976",
    ]
    result = extract_rules(make_layout(lines), detailed=False)
    assert best(result.candidates, "buyer_vat_code") == "LT100001919017"
    assert best(result.candidates, "seller_vat_code") == "DE136695976"
    assert best(result.candidates, "buyer_name") == "UAB „Nemuno krantas“"
    assert best(result.candidates, "buyer_address") == "Žalgirio g. 106-2, LT-28294 Utena"
    assert best(result.candidates, "seller_address") == "Am Sandtorkai 13, 20457 Hamburg"


def test_a_party_label_heading_its_block_takes_the_name_under_it_not_the_block_beside_it() -> None:
    found = party_candidates(
        make_layout(
            [
                "@40:PIRKĖJAS|@350:Išrašymo data: 2026-05-29",
                "@40:MB „Aukštaitijos statyba“|@350:Apmokėti iki: 2026-06-05",
                "@40:Įmonės kodas: 197848079",
            ]
        ),
        set(),
    )
    assert best(found, "buyer_name") == "MB „Aukštaitijos statyba“"


def test_a_german_credit_notes_head() -> None:
    # a logo's letters before the issuer, the corrected invoice's date, "Empfänger", a register column
    lines = [
        "@350:Gutschrift Nr.|@420:RK-54282",
        "@50:VA|@90:Vektor AG",
        "@90:Am Sandtorkai 59, 80331 München|@350:Datum|@420:26. Januar 2026",
        "@350:zur Rechnung|@420:RE-2026-5145 vom 01.01.2026",
        "@50:EMPFÄNGER",
        "@50:MB „Ežerų turizmas“",
        "@50:Šermukšnių g. 8",
        "@50:LT-62579 Alytus",
        *["" for _ in range(40)],
        "@50:Vektor AG|@120:Register",
        "@120:Amtsgericht München HRB 62976",
        "@120:USt-IdNr. DE136695976",
    ]
    result = extract_rules(make_layout(lines), detailed=False)
    assert best(result.candidates, "invoice_date") == date(2026, 1, 26)
    assert best(result.candidates, "seller_name") == "Vektor AG"
    assert best(result.candidates, "seller_address") == "Am Sandtorkai 59, 80331 München"
    assert best(result.candidates, "buyer_name") == "MB „Ežerų turizmas“"
    assert best(result.candidates, "seller_vat_code") == "DE136695976"


def test_two_address_columns_in_tight_leading_stay_apart_and_whole() -> None:
    # ink boxes reaching into the next line's; "VAT IE5495530O" holds its value, so is no key of the column
    # beside it
    def row(y: float, left: str, right: str) -> list[Word]:
        words = []
        for x, text in ((50.0, left), (210.0, right)):
            for n, part in enumerate(text.split()):
                x0 = x + sum(5 * len(p) + 3 for p in text.split()[:n])
                words.append(Word(part, Box(0, x0, y, x0 + 5 * len(part), y + 12)))
        return words

    page = [
        *row(100, "Pipeform Ltd", "Bill to"),
        *row(111, "8 Hatch Street", "VšĮ „Tiltų inžinerija“"),
        *row(122, "Dublin 2, D02 P820", "Žalgirio g. 18"),
        *row(133, "Ireland", "LT-01304 Vilnius"),
        *row(144, "VAT IE5495530O", "VAT LT100027306917"),
    ]
    blocks = code_blocks(Layout([Page(0, 595, 842, page, "text")]), set())
    columns = sorted([" | ".join(s.text for _, row in b.rows for s in row) for b in blocks])
    assert columns == [
        "Bill to | VšĮ „Tiltų inžinerija“ | Žalgirio g. 18 | LT-01304 Vilnius | VAT LT100027306917",
        "Pipeform Ltd | 8 Hatch Street | Dublin 2, D02 P820 | Ireland | VAT IE5495530O",
    ]


def test_a_receipts_vat_table_read_by_its_sum_row_when_ocr_misread_a_rate() -> None:
    # "9%" read "93"; the bases of two rates add up to the net column's sum (8,73 + 20,16 = 28,89), which is
    # no net and VAT: no VAT is 43 % of its net
    layout = make_layout(
        [
            "@10:MOKĖTI|@150:33,91 EUR",
            "@10:PVM %|@60:Be PVM|@110:PVM|@150:Su PVM",
            "@10:B 93|@60:8,73|@110:0,79|@150:9,52",
            "@10:A 21%|@60:20,16|@110:4,23|@150:24,39",
            "@10:Iš viso 28,89|@110:5,02|@150:33,91",
        ]
    )
    found, breakdown = totals_candidates(layout, set())
    assert [found.best(name).value for name in ("amount_wo_vat", "vat_amount", "amount_with_vat")] == [  # type: ignore[union-attr]
        Decimal("28.89"),
        Decimal("5.02"),
        Decimal("33.91"),
    ]
    assert {(row.rate, row.base, row.vat) for row in breakdown} == {
        (Decimal(21), Decimal("20.16"), Decimal("4.23")),
        (Decimal(9), Decimal("8.73"), Decimal("0.79")),
    }


def test_a_note_in_smaller_print_under_a_name_is_not_part_of_it() -> None:
    def words(y: float, size: float, cells: list[tuple[float, str]]) -> list[Word]:
        return [Word(t, Box(0, x, y, x + 0.5 * size * len(t), y + size)) for x, t in cells]

    page = words(40, 10, [(40, "Description"), (300, "Qty"), (360, "Unit"), (430, "Amount")])
    page += words(58, 10, [(40, "Premium"), (85, "support"), (300, "9"), (360, "427,25"), (430, "3845,25")])
    page += words(70, 7.5, [(40, "Mar"), (55, "25,"), (70, "2026"), (90, "–"), (98, "Apr"), (113, "24")])
    page += words(86, 10, [(40, "Object"), (80, "storage"), (300, "2"), (360, "10,00"), (430, "20,00")])
    page += words(98, 10, [(40, "1"), (48, "TB")])
    items = table_items(find_tables(Layout([Page(0, 595, 842, page, "text")]))[0])
    assert [item.value("prekes_pavadinimas") for item in items] == ["Premium support", "Object storage 1 TB"]


def test_the_block_naming_the_letterheads_company_is_the_sellers_wherever_it_stands() -> None:
    # a utility bill: the customer's block (with its code) at the top, the issuer's codes in the footer
    lines = [
        "@40:AB „Upės akmuo“|@300:Klientų aptarnavimas 8 700 22606",
        "",
        "@40:MB „Ąžuolo baldai“",
        "@40:Įmonės kodas 380358247",
        "@40:Liepų g. 108",
        "@40:LT-44125 Kaunas",
        "@40:SĄSKAITA Nr. 86803",
        *["" for _ in range(40)],
        "@40:AB „Upės akmuo“",
        "@40:Įmonės kodas 108512150",
        "@40:PVM mokėtojo kodas LT992669710",
    ]
    page = make_page(lines)
    # the letterhead in large print, the small print beside it below the customer's name's
    taller = {(40.0, True): 13, (68.0, True): 11}
    page.words = [
        replace(w, box=replace(w.box, y1=w.box.y0 + taller.get((w.box.y0, w.box.x0 < 300), 10)))
        for w in page.words
    ]
    result = extract_rules(Layout([page]), detailed=False)
    assert best(result.candidates, "seller_id") == "108512150"
    assert best(result.candidates, "buyer_name") == "MB „Ąžuolo baldai“"


def test_a_ruling_read_before_a_totals_label_does_not_keep_the_table_going() -> None:
    layout = make_layout(
        [
            "@40:Lp.|@70:Nazwa|@300:Ilość|@360:Cena|@430:Netto|@490:VAT|@540:Brutto",
            "@40:1|@70:Kabel YDYp|@300:2|@360:6,73|@430:13,46|@490:3,10|@540:16,56",
            "@40:] Razem|@430:13,46|@490:3,10|@540:16,56",
        ]
    )
    [table] = find_tables(layout)
    assert 2 not in table.line_indexes


def test_a_country_ending_an_address_is_not_part_of_it_and_an_eircode_is_a_postcode() -> None:
    finnish = ["Hämeen Puutuote Oy", "Kauppakatu 45, 40100 Jyväskylä, Finland", "INVOICE"]
    assert (
        best(party_candidates(make_layout(finnish), set()), "seller_address")
        == "Kauppakatu 45, 40100 Jyväskylä"
    )
    irish = [
        "Corrib Validation DAC",
        "Ballymount Industrial Estate",
        "Dublin 12, D12 R3KV",
        "Ireland",
        "INVOICE",
    ]
    found = party_candidates(make_layout(irish), set())
    assert best(found, "seller_address") == "Dublin 12, D12 R3KV"


def test_label_phrases_each_match_and_a_soft_hyphen_joins_a_label() -> None:
    for pattern, text in [
        (vocabulary.SELLER, "from:"),
        (vocabulary.ADDRESS, "aadress"),
        (vocabulary.GROSS_TOTAL, "total facture"),
        (vocabulary.BUYER, "recipient"),
        (vocabulary.NUMBER, "re.\u00adnr."),
        (vocabulary.DUE_DATE, "datum splatnosti"),
        (vocabulary.COMPANY_CODE, "y-tunnus"),
    ]:
        assert pattern.match(text), (pattern, text)


def test_a_seller_outside_vat_has_nil_vat_and_its_certificate_number_for_a_code() -> None:
    layout = make_layout(
        [
            "Jurgita Mockienė",
            "Individualios veiklos vykdymo pažyma Nr. 191493",
            "Sąskaita faktūra",
            "Konsultacijos|1|796,50|796,50",
            "Iš viso mokėti:|796,50",
            "PVM neskaičiuojamas: nesu PVM mokėtoja.",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert (best(found, "amount_wo_vat"), best(found, "vat_amount")) == (Decimal("796.50"), Decimal(0))
    assert best(found, "seller_id") == "191493"
    # without the seller's word, a till's total may hold VAT it does not print: the VAT stays unknown
    silent = make_layout(
        ["Jurgita Mockienė", "Sąskaita faktūra", "Konsultacijos|1|796,50|796,50", "Iš viso:|796,50"]
    )
    assert best(extract_rules(silent, detailed=False).candidates, "vat_amount") is None


def test_an_order_numbers_hash_is_not_the_invoice_number() -> None:
    lines = ["Sąskaita faktūra|@300:Užsakymo Nr.", "Nr. PVM 019609|@300:#452560"]
    assert number_of(lines) == ("PVM", "019609")


def test_a_town_printed_under_its_postcode_ends_the_address() -> None:
    layout = make_layout(
        [
            "PIRKĖJAS",
            "VšĮ „Geležinis vilkas“",
            "Įmonės kodas: 325961248",
            "Ukmergės g. 49, LT-35537",
            "Panevėžys",
            "PRISTATYMAS",
        ]
    )
    found = code_block_candidates(layout, set())
    assert best(found, "buyer_address") == "Ukmergės g. 49, LT-35537, Panevėžys"


def test_a_singapore_dollar_is_not_a_us_dollar() -> None:
    found = header_candidates(make_layout(["RECEIPT NO: 065001", "TOTAL|S$22.35", "CASH|40.00"]))
    assert best(found, "currency") == "SGD"


def test_logo_initials_before_a_name_are_not_part_of_it_unless_they_are_its_legal_form() -> None:
    assert without_logo_initials("KS Kuusiston Sauna Oyj") == "Kuusiston Sauna Oyj"
    assert without_logo_initials("AS Amber Soft AG") == "Amber Soft AG"
    assert without_logo_initials("AB Amber Baltic") == "AB Amber Baltic"
    assert without_logo_initials("UAB Baltic Trade") == "UAB Baltic Trade"


def test_a_letterhead_sharing_its_lines_with_the_customers_box_is_the_seller() -> None:
    layout = make_layout(
        [
            "Kolor AG|@330:Gutschrift Nr.|@430:RK-86151",
            "Industriestraße 10, 20457 Hamburg|@330:Kunden-Nr.|@430:K88127",
            "|@330:USt-IdNr. Kunde|@430:LT100088335419",
            "EMPFÄNGER",
            "IĮ „Saulėtekio sprendimai“",
            "Basanavičiaus g. 93A, LT-62187 Alytus",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_vat_code") == "LT100088335419"
    assert best(found, "seller_name") == "Kolor AG"
    assert best(found, "seller_address") == "Industriestraße 10, 20457 Hamburg"
    assert best(found, "seller_vat_code") is None


def test_an_irish_letterhead_street_number_first_then_town_then_eircode() -> None:
    layout = make_layout(["Corrib Validation Ltd", "26 South Mall", "Cork", "T12 AD81", "Ireland", "INVOICE"])
    found = party_candidates(layout, set())
    assert best(found, "seller_address") == "26 South Mall, Cork, T12 AD81"


def test_a_title_word_ocr_cut_at_the_edge_still_opens_the_number_and_a_vat_code_is_never_it() -> None:
    assert number_of(["nvoice No. DOK25950", "AT No.: LT887603711"]) == ("DOK", "25950")


def test_an_eu_vat_label_takes_no_bare_number_that_ocr_made_of_its_code() -> None:
    # "LT100091377814" read as "1100091377814": no GST or SST label, so no unprefixed tax number
    found = party_candidates(
        make_layout(["Bill to:", "MB „Tiltų inžinerija“", "VAT reg. no.: 1100091377814"]), set()
    )
    assert best(found, "buyer_vat_code") is None


def test_a_czech_title_numbers_its_invoice_with_c_and_a_c_lower_down_numbers_nothing() -> None:
    assert number_of(["@40:FAKTURA – DAŇOVÝ DOKLAD|@400:č. 20264491"]) == (None, "20264491")
    lines = ["Faktura", *["Dodavatel"] * 20, "@40:Sklad|@200:č. 7"]  # below the top third
    assert number_of(lines) == (None, None)


def test_capitals_alone_before_nr_in_its_cell_are_the_series_a_titles_abbreviation_is_not() -> None:
    assert number_of(["@40:Šermukšnių g. 90A, LT-76835 Šiauliai|@400:AB Nr. 21896"]) == ("AB", "21896")
    assert number_of(["@40:UAB „Kauno technika“|@400:PVM SF Nr. 4471"]) == (None, "4471")
    # before "No." capitals are words of the label: a receipt's "CASH BILL NO:" has no series "CASH"
    assert number_of(["@40:KEDAI RUNCITAN SDN BHD", "@40:CASH BILL NO: CS00882722"]) == ("CS", "00882722")


def test_pvm_nr_by_the_title_numbers_the_invoice_only_with_a_number_shorter_than_a_code() -> None:
    title = "@40:UAB „Šiaurės žiedas“|@400:PVM SĄSKAITA FAKTŪRA"
    assert number_of([title, "@40:Basanavičiaus g. 112A|@400:PVM Nr. 78498"]) == ("PVM", "78498")
    assert number_of([title, "@40:Basanavičiaus g. 112A|@400:PVM Nr. 100001919017"]) == (None, None)
    assert number_of([title, "@40:Basanavičiaus g. 112A|@400:PVM Nr. LT100001919017"]) == (None, None)


def test_a_landlord_and_a_tenant_are_the_seller_and_the_buyer() -> None:
    layout = make_layout(
        [
            "@40:NUOMOTOJAS|@300:NUOMININKAS",
            "@40:AB „Kauno technika“|@300:MB „Kopų apskaita“",
            "@40:Įmonės kodas 197269609|@300:Įmonės kodas 170608946",
        ]
    )
    found = party_candidates(layout, set())
    assert (best(found, "seller_name"), best(found, "buyer_name")) == (
        "AB „Kauno technika“",
        "MB „Kopų apskaita“",
    )


def test_pvm_after_serija_is_the_series_not_a_vat_numbers_label() -> None:
    assert number_of(["PVM SĄSKAITA FAKTŪRA", "Serija PVM Nr. 25145"]) == ("PVM", "25145")


def test_a_legal_form_ocr_set_apart_from_its_name_is_joined_to_it_again() -> None:
    layout = make_layout(["@40:UAB|@80:„Upės akmuo“|@400:Sąskaitos data", "Klientų aptarnavimas 8 700 32168"])
    assert best(party_candidates(layout, set()), "seller_name") == "UAB „Upės akmuo“"


def test_the_documents_title_alone_is_no_issuers_name() -> None:
    layout = make_layout(["Invoice", "Invoice number D9DAA8FF-0001", "Bill to", "UAB „Kauno technika“"])
    assert best(party_candidates(layout, set()), "seller_name") != "Invoice"


def test_an_amount_with_its_own_label_is_not_the_value_of_the_label_above_it() -> None:
    # OCR lost "0,00 €" after "USt. 0 %": the gross under it is no VAT amount
    lines = ["@420:Nettobetrag 5.242,66 €", "@420:USt. 0 %", "@420:Gesamtbetrag 5.242,66 €"]
    assert net_vat_gross(lines) == (Decimal("5242.66"), Decimal("0.00"), Decimal("5242.66"))


def test_a_tills_per_class_nets_add_up_to_the_net() -> None:
    # "A PVN 21,00%" names class A's rate; "Summa bez PVN A" is class A's net, and the classes' nets add up
    lines = [
        "KOPĀ|102.64 EUR",
        "A PVN 21,00%|14.99",
        "Summa bez PVN A|71.39",
        "B PVN 12,00%|1.09",
        "Summa bez PVN B|9.05",
        "C PVN 5,00%|0.29",
        "Summa bez PVN C|5.83",
    ]
    assert net_vat_gross(lines) == (Decimal("86.27"), Decimal("16.37"), Decimal("102.64"))


def test_a_subtotal_that_includes_the_vat_is_no_net() -> None:
    lines = ["SUBTOTAL|24.00", "GST 9% INCLUDED|1.98", "TOTAL|S$24.00", "Prices are inclusive of GST"]
    assert net_vat_gross(lines) == (Decimal("22.02"), Decimal("1.98"), Decimal("24.00"))
    # without the words that put the VAT in the prices, such a subtotal is the page's inconsistency to flag
    assert net_vat_gross(["SUBTOTAL|24.00", "GST 9%|1.98", "TOTAL|24.00"])[0] == Decimal("24.00")


def test_estonian_and_norwegian_totals_labels_name_net_vat_and_gross() -> None:
    lines = ["Summa käibemaksuta|100,00", "Käibemaks 22 %|22,00", "Summa koos käibemaksuga|122,00 EUR"]
    assert net_vat_gross(lines) == (Decimal("100.00"), Decimal("22.00"), Decimal("122.00"))
    lines = ["Sum eks. MVA|200,00", "MVA 25 %|50,00", "Å betale|250,00"]
    assert net_vat_gross(lines)[1] == Decimal("50.00")


def test_a_dollar_sign_ocr_read_for_a_digit_does_not_outweigh_a_written_currency_code() -> None:
    lines = ["2 | Krovinių pervežimas|$3:|172,35|517,05", "Arve summa:|1494,70 EUR"]
    assert best(header_candidates(make_layout(lines)), "currency") == "EUR"
    assert best(header_candidates(make_layout(["Total|$12.50", "Tip|$2.00"])), "currency") == "USD"
    # a sign OCR made of a cell's rulings ties with the total's: the total's, printed last, stands
    lines = ["8 | Apgyvendinimo paslaugos|25|£=1725,64|61,63", "Iš viso su PVM:|13970,59 €"]
    assert best(header_candidates(make_layout(lines)), "currency") == "EUR"


def test_ser_abbreviates_the_series_even_before_sf_nr() -> None:
    assert number_of(["PVM SĄSKAITA FAKTŪRA", "Ser. SF Nr. 71201"]) == ("SF", "71201")
    # a serial number's "Ser. No." names no series "No."
    assert number_of(["SĄSKAITA FAKTŪRA", "Ser. No. 12345"])[0] is None


def test_a_scans_leading_zero_read_as_the_letter_o_is_the_numbers() -> None:
    page = make_page(["PVM SĄSKAITA FAKTŪRA", "Sąskaitos Nr. PRKO81584"])
    found = header_candidates(Layout([replace(page, source="ocr")]))
    assert (best(found, "document_series"), best(found, "document_number")) == ("PRK", "081584")
    # a text layer prints what it means
    assert number_of(["PVM SĄSKAITA FAKTŪRA", "Sąskaitos Nr. PRKO81584"]) == ("PRKO", "81584")


def test_without_a_currency_printed_the_country_of_the_vat_codes_names_it() -> None:
    lines = ["Att betala kr|79 694,96", "Momsreg.nr SE559717237701"]
    assert best(header_candidates(make_layout(lines)), "currency") == "SEK"
    lines = ["I alt kr.|1 250,00", "CVR-nr. DK13585628"]
    assert best(header_candidates(make_layout(lines)), "currency") == "DKK"
    # without a Scandinavian VAT code "kr" says nothing
    assert best(header_candidates(make_layout(["Viso kr|12,00"])), "currency") is None
    # a British till prints no "£" at all: its VAT code's country tells
    lines = ["Hartley & Cole Ltd", "VAT REG NO GB506305915", "BALANCE DUE|26.88"]
    assert best(header_candidates(make_layout(lines)), "currency") == "GBP"


def test_lithuanian_legal_forms_ocr_read_without_their_letter_are_mended() -> None:
    assert repaired_name("il „Vilniaus duona“") == "IĮ „Vilniaus duona“"
    assert repaired_name("II „Vilniaus duona“") == "IĮ „Vilniaus duona“"
    assert repaired_name("VŠI „Pajūrio vėjas“") == "VšĮ „Pajūrio vėjas“"
    assert repaired_name("Ilona Trade UAB") == "Ilona Trade UAB"  # no quoted name after it
    assert repaired_name("UAB „Il“") == "UAB „Il“"


def test_a_tills_vat_table_of_rate_tax_and_gross_without_the_base_gives_the_vat() -> None:
    lines = [
        "Suma be PVM|26,94",
        "IŠ VISO EUR|28,68",
        "PVM|Tarifas|PVM|Su PVM",
        "A|21,00%|0,51|2,92",
        "B|5,00%|1,23|25,76",
    ]
    assert net_vat_gross(lines) == (Decimal("26.94"), Decimal("1.74"), Decimal("28.68"))


def test_estonian_vat_included_and_a_cash_line_after_the_total() -> None:
    lines = [
        "KOKKU EUR|11,52",
        "sh KM 24%|2,23",
        "Summa KM-ta|9,29",
        "Ümardamine|-0,02",
        "Tasuda sularahas|11,50",
    ]
    assert net_vat_gross(lines) == (Decimal("9.29"), Decimal("2.23"), Decimal("11.52"))


def test_a_row_of_boxed_totals_with_a_rate_in_each_label() -> None:
    lines = [
        "@30:Summa exkl. moms|@150:Moms 12 %|@260:Moms 25 %|@380:Att betala kr",
        "@30:1 000,00|@150:60,00|@260:125,00|@380:1 185,00",
    ]
    assert net_vat_gross(lines) == (Decimal("1000.00"), Decimal("185.00"), Decimal("1185.00"))


def test_whole_numbers_beside_a_vat_word_are_no_breakdown_row() -> None:
    # a French legal footer: "TVA" and the groups of a register code, read once as a 25 % row of 20 and 5
    line = "EURL au capital de 5 000 € – RCS Périgueux 025 628 611 – SIRET 025 628 611 08212 – N° TVA"
    _, breakdown = totals_candidates(make_layout(["Total HT|100,00", line]), set())
    assert breakdown == []


def test_a_letterhead_beside_a_labelled_billing_box_keeps_its_address() -> None:
    layout = make_layout(
        [
            "Comptoir Lyonnais SAS",
            "84 ter rue de la République|@330:ADRESSE DE FACTURATION",
            "21000 Dijon|@330:UAB „Šilo energija“",
            "France|@330:Šermukšnių g. 49",
            "|@330:LT-62360 Alytus",
            "|@330:Code société : 300873057",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "84 ter rue de la République, 21000 Dijon"
    assert best(found, "buyer_address") == "Šermukšnių g. 49, LT-62360 Alytus"
    assert best(found, "buyer_id") == "300873057"


def test_a_letterheads_address_printed_only_under_its_name_in_the_footer() -> None:
    layout = make_layout(
        [
            "Hälsinge Trä & Fritid AB",
            "Leveransdatum 2026-01-18",
            "Leveranssätt|Egen hämtning",
            *[""] * 20,
            "ADRESS",
            "Hälsinge Trä & Fritid AB",
            "Sveavägen 29",
            "111 57 Stockholm",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Sveavägen 29, 111 57 Stockholm"


def test_a_rate_whose_percent_sign_ocr_spaced_off_and_be_pvm_under_the_vat() -> None:
    lines = ["IS VISO EUR|5,28", "PVM A 21,00|@150:%|@300:0,92", "Be PVM|@300:4,36"]
    assert net_vat_gross(lines) == (Decimal("4.36"), Decimal("0.92"), Decimal("5.28"))


def test_a_tills_vat_lines_with_the_net_under_each_rate_add_up_to_the_totals() -> None:
    lines = ["IŠ VISO|31,29", "PVM A 21,00 %|0,53", "Be PVM|2,50", "PVM B 5,00 %|1,35", "Be PVM|26,91"]
    assert net_vat_gross(lines) == (Decimal("29.41"), Decimal("1.88"), Decimal("31.29"))


def test_a_summary_row_printing_the_gross_first() -> None:
    lines = [
        "PVN|Ar PVN|Bez PVN|PVN",
        "A 21%|40,95|33,84|7,11",
        "B 12%|3,58|3,20|0,38",
        "C 5%|1,72|1,64|0,08",
        "Kopā|46,25|38,68|7,57",
    ]
    assert net_vat_gross(lines) == (Decimal("38.68"), Decimal("7.57"), Decimal("46.25"))


def test_a_number_cited_in_a_sentence_of_the_small_print_is_not_the_documents() -> None:
    lines = [
        "FACTURE",
        "N° FA-46479",
        *[""] * 30,
        "Clause de réserve de propriété : les marchandises restent notre propriété jusqu'au paiement "
        "intégral du prix (loi n° 80-335 du 12 mai 1980).",
    ]
    assert best(header_candidates(make_layout(lines)), "document_number") == "46479"


def test_a_table_of_both_parties_is_read_by_its_columns_headings() -> None:
    layout = make_layout(
        [
            "KREDITINĖ PVM SĄSKAITA FAKTŪRA",
            "Serija KS Nr. 062644",
            "Koreguojama PVM sąskaita faktūra SF Nr. 08233 (2026 m. gegužės 15 d.)",
            "@200:Tiekėjas|@380:Pirkėjas",
            "Pavadinimas|@160:UAB „Upės akmuo“|@340:UAB „Tiltų inžinerija“",
            "Įmonės kodas|@160:168193521|@340:128734677",
            "PVM mokėtojo kodas|@160:LT100007516010|@340:–",
            "Adresas|@160:Savanorių pr. 91, LT-01508 Vilnius|@340:Kalvarijų g. 40, LT-01208 Vilnius",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UAB „Upės akmuo“"
    assert best(found, "seller_id") == "168193521"
    assert best(found, "seller_vat_code") == "LT100007516010"
    assert best(found, "seller_address") == "Savanorių pr. 91, LT-01508 Vilnius"
    assert best(found, "buyer_name") == "UAB „Tiltų inžinerija“"
    assert best(found, "buyer_id") == "128734677"
    assert best(found, "buyer_vat_code") is None
    # the corrected invoice's series and number are not this one's
    assert (best(found, "document_series"), best(found, "document_number")) == ("KS", "062644")


def test_italian_and_spanish_totals_and_labels() -> None:
    lines = ["Imponibile|1.000,00", "IVA 22%|220,00", "Totale da pagare|1.220,00"]
    assert net_vat_gross(lines) == (Decimal("1000.00"), Decimal("220.00"), Decimal("1220.00"))
    lines = ["Base imponible|500,00", "Cuota IVA|105,00", "Total factura|605,00"]
    assert net_vat_gross(lines) == (Decimal("500.00"), Decimal("105.00"), Decimal("605.00"))
    found = header_candidates(make_layout(["FATTURA", "Numero fattura|1748", "Scadenza|26/07/2026"]))
    assert best(found, "document_number") == "1748"
    assert best(found, "due_date") == date(2026, 7, 26)


def test_an_account_left_of_the_buyers_block_on_its_lines_is_the_sellers() -> None:
    layout = make_layout(
        [
            "Ceramica Valsecchia s.r.l.|@330:Spett.le",
            "Via Canaletto 326|@330:UAB „Mano įmonė“",
            "01033 Civita Castellana|@330:Gedimino pr. 1",
            "BANCA|@100:IBAN|@330:LT-01103 Vilnius",
            "BPM|@100:IT34 F050 3429 9073 4639 8619 993|@330:Lituania",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_iban") == "IT34F0503429907346398619993"


def test_a_breakdown_row_whose_rate_ocr_misread_does_not_pass_for_the_totals() -> None:
    lines = [
        "@333:PVM tarifas|@386:Suma be PVM|@449:PVM suma|@499:Suma su PVM",
        "@333:PVM 9 4|@417:32,80|@472:2,95|@529:35,75",
        "@333:PVM 21 %|@417:32,93|@472:6,92|@529:39,85",
        "@333:Iš viso, EUR|@417:65,73|@472:9,87|@529:75,60",
    ]
    assert net_vat_gross(lines) == (Decimal("65.73"), Decimal("9.87"), Decimal("75.60"))


def test_a_row_of_labels_over_their_values_and_a_heading_over_a_keyed_buyer() -> None:
    layout = make_layout(
        [
            "Delicias Ibéricas, S.A.|@400:FACTURA",
            "C.I.F.: B97872790|@400:Serie|@440:Número|@500:Fecha",
            "Avda. de la Constitución, 20|@400:EX|@440:02515|@500:18 de agosto de 2026",
            "46980 Paterna (Valencia) – España",
            "",
            "Datos del cliente|@360:Datos de pago",
            "Cliente|@120:IĮ „Rasos spaustuvė“|@360:Vencimiento|@440:17 de septiembre de 2026",
            "Dirección|@120:Pramonės pr. 22|@360:Su pedido|@440:PED-5746",
            "C.P. y población LT-01285 Vilnius",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert (best(found, "document_series"), best(found, "document_number")) == ("EX", "02515")
    assert best(found, "invoice_date") == date(2026, 8, 18)
    assert best(found, "due_date") == date(2026, 9, 17)
    assert best(found, "buyer_name") == "IĮ „Rasos spaustuvė“"
    assert best(found, "buyer_address") == "Pramonės pr. 22, LT-01285 Vilnius"
    # a Spanish C.I.F. is the VAT number without its "ES", and the company's register number
    assert best(found, "seller_vat_code") == "ESB97872790"
    assert best(found, "seller_id") == "B97872790"


def test_a_letterheads_address_parted_by_dashes_with_its_country_after() -> None:
    layout = make_layout(
        [
            "Ceramiche Bertolini s.r.l.|@330:Spett.le",
            "Viale Regina Pacis 124 – 42019 Scandiano (RE) – Italia|@330:UAB „Mano įmonė“",
            "C.F. e P.IVA 47548500355|@330:Gedimino pr. 1, LT-01103 Vilnius",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Viale Regina Pacis 124, 42019 Scandiano (RE)"
    assert best(found, "seller_vat_code") == "IT47548500355"
    assert best(found, "seller_id") == "47548500355"


def test_a_number_after_the_title_and_an_austrian_customers_uid() -> None:
    layout = make_layout(
        [
            "Corticeira do Douro, Lda.|@390:Fatura FT 2026/507",
            "Avenida da Liberdade, 396|@390:Ihre UID:|@460:LT100079482216",
            "4710-249 Braga – Portugal|@390:UID-Nr.: ATU71320812",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert (best(found, "document_series"), best(found, "document_number")) == ("FT", "2026/507")
    assert best(found, "buyer_vat_code") == "LT100079482216"
    # a labelled number says more than the title's: its series parted off as the label's reading does
    found = header_candidates(
        make_layout(["@320:Rechnungskorrektur Nr. GS-38958", "Rechnungskorrektur GS-38958"])
    )
    assert (best(found, "document_series"), best(found, "document_number")) == ("GS", "38958")


def test_payment_terms_are_no_street() -> None:
    assert not address_like("30 dagar netto")
    assert not address_like("14 Tage netto")
    assert address_like("Via Canaletto, 326, 01033 Civita Castellana")
    assert address_like("C/ San Vicente, 54")


def test_the_last_day_named_in_the_payment_terms_is_the_due_date() -> None:
    found = header_candidates(
        make_layout(
            [
                "RECHNUNG|Rechnungsdatum: 30.03.2026",
                "Zahlbar binnen 10 Tagen ohne Abzug bis 09.04.2026. Bitte geben Sie die Nummer an.",
            ]
        )
    )
    assert best(found, "due_date") == date(2026, 4, 9)


def test_the_window_sender_line_is_not_the_users_name_and_its_uid_beside_is_the_users_too() -> None:
    layout = make_layout(
        [
            "@120:Wienerwald Trading",
            "Wienerwald Trading GmbH · Mariahilfer Straße 113 · 1060 Wien|@346:Rechnungsnummer: 801/26",
            "AB „Šiaurės žiedas“|@346:Ihre UID:|@436:LT100086108216",
            "Liepų g. 84|@346:Rechnungsdatum:|@436:30.03.2026",
            "LT-68762 Marijampolė",
            "Reg.-Nr. 128089269",
        ]
    )
    own = OwnCompany("128089269", "LT100086108216", None)
    found = extract_rules(layout, detailed=False, own=own).candidates
    assert best(found, "buyer_name") == "AB „Šiaurės žiedas“"
    assert best(found, "buyer_id") == "128089269"
    assert best(found, "seller_id") is None


def test_a_labelled_seller_on_one_line_of_dot_parted_pieces() -> None:
    layout = make_layout(
        [
            "Kuršių marios Inn|PIRKĖJAS",
            "|AB „Kauno technika“",
            "Paslaugų teikėjas: UAB „Upės akmuo“ · Liepų g. 109, LT-35370 Panevėžys · Įm. k. 122111926",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UAB „Upės akmuo“"
    assert best(found, "seller_address") == "Liepų g. 109, LT-35370 Panevėžys"


def test_a_letterheads_address_line_with_its_phone_and_mail_after_dots() -> None:
    layout = make_layout(
        [
            "AB „Upės akmuo“",
            "Ukmergės g. 26, LT-68378 Marijampolė · tel. +370 41 248671 · saskaitos@biuras.lt",
            "Įmonės kodas 300677959 · PVM mokėtojo kodas LT100012961214",
            "",
            "AB „Skaitmeninė šviesa“",
            "Įm. k. 367531889",
            "Šermukšnių g. 76A",
        ]
    )
    own = OwnCompany("367531889", None, None)
    found = extract_rules(layout, detailed=False, own=own).candidates
    assert best(found, "seller_address") == "Ukmergės g. 26, LT-68378 Marijampolė"
    assert best(found, "buyer_id") == "367531889"


def test_a_danish_billing_box_beside_the_title_in_larger_print() -> None:
    page = make_page(
        [
            "@460:Fjordhavn Trading A/S",
            "@460:CVR-nr. 44877031",
            "FAKTURERES TIL",
            "MB „Žemaitijos pienas“|@330:Fakturanr.|@420:26891",
            "Pramonės pr. 104|@330:Fakturadato|@420:1. august 2026",
            "LT-91185 Klaipėda",
        ]
    )
    title = Word("FAKTURA", Box(0, 332, 62, 402, 104))  # in larger print: a line of its own
    layout = Layout([replace(page, words=[*page.words, title])])
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_name") == "MB „Žemaitijos pienas“"
    assert best(found, "invoice_date") == date(2026, 8, 1)


def test_a_portuguese_letterhead_and_the_addressee_beside_it() -> None:
    layout = make_layout(
        [
            "Calçado Vale do Sousa, Lda.",
            "Rua Augusta, 337, 1.º Esq.|@335:Exmo.(s) Sr.(s)",
            "1100-053 Lisboa – Portugal|@344:VšĮ „Pajūrio vėjas“",
            "NIF/VAT: PT519388488|@344:Kalvarijų g. 116",
            "Tel.: +351 244 756 167 · geral@calcado.pt|@520:Vencimento",
            "|@344:LT-91363 Klaipėda",
            "|@344:Código de empresa: 137737206",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_vat_code") == "PT519388488"
    assert best(found, "seller_id") == "519388488"  # a Portuguese NIPC is its VAT number's digits
    assert best(found, "buyer_name") == "VšĮ „Pajūrio vėjas“"
    assert best(found, "buyer_address") == "Kalvarijų g. 116, LT-91363 Klaipėda"
    assert best(found, "buyer_id") == "137737206"


def test_an_italian_letterhead_in_lower_case_over_the_banks_name() -> None:
    layout = make_layout(
        [
            "Ceramica Valsecchia s.r.l.|@345:SPETT.LE",
            "Ceramiche per pavimenti e rivestimenti|@345:IĮ „Žemaitijos pienas“",
            "Via Canaletto, 326 – 01033 Civita Castellana (VT) – Italia|@345:Basanavičiaus g. 11",
            "Tel. +39 0761 456595 – info@valsecchia.it|@345:LT-68949 Marijampolė",
            "C.F. e P.IVA 72944690568|@345:P.IVA: LT734149417",
            "",
            "BANCA D'APPOGGIO|@186:IBAN",
            "Banco BPM S.p.A.|@186:IT34 F050 3429 9073 4639 8619 993",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "Ceramica Valsecchia s.r.l."
    assert best(found, "seller_address") == "Via Canaletto, 326, 01033 Civita Castellana (VT)"


def test_the_base_named_in_a_rates_label_is_not_its_tax() -> None:
    # a total one unit off: no sum settles it, the labels alone must
    lines = [
        "Total Net Amount|€15,250.97",
        "VAT @ 23% on €15,250.97|€3,507.72",
        "Invoice Total (EUR)|€18,759.69",
    ]
    assert net_vat_gross(lines)[1] == Decimal("3507.72")


def test_a_billing_box_keeps_clear_of_the_unlabelled_letterhead_in_the_right_column() -> None:
    layout = make_layout(
        [
            "@470:Lundgaard Maskiner ApS",
            "@470:Havnegade 73B, st. tv.",
            "FAKTURERES TIL|@470:CVR-nr. 22855263",
            "AB „Aukštaitijos statyba“|@470:VAT-nr. DK22855263",
            "Ąžuolyno g. 11A|@470:Tlf. +45 42 71 10 40",
            "LT-28779 Utena",
            "VAT-nr.: LT100085455716",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_vat_code") == "LT100085455716"
    assert best(found, "buyer_id") is None
    assert best(found, "seller_vat_code") == "DK22855263"


def test_danish_and_portuguese_totals() -> None:
    lines = ["Beløb ekskl. moms|160.744,10", "Moms (0%)|0,00", "I alt DKK|160.744,10"]
    assert net_vat_gross(lines) == (Decimal("160744.10"), Decimal("0.00"), Decimal("160744.10"))
    lines = ["Total s/ IVA|1 000,00", "Total IVA|230,00", "Total a pagar|1 230,00"]
    assert net_vat_gross(lines) == (Decimal("1000.00"), Decimal("230.00"), Decimal("1230.00"))


def test_a_forms_keys_with_their_values_far_right() -> None:
    layout = make_layout(
        [
            "Verkäufer",
            "Name:|@261:ELEKTRON Industrieservice GmbH",
            "Anschrift:|@261:Erfurter Strasse 13",
            "@261:DE 74465 Demoort",
            "USt.-Id.-Nr.:|@261:DE136695976",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Erfurter Strasse 13, 74465 Demoort"
    assert best(found, "seller_vat_code") == "DE136695976"


def test_a_scans_rate_misread_by_one_digit_is_the_rate_its_amounts_give() -> None:
    page = make_page(["Summa bez PVN|61,39", "PVN 22%|12,89", "KOPĀ|74,28"])
    scanned = Layout([replace(page, source="ocr")])
    found, _ = totals_candidates(scanned, set())
    assert best(found, "vat_percent") == Decimal("21")
    digital, _ = totals_candidates(Layout([page]), set())
    assert best(digital, "vat_percent") == Decimal("22")  # printed so: the sums flag it


def test_a_receipts_date_and_time_line_is_no_item() -> None:
    items = receipt_items(
        make_layout(
            ["Kuitti nro 001231", "25.03.2025|klo 19.36", "Aikakauslehti Puutarha|10,08", "YHTEENSÄ|10,08"]
        )
    )
    assert [item.value("prekes_pavadinimas") for item in items] == ["Aikakauslehti Puutarha"]


def test_a_letterhead_with_a_logo_before_its_name_and_the_address_under_the_logo() -> None:
    page = make_page(
        [
            "@91:Delicias Ibéricas, S.L.|@440:FACTURA",
            "@91:C.I.F.: B97872790",
            "@48:Avda. de la Constitución, 20",
            "@48:46002 Valencia – España",
        ]
    )
    logo = Word("DI", Box(0, 60, 38, 75, 52))
    found = extract_rules(Layout([replace(page, words=[logo, *page.words])]), detailed=False).candidates
    assert best(found, "seller_name") == "Delicias Ibéricas, S.L."
    assert best(found, "seller_address") == "Avda. de la Constitución, 20, 46002 Valencia"


def test_an_estonian_register_code_in_english() -> None:
    layout = make_layout(
        [
            "Kolor AS|@177:Bill to",
            "Narva mnt 121|@177:UAB „Vilniaus duona“",
            "Reg. code 19532932",
            "VAT EE108474868",
        ]
    )
    assert best(extract_rules(layout, detailed=False).candidates, "seller_id") == "19532932"


def test_an_austrian_firmenbuchnummer_with_its_check_letter() -> None:
    layout = make_layout(
        [
            "Donauwerk Technik Ges.m.b.H.|@330:Kunde",
            "Industriezeile 129a|@330:UAB „Mano įmonė“",
            "4020 Linz|@330:Gedimino pr. 1, LT-01103 Vilnius",
            "Firmenbuchnummer: FN 501311y",
            "UID-Nr.: ATU71320812",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_id") == "501311y"
    assert best(found, "seller_vat_code") == "ATU71320812"


def test_a_credit_notes_refund_day_is_its_due_date() -> None:
    german = [
        "GUTSCHRIFT|Datum 26. Januar 2026",
        "Den Betrag erstatten wir bis zum 09.02.2026 auf Ihr Konto.",
    ]
    assert best(header_candidates(make_layout(german)), "due_date") == date(2026, 2, 9)
    lithuanian = ["KREDITINĖ SĄSKAITA|Data: 2026-09-24", "Grąžinti iki: 2026.10.08"]
    assert best(header_candidates(make_layout(lithuanian)), "due_date") == date(2026, 10, 8)


def test_the_stated_amount_due_stands_against_a_summary_rows_gross() -> None:
    lines = [
        "PVM tarifas|Apmokestinama vertė|PVM suma|Suma su PVM",
        "21 %|777,03|108,51|885,54",
        "Iš viso|777,03|108,51|885,54",
        "Iš viso su PVM, EUR|886,54",
    ]
    # the page's own totals disagree by a unit: the amount due is the document's, for the sums to flag
    assert net_vat_gross(lines) == (Decimal("777.03"), Decimal("108.51"), Decimal("886.54"))


def test_swedish_receipt_number_and_total() -> None:
    found = header_candidates(make_layout(["KVITTO", "Kvittonummer: 50068|Kassa nr 4"]))
    assert best(found, "document_number") == "50068"
    lines = ["Antal varor|19", "TOTALT SEK|1020,50", "Varav moms|133,22"]
    assert net_vat_gross(lines)[2] == Decimal("1020.50")


def test_a_norwegian_letterhead_beside_the_title_and_its_org_number() -> None:
    layout = make_layout(
        [
            "Faktura|@456:Aukra Marine ASA",
            "@397:Fiskerstrandvegen 55, 6035 Fiskarstrand",
            "UAB „Nemuno krantas“|@459:Org.nr. 816 177 197 MVA",
            "Ukmergės g. 76",
            "LT-44124 Kaunas",
            "Sum eks. mva|kr 20 106,19",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "Aukra Marine ASA"
    assert best(found, "seller_vat_code") == "NO816177197MVA"
    assert best(found, "seller_id") == "816177197"
    assert best(found, "currency") == "NOK"


def test_a_belgian_invoice_beside_the_buyers_numbered_codes() -> None:
    layout = make_layout(
        [
            "Chocolaterie Delvaux SA|@332:CLIENT / KLANT",
            "Noorderlaan 128 bus 3|@332:VšĮ „Nemuno krantas“",
            "2030 Antwerpen, Belgique / België|@332:Vilniaus g. 60, LT-28783 Utena",
            "TVA BE 0722.979.602|@332:N° TVA LT210087315",
            "|@332:N° société 195679775",
            "Facture FACT/2026/01081",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "document_number") == "FACT/2026/01081"
    assert best(found, "buyer_name") == "VšĮ „Nemuno krantas“"
    assert best(found, "seller_address") == "Noorderlaan 128 bus 3, 2030 Antwerpen"


def test_a_spanish_summary_with_the_super_reduced_rate_and_the_total_on_its_first_row() -> None:
    lines = [
        "Base imponible|% IVA|Cuota IVA|TOTAL",
        "68,43|4|2,74|2.767,29 €",
        "1.154,14|10|115,41",
        "1.178,98|21|247,59",
    ]
    assert net_vat_gross(lines) == (Decimal("2401.55"), Decimal("365.74"), Decimal("2767.29"))


def test_a_letterheads_address_set_out_left_of_its_name() -> None:
    layout = make_layout(
        [
            "@91:Delicias Ibéricas, S.L.|@453:FACTURA",
            "@91:NIF: B08194110",
            "@48:C/ San Vicente, 131, bajo",
            "@48:08038 Barcelona – España",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "C/ San Vicente, 131, bajo, 08038 Barcelona"


def test_a_customers_account_number_is_no_invoice_number() -> None:
    found = header_candidates(
        make_layout(["PVM sąskaita faktūra Nr. 2606-0326445", "Asmeninės sąskaitos Nr.|A8256357"])
    )
    assert best(found, "document_series") is None
    assert best(found, "document_number") == "2606-0326445"


def test_a_payment_slips_payee_is_the_seller_and_its_payer_the_buyer() -> None:
    layout = make_layout(
        [
            "@40:VšĮ „Pajūrio vėjas“",
            "@40:Įmonės kodas 161379562",
            "",
            "MOKĖJIMO PRANEŠIMAS",
            "@40:Gavėjas|@160:UAB „Ryšio taškas“|@360:Įmokos kodas|@450:4552159619",
            "@40:Gavėjo sąskaita|@160:LT97 7180 0637 9325 3376|@360:Mokėtojas|@450:VšĮ „Pajūrio vėjas“",
            "@40:Bankas|@160:AB Šiaulių bankas|@360:Kliento Nr.|@450:1784992",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UAB „Ryšio taškas“"
    assert best(found, "buyer_name") == "VšĮ „Pajūrio vėjas“"
    # without a payer beside it, "Gavėjas" names the recipient of the goods: the buyer
    alone = make_layout(["Gavėjas:|UAB „Ryšio taškas“", "Įmonės kodas 107000413"])
    assert best(extract_rules(alone, detailed=False).candidates, "buyer_name") == "UAB „Ryšio taškas“"


def test_a_footers_company_name_and_address_on_one_line_with_its_codes() -> None:
    layout = make_layout(
        [
            "PIRKĖJAS",
            "VšĮ „Pajūrio vėjas“",
            "Įmonės kodas 161379562",
            "Žalgirio g. 77A, LT-44602 Kaunas",
            *[""] * 30,
            "UAB „Ryšio taškas“, Vilniaus g. 117, LT-76148 Šiauliai · Įmonės kodas 107000413 · PVM mokėtojo "
            "kodas LT825590417",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UAB „Ryšio taškas“"
    assert best(found, "seller_address") == "Vilniaus g. 117, LT-76148 Šiauliai"


def test_the_vat_in_a_documents_title_labels_no_amount() -> None:
    lines = [
        "Suma be PVM|50,19",
        "PVM 21 %|10,54",
        "Iš viso|60,73",
        "Mokėjimo paskirtis: PVM sąskaita faktūra Nr. 2606-0326445|Suma, EUR|60,73",
    ]
    assert net_vat_gross(lines) == (Decimal("50.19"), Decimal("10.54"), Decimal("60.73"))


def test_the_amount_payable_is_the_gross_even_one_unit_off_its_sums() -> None:
    lines = ["Suma be PVM|1 088,10", "PVM 21 %|228,50", "Mokėtina suma, EUR|1 317,60"]
    assert net_vat_gross(lines)[2] == Decimal("1317.60")


def test_an_amount_payable_with_a_balance_brought_forward_is_not_the_documents_gross() -> None:
    lines = [
        "Nesumokėta skola|144,97",
        "Šio laikotarpio mokesčiai|29,71",
        "Mokėtina suma|174,68 EUR",
        "Iš viso be PVM|24,55",
        "PVM 21 %|5,16",
        "Iš viso už laikotarpį|29,71",
    ]
    assert net_vat_gross(lines) == (Decimal("24.55"), Decimal("5.16"), Decimal("29.71"))


def test_a_remarks_column_left_of_a_totals_label_is_no_part_of_it() -> None:
    lines = [
        "Dostawa towarów (WDT) – stawka 0% zgodnie z art.|@370:Wartość netto / Net|@500:19 226,22 EUR",
        "42 ust. 1 ustawy o VAT. / Intra-Community supply – exempt|@370:VAT / VAT|@500:0,00 EUR",
        "Article 138 of Council Directive 2006/112/EC.|@370:Wartość brutto / Total|@500:19 226,22 EUR",
    ]
    assert net_vat_gross(lines) == (Decimal("19226.22"), Decimal("0.00"), Decimal("19226.22"))


def test_the_currency_of_an_exchange_rate_statement_is_not_the_documents() -> None:
    layout = make_layout(
        [
            "Do zapłaty / Amount due: 6 532,55 EUR",
            "Kurs średni NBP / NBP average rate: 1 EUR = 4,2897 PLN, tabela nr 117/A/NBP/2026.",
            "Kwota VAT w PLN / VAT amount in PLN: 5 240,00 PLN",
            "PLN: 5 240,00 PLN",
        ]
    )
    assert best(header_candidates(layout), "currency") == "EUR"


def test_a_number_label_in_two_languages() -> None:
    assert number_of(["Faktura VAT / VAT Invoice", "nr / No. FV 5/2026"]) == (None, "FV5/2026")


def test_a_groups_subtotal_inside_a_table_does_not_end_it() -> None:
    layout = make_layout(
        [
            "Paslauga|@300:Kiekis|@450:Suma be PVM",
            "Numeris +370 682 87493",
            "Mėnesinis mokestis|@300:1 mėn.|@450:19,61",
            "Skambučiai į kitus tinklus|@300:149 min.|@450:9,18",
            "@300:Iš viso numeriui|@450:28,79",
            "Numeris +370 641 49114",
            "Mėnesinis mokestis|@300:1 mėn.|@450:19,95",
            "Mobilieji duomenys|@300:1,98 GB|@450:5,02",
            "@300:Iš viso numeriui|@450:24,97",
            "@300:Suma be PVM|@450:53,76",
        ]
    )
    [table] = find_tables(layout)
    items = table_items(table)
    assert [item.value("subtotal") for item in items] == [
        Decimal("19.61"),
        Decimal("9.18"),
        Decimal("19.95"),
        Decimal("5.02"),
    ]


def test_a_groups_subtotal_over_an_amount_ocr_misread_still_does_not_end_the_table() -> None:
    # a scan's decimal comma read as a colon ("9:18") is still the item's amount in the group's sum
    layout = make_layout(
        [
            "Paslauga|@300:Kiekis|@450:Suma be PVM",
            "Numeris +370 682 87493",
            "Mėnesinis mokestis|@300:1 mėn.|@450:19,61",
            "Skambučiai į kitus tinklus|@300:149 min.|@450:9:18",
            "@300:Iš viso numeriui|@450:28,79",
            "Numeris +370 641 49114",
            "Mėnesinis mokestis|@300:1 mėn.|@450:19,95",
            "@300:Iš viso numeriui|@450:19,95",
            "@300:Suma be PVM|@450:48,74",
        ]
    )
    [table] = find_tables(layout)
    assert [item.value("subtotal") for item in table_items(table)] == [
        Decimal("19.61"),
        Decimal("9.18"),
        Decimal("19.95"),
    ]


def test_a_code_labelled_after_other_words_is_the_partys_own() -> None:
    layout = make_layout(
        [
            "Schwab Antriebstechnik AG · Robert-Bosch-Straße 81 · 73037 Göppingen",
            "IĮ „Aukštaitijos statyba“|@409:Ihre USt-IdNr.|@493:LT463899116",
            "Liepų g. 29|@409:Ihre Reg.-Nr.|@493:133719118",
        ]
    )
    found = extract_rules(layout, detailed=False, own=OwnCompany("133719118", "LT463899116", None)).candidates
    assert best(found, "buyer_id") == "133719118"


def test_a_sentence_naming_both_parties_vat_codes_is_neithers_block() -> None:
    layout = make_layout(
        [
            "PIRKĖJAS",
            "IĮ „Aukštaitijos statyba“",
            "PVM kodas LT463899116",
            *[""] * 12,
            "Steuerfreie innergemeinschaftliche Lieferung gem. § 4 Nr. 1b UStG; USt-IdNr. des",
            "Leistungsempfängers: LT463899116 · unsere USt-IdNr.: DE223145657 · Lieferung ab Werk",
            *[""] * 20,
            "Schwab Antriebstechnik AG|@309:Amtsgericht Ulm HRB 24956",
            "Robert-Bosch-Straße 81|@309:USt-IdNr.: DE223145657",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_vat_code") == "DE223145657"
    assert best(found, "buyer_vat_code") == "LT463899116"


def test_a_name_label_with_its_translation_is_no_name() -> None:
    layout = make_layout(
        [
            "Pardavėjas / Seller|@306:Pirkėjas / Buyer",
            "Pavadinimas / Name|@306:Pavadinimas / Name",
            "UAB „Gofros gamyba“|@306:AB „Rasos spaustuvė“",
            "Įmonės kodas / Company code|@306:Įmonės kodas / Company code",
            "311573919|@306:392110512",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UAB „Gofros gamyba“"
    assert best(found, "buyer_name") == "AB „Rasos spaustuvė“"


def test_a_receipts_seller_label_with_its_feminine_ending_before_a_first_name_is_the_cashier() -> None:
    layout = make_layout(
        [
            "LINO SPALVA",
            "UAB „Lino spalva“",
            "Įm. k. 302195281",
            "Kvito Nr. 010307",
            "Pardavėjas(-a): Justina",
        ]
    )
    found = extract_rules(layout, detailed=False, receipt=True).candidates
    assert best(found, "seller_name") == "UAB „Lino spalva“"


def test_a_caption_over_its_value_in_two_languages() -> None:
    layout = make_layout(
        [
            "Számla kelte / Invoice date|@240:Fizetési határidő / Due date",
            "2026.07.27.|@240:2026.08.26.",
        ]
    )
    assert best(header_candidates(layout), "due_date") == date(2026, 8, 26)


def test_a_hungarian_seller_by_its_label_and_legal_form() -> None:
    layout = make_layout(
        [
            "ELADÓ / SELLER|VEVŐ / BUYER",
            "Balaton Ipari Bt.|IĮ „Skaitmeninė šviesa“",
            "1117 Budapest, Budafoki út 117.|Pramonės pr. 19",
            "Közösségi adószám: HU10326972|PVM kodas: LT712328314",
            "Bank: CIB Bank Zrt.",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "Balaton Ipari Bt."
    assert best(found, "buyer_name") == "IĮ „Skaitmeninė šviesa“"


def test_a_number_alone_under_the_title() -> None:
    assert number_of(
        ["Számla / Invoice|@458:Balaton Ipari Bt.", "|@451:+36 1 172 2670", "BIA-2026-01276"]
    ) == (
        None,
        "BIA-2026-01276",
    )


def test_a_line_with_a_total_beside_its_labels_heads_no_table() -> None:
    lines = [
        "@38:ÁFA-kulcs|@97:Nettó|@123:ÁFA|@344:Nettó összesen / Total net|@520:2 617,78 €",
        "@38:VAT rate|@102:Net|@123:VAT",
        "@38:KBAET|@90:269,48|@122:0,00|@344:ÁFA összesen / Total VAT|@536:0,00 €",
        "@38:EUFAD37|@83:2 348,30|@122:0,00|@344:Bruttó összesen / Total gross|@520:2 617,78 €",
    ]
    assert not find_tables(make_layout(lines))
    assert net_vat_gross(lines) == (Decimal("2617.78"), Decimal("0.00"), Decimal("2617.78"))


def test_streets_named_without_a_street_word() -> None:
    assert address_like("Priemyselná 37/B")
    assert address_like("Határ út 13.")
    assert not address_like("Kioskas Nr. 297")
    assert not address_like("Avatud E-R 9-19, L 9-16")


def test_an_estonian_receipts_number() -> None:
    assert number_of(["KASSATŠEKK", "Tšeki nr: 87918"]) == (None, "87918")
    assert number_of(["ČEKS Nr. 91269"]) == (None, "91269")


def test_an_address_on_two_lines_of_a_table_of_both_parties() -> None:
    layout = make_layout(
        [
            "@274:Pardavėjas|@456:Pirkėjas",
            "@50:Pavadinimas|@210:IĮ „Apskaitos biuras“|@399:IĮ „Žalioji giria“",
            "@50:Adresas|@210:Kalvarijų g. 56|@399:Savanorių pr. 42-11",
            "@210:LT-35666 Panevėžys|@399:LT-62898 Alytus",
            "@50:Bankas|@210:AB Šiaulių bankas",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Kalvarijų g. 56, LT-35666 Panevėžys"
    assert best(found, "buyer_address") == "Savanorių pr. 42-11, LT-62898 Alytus"


def test_an_untaxed_rows_amount_is_no_balance_brought_forward() -> None:
    lines = [
        "MOKĖTI|8,29",
        "PVM|Be PVM|PVM|Su PVM",
        "B 9%|3,02|0,27|3,29",
        "N neap.|5,00|0,00|5,00",
    ]
    assert net_vat_gross(lines)[2] == Decimal("8.29")


def test_a_customer_number_label_opens_no_buyers_block() -> None:
    layout = make_layout(
        [
            "Koodiverstas Oy|@352:Invoice number|@427:6810",
            "Hämeenkatu 58|@352:Customer number|@427:2694",
            "FI-33100 Tampere|@352:Reference number 68107",
            "VAT number FI24278138",
            "",
            "MB „Šilo energija“",
            "Konstitucijos pr. 13A",
            "LT-76767 Šiauliai",
            "VAT number LT100067394813",
        ]
    )
    found = extract_rules(layout, detailed=False, own=OwnCompany(None, "LT100067394813", None)).candidates
    assert best(found, "buyer_name") == "MB „Šilo energija“"


def test_a_brand_in_large_print_over_the_addressees_legal_name_is_the_letterhead() -> None:
    page = make_page(
        [
            "",
            "",
            "Business ID 3088426-5",
            "VAT number FI30884265",
            "",
            "UAB „Linų kraštas“",
            "Liepų g. 23",
            "LT-76437 Šiauliai",
            "VAT number LT100039481119",
        ]
    )
    brand = [
        Word(w, Box(0, 40 + 60 * n, 20, 40 + 60 * n + 55, 44)) for n, w in enumerate(["Aalto", "Devworks"])
    ]
    layout = Layout([replace(page, words=brand + page.words)])
    found = extract_rules(layout, detailed=False, own=OwnCompany(None, "LT100039481119", None)).candidates
    assert best(found, "buyer_vat_code") == "LT100039481119"
    assert best(found, "seller_vat_code") == "FI30884265"


def test_a_rate_in_a_remark_left_of_the_vat_label_is_not_its_rate() -> None:
    lines = [
        "Total excl. VAT|@500:15 231,87",
        "Penalty interest 8 %. Please use the reference number|@361:VAT 25,5 %|@500:3 884,13",
        "Total EUR|@500:19 116,00",
    ]
    found, _ = totals_candidates(make_layout(lines), set())
    assert best(found, "vat_percent") == Decimal("25.5")


def test_the_window_under_an_information_blocks_lines() -> None:
    layout = make_layout(
        [
            "@357:Invoice number|@445:VF047727",
            "Voltronic Distribution B.V. · Kanaalweg 37 · 3526 KL Utrecht|@357:Invoice date|@445:27/06/2026",
            "@357:Due date|@445:11/07/2026",
            "@357:Customer number|@445:74595",
            "MB „Šilo energija“|@357:Your VAT number|@445:LT482446017",
            "Gedimino pr. 78|@357:Your reference|@445:PO-31803",
            "LT-28605 Utena",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_name") == "MB „Šilo energija“"
    assert best(found, "buyer_address") == "Gedimino pr. 78, LT-28605 Utena"
    assert address_like("Marconistraat 206 a")


def test_an_insurers_invoice_by_its_insurer_and_policyholder_labels() -> None:
    layout = make_layout(
        [
            "DRAUDIKAS",
            "UADB „Skydo draudimas“",
            "Įmonės kodas: 172635109",
            "Adresas: Gedimino pr. 29, LT-44938 Kaunas",
            "",
            "DRAUDĖJAS",
            "MB „Medžio namai“",
            "Įmonės kodas: 365846061",
            "Adresas: Laisvės al. 68, LT-44845 Kaunas",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "UADB „Skydo draudimas“"
    assert best(found, "seller_address") == "Gedimino pr. 29, LT-44938 Kaunas"
    assert best(found, "buyer_address") == "Laisvės al. 68, LT-44845 Kaunas"


def test_a_card_slips_number_on_a_till_roll_is_not_the_receipts() -> None:
    layout = make_layout(
        [
            "SUMME EUR|56,84",
            "",
            "Kartenzahlung",
            "Terminal-ID:|3387D867",
            "Trace-Nr.:|134950",
            "Beleg-Nr.:|7639",
            "",
            "",
            "24.02.2026 20:33|Bon-Nr.: 95566",
        ]
    )
    assert best(header_candidates(layout), "document_number") == "95566"


def test_a_german_tax_tables_total_row() -> None:
    lines = [
        "MwSt-Satz|Netto|MwSt|Brutto",
        "A= 19,0%|2,12|0,40|2,52",
        "B= 7,0%|50,77|3,55|54,32",
        "Gesamt|52,89|3,95|56,84",
    ]
    assert net_vat_gross(lines) == (Decimal("52.89"), Decimal("3.95"), Decimal("56.84"))


def test_a_sole_traders_window_makes_the_user_the_addressee() -> None:
    layout = make_layout(
        [
            "@331:Tischlerei Katrin Wagner",
            "@205:Ehrenfeldgürtel 1 · 50823 Köln · Tel. 0157 4036505",
            "@70:Tischlerei Katrin Wagner · Ehrenfeldgürtel 1 · 50823 Köln|@322:Rechnung Nr.:|@489:2026-084",
            "@70:MB „Vilniaus duona“|@322:Rechnungsdatum:|@481:17.09.2026",
            "@70:Šermukšnių g. 36-22",
            "@70:LT-76263 Šiauliai",
            "@70:USt-IdNr. LT100027847018",
            "",
            "Bitte überweisen Sie den Betrag von 2.494,23 € bis 17.10.2026 unter Angabe der",
        ]
    )
    found = extract_rules(layout, detailed=False, own=OwnCompany(None, "LT100027847018", None)).candidates
    assert best(found, "buyer_vat_code") == "LT100027847018"
    assert best(found, "seller_name") == "Tischlerei Katrin Wagner"
    assert best(found, "due_date") == date(2026, 10, 17)


def test_a_payers_block_beside_the_payment_details() -> None:
    layout = make_layout(
        [
            "PAYER|@309:PAYMENT DETAILS",
            "MB „Nemuno krantas“|@309:Luminor Bank AS",
            "Reg. No. 159090910|@309:SWIFT RIKOLV2X",
            "VAT No. LT100087774914|@309:IBAN LV18 RIKO 5681 9453 9066 0",
            "Gedimino pr. 53-32, LT-91793 Klaipėda, Lithuania",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_name") == "MB „Nemuno krantas“"
    assert best(found, "seller_iban") == "LV18RIKO5681945390660"


def test_an_invoice_waybills_number_and_a_labelled_address_with_its_country() -> None:
    assert number_of(["Virumaa Pakend AS|@411:Arve-saateleht nr 96984"]) == (None, "96984")
    layout = make_layout(
        [
            "Müüja:|@80:Virumaa Pakend AS|@313:Ostja:|@352:UAB „Vėjo malūnas“",
            "Reg. nr:|@80:14157627|@313:Reg. nr:|@352:118766491",
            "Aadress: Peterburi tee 117, 11415 Tallinn, Eesti"
            "|@313:Aadress: Ąžuolyno g. 15, LT-01845 Vilnius, Leedu",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Peterburi tee 117, 11415 Tallinn"
    assert best(found, "buyer_address") == "Ąžuolyno g. 15, LT-01845 Vilnius"


def test_an_items_amount_equal_to_the_gap_is_no_balance_brought_forward() -> None:
    lines = [
        "Tvirtinimo detalės|1,00|5,00|5,00",
        "Suma be PVM|100,00",
        "PVM 21 %|21,00",
        "Iš viso|121,00",
        "Mokėtina suma|122,00",
    ]
    assert net_vat_gross(lines)[2] == Decimal("122.00")


def test_a_series_keyed_number_below_the_letterhead_and_the_addressee() -> None:
    # a letter's title stands under its letterhead and the client's block, below the page's top third
    lines = ["Advokatų kontora „Rimkus“", *[""] * 22, "PVM SĄSKAITA FAKTŪRA", "Serija TP Nr. 00368"]
    assert number_of(lines) == ("TP", "00368")


def test_a_firms_name_that_goes_on_to_the_next_line() -> None:
    def seller(first: str, second: str) -> object:
        layout = make_layout(
            [
                first,
                second,
                "Įmonės kodas 301271915",
                "Basanavičiaus g. 12, LT-76572 Šiauliai",
                "",
                "Suma 1,00",
            ]
        )
        return best(extract_rules(layout, detailed=False).candidates, "seller_name")

    assert seller("Advokatų kontora „Navickas ir", "Rimkus“") == "Advokatų kontora „Navickas ir Rimkus“"
    assert seller("UAB Žukauskas", "ir partneriai") == "UAB Žukauskas ir partneriai"


def test_a_place_of_goods_issue_is_no_partys_address() -> None:
    layout = make_layout(
        [
            "Pardavėjas",
            "UAB „Ąžuolo baldai“",
            "Įmonės kodas",
            "311527366",
            "Adresas",
            "Savanorių pr. 38, LT-28434 Utena",
            "Prekių išdavimo vieta",
            "Sandėlis, Ukmergės g. 65, LT-44605 Kaunas",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_address") == "Savanorių pr. 38, LT-28434 Utena"


def test_a_forms_row_numbering_its_columns_is_no_item() -> None:
    layout = make_layout(
        [
            "@40:Eil. Nr.|@200:Prekės (paslaugos) pavadinimas|@350:Mato vnt.|@400:Kiekis|@450:Kaina"
            "|@510:Suma",
            "@50:1|@260:2|@360:3|@410:4|@460:5|@520:6",
            "@50:1|@90:Dažymo volelis 25 cm|@360:vnt.|@410:52|@460:8,00|@515:416,00",
            "@50:2|@90:Montavimo putos|@360:vnt.|@410:40|@460:8,82|@515:352,80",
        ]
    )
    [table] = find_tables(layout)
    items = table_items(table)
    # the names start right of the row numbers, short of the heading centred over their wide column
    assert [item.value("prekes_pavadinimas") for item in items] == ["Dažymo volelis 25 cm", "Montavimo putos"]
    assert [item.value("subtotal") for item in items] == [Decimal("416.00"), Decimal("352.80")]


def test_a_forms_captions_side_by_side_and_their_values_are_the_partys() -> None:
    layout = make_layout(
        [
            "Pardavėjas",
            "MB „Šilo energija“",
            "@40:Įmonės kodas|@300:PVM mokėtojo kodas",
            "@40:174459268|@300:LT904208210",
            "Pirkėjas",
            "UAB „Vėjo malūnas“",
            "@40:Įmonės kodas|@300:PVM mokėtojo kodas",
            "@40:351562296|@300:LT880403512",
        ]
    )
    found = extract_rules(layout, detailed=False, own=OwnCompany("174459268", "LT904208210", None)).candidates
    assert best(found, "seller_vat_code") == "LT904208210"
    assert best(found, "buyer_vat_code") == "LT880403512"


def test_a_croatian_invoice() -> None:
    layout = make_layout(
        [
            "Slavonija Agro d.o.o.",
            "Ulica Ivana Gundulića 132, 31000 Osijek",
            "OIB: 98412588250",
            "PDV ID: HR98412588250",
            "RAČUN (R-1)",
            "KUPAC|Broj računa: 273/3/1",
            "VšĮ „Geležinis vilkas“|Datum i vrijeme izdavanja: 24.09.2026. 07:02:34",
            "Šermukšnių g. 114, LT-68237 Marijampolė|Datum dospijeća: 24.10.2026.",
            "PDV ID: LT568371611",
            "Reg. br.: 369745946",
            "",
            "Ukupno (osnovica)|275,94 EUR",
            "PDV 25 %|68,99 EUR",
            "UKUPNO ZA PLATITI|344,93 EUR",
            "Slavonija Agro d.o.o. · Trgovački sud u Osijeku · MBS 697095844",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "document_number") == "273/3/1"
    assert best(found, "due_date") == date(2026, 10, 24)
    assert best(found, "seller_id") == "98412588250"  # the OIB in the VAT number; the court's MBS is none
    assert best(found, "buyer_id") == "369745946"
    assert (best(found, "amount_wo_vat"), best(found, "vat_amount")) == (Decimal("275.94"), Decimal("68.99"))
    assert best(found, "amount_with_vat") == Decimal("344.93")


def test_a_romanian_invoice() -> None:
    layout = make_layout(
        [
            "FURNIZOR",
            "Carpați Trading S.A.",
            "Nr. ord. reg. com.: J12/10033/2004",
            "C.I.F.: RO3468392",
            "Sediul: Str. Observatorului nr. 26, 400500 Cluj-Napoca",
            "",
            "Seria BVX   Nr. 0068644",
            "",
            "@40:Nr. crt.|@100:Denumirea|@300:Cant.|@360:Preţ unitar|@440:Valoarea|@510:Valoarea TVA",
            "@300:-lei-|@440:-lei-|@510:-lei-",
            "@45:0|@100:1|@300:2|@360:3|@440:4|@510:5",
            "@45:1|@100:Servicii de dezvoltare software|@300:29.3|@360:34.87|@440:1,021.69|@510:214.55",
            "@100:Total|@440:1,021.69|@510:214.55",
            "@100:Total de plată|@440:1,236.24 lei",
        ]
    )
    result = extract_rules(layout, detailed=True)
    found = result.candidates
    assert (best(found, "document_series"), best(found, "document_number")) == ("BVX", "0068644")
    assert (best(found, "seller_vat_code"), best(found, "seller_id")) == ("RO3468392", "3468392")
    assert best(found, "seller_address") == "Str. Observatorului nr. 26, 400500 Cluj-Napoca"
    assert best(found, "currency") == "RON"
    assert [best(found, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat")] == [
        Decimal("1021.69"),
        Decimal("214.55"),
        Decimal("1236.24"),
    ]
    assert [item.value("subtotal") for item in result.line_items] == [Decimal("1021.69")]


def test_a_tills_codes_under_its_address_end_it() -> None:
    layout = make_layout(
        [
            "@60:Kvítek drogerie s.r.o.",
            "@70:Palackého 22",
            "@70:779 00 Olomouc",
            "@70:IČO: 57390533",
            "@70:DIČ: CZ57390533",
            "@70:Daňový doklad",
            "Máslo 250g               55,61 B",
            "CELKEM    55,61",
        ]
    )
    found = extract_rules(layout, detailed=True, receipt=True).candidates
    assert best(found, "seller_address") == "Palackého 22 779 00 Olomouc"


def test_a_count_over_the_item_it_counts_and_a_rate_before_its_amount() -> None:
    items = receipt_items(
        make_layout(
            [
                "2 x 2,00",
                "CIOCCOLATO FONDENTE|@200:22%|@260:4,00",
                "CORNETTO CREMA|@200:10%|@260:1,66",
                "2 x 6,95",
                "VINO ROSSO DOC|@200:22%|@260:13,90",
                "Atlaide 25%|@260:-0,99",
            ]
        )
    )
    assert [(i.value("quantity"), i.value("vat_percent")) for i in items] == [
        (Decimal("2"), Decimal("22")),
        (Decimal("1"), Decimal("10")),
        (Decimal("2"), Decimal("22")),
        (Decimal("1"), None),  # a discount's percentage is no VAT rate
    ]
    assert items[1].value("prekes_pavadinimas") == "CORNETTO CREMA"


def test_cash_rounded_after_the_gross_leaves_the_gross() -> None:
    layout = make_layout(
        [
            "CELKEM|553,89",
            "Sazba|Základ|DPH|Celkem",
            "B 15%|481,64|72,25|553,89",
            "Celkem|481,64|72,25|553,89",
            "Zaokrouhlení|0,11",
            "K úhradě hotově|554,00",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "amount_with_vat") == Decimal("553.89")


def test_one_date_under_the_invoices_and_the_supplys_label() -> None:
    layout = make_layout(
        [
            "Invoice date / Date of supply",
            "19.06.2026",
            "Order number",
            "313-8666616",
            "Order date",
            "18.06.2026",
        ]
    )
    assert best(header_candidates(layout), "invoice_date") == date(2026, 6, 19)


def test_a_service_providers_block_set_flush_right() -> None:
    layout = make_layout(
        [
            "Zuikis",
            "Kelionės kvitas|@455:PASLAUGOS TEIKĖJAS",
            "Nr. 71742308|@465:Tomas Petrauskas",
            "@340:Individualios veiklos pažymos Nr.: 337480",
            "@305:Adresas: Basanavičiaus g. 73-52, LT-46681 Kaunas",
            "From: Jonavos g. 107, Kaunas 18:58",
            "Mokėti iš viso|21,49 €",
        ]
    )
    found = extract_rules(layout, detailed=False, receipt=True).candidates
    assert best(found, "seller_name") == "Tomas Petrauskas"
    assert best(found, "seller_address") == "Basanavičiaus g. 73-52, LT-46681 Kaunas"


def test_from_names_a_trips_start_where_a_later_label_names_the_company() -> None:
    layout = make_layout(
        [
            "From: Jonavos g. 107, Kaunas 18:58",
            "To: Taikos pr. 51, Kaunas 19:14",
            "Total paid|€4.02",
            "SUPPLIER",
            "UAB „Skrisk“",
            "Company code: 354618163",
            "Address: Žalgirio g. 93, LT-91842 Klaipėda",
        ]
    )
    found = extract_rules(layout, detailed=False, receipt=True).candidates
    assert best(found, "seller_address") == "Žalgirio g. 93, LT-91842 Klaipėda"


def test_a_breakdown_rows_tax_misread() -> None:
    def vat_of(row: str) -> object:
        layout = make_layout(["Likme|Bez PVN|PVN|Kopā", "A 21%|3,30|0,69|3,99", row])
        _, breakdown = totals_candidates(layout, set())
        return [(r.rate, r.vat) for r in breakdown]

    # the tax's decimal comma dropped ("145"), a digit misread with the rate ("C 94 | 4,11 | 6,37 | 4,48")
    assert vat_of("B 12%|12,06|145|13,51") == [
        (Decimal("21"), Decimal("0.69")),
        (Decimal("12"), Decimal("1.45")),
    ]
    assert vat_of("C 94|4,11|6,37|4,48") == [
        (Decimal("21"), Decimal("0.69")),
        (Decimal("9"), Decimal("0.37")),
    ]


def test_a_postcode_without_the_country_letters_before_it() -> None:
    found = extract_rules(
        make_layout(["Nordtek Oy", "Hämeenkatu 3, FI-33100 Tampere", "ALV-tunniste FI37656003"]),
        detailed=False,
    ).candidates
    assert best(found, "seller_address") == "Hämeenkatu 3, 33100 Tampere"
    for kept in ("Savanorių pr. 38, LT-28434 Utena", "49 avenue John F. Kennedy, L-1855 Luxembourg"):
        found = extract_rules(make_layout(["UAB „Vėjas“", kept]), detailed=False).candidates
        assert best(found, "seller_address") == kept


def test_the_company_a_payment_slip_names_the_customer_is_the_addressee_at_the_head() -> None:
    layout = make_layout(
        [
            "TAX INVOICE|@250:Invoice Date|@400:Mersey Engineering Supplies Ltd",
            "|@250:13 Feb 2026|@400:83 Old Street",
            "VšĮ „Ežerų turizmas“|@250:Invoice Number|@400:London",
            "Šermukšnių g. 88|@250:INV-3635|@400:EC1V 8AJ",
            "LT-68856 Marijampolė",
            *[""] * 30,
            "PAYMENT ADVICE",
            "To: Mersey Engineering Supplies Ltd|@370:Customer|@440:VšĮ „Ežerų turizmas“",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "Mersey Engineering Supplies Ltd"
    assert best(found, "buyer_address") == "Šermukšnių g. 88, LT-68856 Marijampolė"


def test_a_tills_vendor_number_is_no_seller() -> None:
    layout = make_layout(
        [
            "@60:SAS Délices de Léa",
            "@60:5 place Bellecour",
            "@70:69002 Lyon",
            "@60:SIRET 859 824 443 66824",
            "N° ticket 9891|@200:Caisse 2",
            "19/09/2026 17:46|@200:Vendeur 18",
            "Croissant pur beurre|@200:1,56 €",
            "TOTAL TTC|@200:1,56 €",
        ]
    )
    found = extract_rules(layout, detailed=True, receipt=True).candidates
    assert best(found, "seller_name") == "SAS Délices de Léa"
    assert best(found, "document_number") == "9891"


def test_a_series_label_with_its_translation_and_an_address_wrapped_to_its_town() -> None:
    layout = make_layout(
        [
            "PVM SĄSKAITA FAKTŪRA / VAT INVOICE",
            "Serija / Series KRV Nr. 68642",
            "PARDAVĖJAS / CARRIER",
            "UAB „Transekspresas“",
            "Įmonės kodas / Reg. No.: 199712245",
            "Adresas / Address: Ukmergės g. 68-13, LT-35751",
            "Panevėžys",
            "Apmokėti per 30 d. nuo CMR gavimo. Mokėjimo data: 2026-09-17",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert (best(found, "document_series"), best(found, "document_number")) == ("KRV", "68642")
    assert best(found, "seller_name") == "UAB „Transekspresas“"
    assert best(found, "seller_address") == "Ukmergės g. 68-13, LT-35751, Panevėžys"
    assert best(found, "due_date") == date(2026, 9, 17)


def test_a_series_before_a_number_of_dashed_groups() -> None:
    assert number_of(["Sąskaita faktūra", "Sąskaitos Nr. APP-2026-01973"]) == ("APP", "2026-01973")


def test_an_amount_due_of_nothing_once_paid_is_no_gross() -> None:
    layout = make_layout(
        [
            "Suma be PVM|101,48 €",
            "PVM 21 %|21,31 €",
            "Iš viso|122,79 €",
            "Apmokėta kortele",
            "Mokėtina suma|0,00 €",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "amount_with_vat") == Decimal("122.79")


def test_an_articles_code_run_up_against_its_name() -> None:
    layout = make_layout(
        [
            "@40:Kodas|@140:Pavadinimas|@330:Kiekis|@380:Kaina|@500:Suma",
            "@40:1069457 Paracetamol 500 mg tabl. N20|@340:2|@380:1,20|@510:2,40",
            "@40:1031389 Omega-3 1000 mg kaps. N60|@340:1|@380:8,35|@510:8,35",
        ]
    )
    [table] = find_tables(layout)
    items = table_items(table)
    assert [(i.value("prekes_kodas"), i.value("prekes_pavadinimas")) for i in items] == [
        ("1069457", "Paracetamol 500 mg tabl. N20"),
        ("1031389", "Omega-3 1000 mg kaps. N60"),
    ]


def test_a_receipts_total_over_its_vat_table_ends_the_items() -> None:
    layout = make_layout(
        [
            "@60:Comercial Triana, S.L.",
            "@60:N.I.F. B56561384",
            "@60:C/ San Jacinto, 7",
            "@60:41010 Sevilla",
            "@60:FACTURA SIMPLIFICADA",
            "@40:UDS|@70:DESCRIPCIÓN|@150:PRECIO|@200:IMPORTE",
            "@40:1|@70:Croissant mantequilla|@150:1,69|@200:1,69",
            "@40:6|@70:Champú 400 ml|@150:4,59|@200:27,54",
            "@40:TOTAL|@200:29,23 €",
            "@40:Base imp.|@100:% IVA|@150:Cuota|@200:Total",
            "@40:1,54|@100:10%|@150:0,15|@200:1,69",
            "@40:22,76|@100:21%|@150:4,78|@200:27,54",
        ]
    )
    found = extract_rules(layout, detailed=True, receipt=True).candidates
    assert best(found, "amount_with_vat") == Decimal("29.23")
    assert best(found, "seller_address") == "C/ San Jacinto, 7 41010 Sevilla"


def test_a_greek_bilingual_invoice() -> None:
    layout = make_layout(
        [
            "Poseidon Shipping Services S.A.",
            "Maizonos 155, 26221 Patras, Ελλάδα",
            "ΑΦΜ / VAT No.: EL850549316|Σειρά / Series|@450:C",
            "Γ.Ε.ΜΗ. / G.E.MI. No.: 909162118000|Αριθμός / No.|@450:1532",
            "|Ημερομηνία / Date|@450:20/03/2026",
            "Πελάτης / Customer",
            "UAB „Geležinis vilkas“",
            "ΑΦΜ / VAT No.: LT100039622913",
            "|Καθαρή αξία / Net value|@450:3.105,42",
            "|ΦΠΑ / VAT 0%|@450:0,00",
            "|Σύνολο / Total|@450:3.105,42",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert (best(found, "document_series"), best(found, "document_number")) == ("C", "1532")
    assert best(found, "seller_id") == "909162118000"
    assert best(found, "seller_address") == "Maizonos 155, 26221 Patras"
    assert best(found, "buyer_name") == "UAB „Geležinis vilkas“"
    assert best(found, "amount_with_vat") == Decimal("3105.42")


def test_a_slovenian_invoice() -> None:
    layout = make_layout(
        [
            "Alpski Les d.o.o.",
            "Slovenska cesta 145, 1000 Ljubljana, Slovenija",
            "ID za DDV: SI10000003",
            "Matična številka: 6135145000",
            "Kupec|Številka računa: 2026-00123",
            "UAB „Vėjas“|Datum izdaje: 05.03.2026",
            "Savanorių pr. 38, LT-28434 Utena|Rok plačila: 20.03.2026",
            "Skupaj brez DDV|1.000,00",
            "DDV 22 %|220,00",
            "Za plačilo|1.220,00",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "document_number") == "2026-00123"
    assert (best(found, "invoice_date"), best(found, "due_date")) == (date(2026, 3, 5), date(2026, 3, 20))
    assert best(found, "seller_id") == "6135145000"
    assert best(found, "seller_address") == "Slovenska cesta 145, 1000 Ljubljana"
    assert best(found, "buyer_name") == "UAB „Vėjas“"
    assert [best(found, k) for k in ("amount_wo_vat", "vat_amount", "amount_with_vat")] == [
        Decimal("1000.00"),
        Decimal("220.00"),
        Decimal("1220.00"),
    ]


def test_a_dutch_till_receipt_without_a_currency_sign() -> None:
    layout = make_layout(
        [
            '@60:AS "Baltijas',
            '@60:Mazumtirdzniecība"',
            "@60:Lijnbaan 44",
            "@60:3012 EL Rotterdam",
            "@60:KvK 22542895 BTW NL532933151B01",
            "@60:Kassabon",
            "Bonnummer 21962|@200:Kassa 3",
            "Tandpasta 75 ml|@200:2,65",
            "Kopā atlaides|@200:-0,50",
            "TOTAAL|@200:2,65",
        ]
    )
    found = extract_rules(layout, detailed=True, receipt=True).candidates
    assert best(found, "currency") == "EUR"  # the euro area's VAT code, and no other currency named
    assert best(found, "seller_name") == 'AS "Baltijas Mazumtirdzniecība"'
    assert best(found, "seller_address") == "Lijnbaan 44 3012 EL Rotterdam"
    assert best(found, "document_number") == "21962"
    assert best(found, "amount_with_vat") == Decimal("2.65")


def test_a_receipts_title_with_its_number_and_no_label() -> None:
    assert number_of(['SIA "Rimi Latvia"', "Čeks 42397|Kase 2"]) == (None, "42397")


def test_the_margin_scheme_prints_no_vat() -> None:
    layout = make_layout(["Iš viso mokėti|12 500,00", "Maržos schema – naudotos prekės (PVMĮ 106 str.)"])
    found, _ = totals_candidates(layout, set())
    assert best(found, "vat_amount") == Decimal("0")


def test_an_italian_courtesy_copys_party_boxes() -> None:
    layout = make_layout(
        [
            "Cedente/prestatore (fornitore)|Cessionario/committente (cliente)",
            "Identificativo fiscale IVA: IT00743110157|Identificativo fiscale IVA: LT402484810",
            "Codice fiscale: 00743110157|Denominazione: UAB „Nemuno krantas“",
            "Denominazione: Ceramiche Emilia S.r.l.s.|Indirizzo: Savanorių pr. 34-8, LT-28842 Utena",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "Ceramiche Emilia S.r.l.s."
    assert best(found, "buyer_name") == "UAB „Nemuno krantas“"


def test_a_payers_code_with_the_utility_is_no_company_code() -> None:
    layout = make_layout(
        [
            "Mokėtojo kodas|911555",
            "TIEKĖJAS",
            "UAB „Miesto šiluma“",
            "Įmonės kodas: 182854813",
            "VARTOTOJAS",
            "AB „Vilniaus duona“",
            "Įmonės kodas: 123226237",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_id") == "123226237"


def test_one_rates_row_of_a_vat_of_two_rates_gives_no_documents_rate() -> None:
    layout = make_layout(
        [
            "PVM tarifas|Apmokestinamoji vertė|PVM suma",
            "12%|327,96|39,36",
            "(2%|5452)|1145)",
            "Suma be PVM|382,48",
            "PVM suma|50,81",
            "Bendra suma, EUR|433,29",
        ]
    )
    found, _ = totals_candidates(layout, set())
    assert best(found, "vat_percent") is None


def test_lines_missing_a_rate_tell_no_documents_rate() -> None:
    values = {"amount_wo_vat": "382.48", "vat_amount": "50.81", "amount_with_vat": "433.29"}
    lines = [{"subtotal": "338.92"}, {"subtotal": "43.56", "vat_percent": "21"}]
    assert sum_flags(values, lines)["val_vat_match"] is None
    every = [{"subtotal": "338.92", "vat_percent": "12"}, {"subtotal": "43.56", "vat_percent": "21"}]
    assert sum_flags(values, every)["val_vat_match"] is None  # two rates, no line's tax to add up
    one = [{"subtotal": "382.48", "vat_percent": "21"}]
    assert sum_flags(values, one)["val_vat_match"] is False


def test_a_surcharge_or_a_discount_of_a_percentage_is_no_vat_rate() -> None:
    """ "Kuro priedas 8 % (nuo 106,87 EUR) 8,55" has a breakdown row's arithmetic."""
    layout = make_layout(
        [
            "Kuro priedas 8 % (nuo siuntų sumos 106,87 EUR)|8,55",
            "Nuolaida 5 % nuo 200,00|10,00",
            "Suma be PVM:|115,42",
            "PVM 21 %:|24,24",
            "Iš viso mokėti, EUR:|139,66",
        ]
    )
    found, breakdown = totals_candidates(layout, set())
    assert breakdown == []
    best = found.best("vat_percent")
    assert best is not None and best.value == Decimal(21)


def test_parties_written_as_sentences_of_particulars() -> None:
    """A word processor's invoice: "Pardavėjas: name, įm. k. …, PVM mok. k. …, Adresas: …, A/s …", the
    sentence wrapped in the middle of the address."""
    layout = make_layout(
        [
            "PVM SĄSKAITA FAKTŪRA",
            "Serija JK Nr. 383",
            "Pardavėjas: MB „Šiaurės žiedas“, įm. k. 359299082, PVM mok. k. LT283333216, Adresas: Šermukšnių",
            "g. 44, LT-44126 Kaunas, A/s LT203500058034259993 Paysera LT, UAB",
            "Pirkėjas: AB „Žemaitijos pienas“, įm. k. 139906854, PVM mok. k. LT300243610",
            "Adresas: Ukmergės g. 115, LT-91418 Klaipėda, A/s LT147044059827777704 AB SEB bankas",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "seller_name") == "MB „Šiaurės žiedas“"
    assert best(found, "seller_address") == "Šermukšnių g. 44, LT-44126 Kaunas"
    assert best(found, "buyer_name") == "AB „Žemaitijos pienas“"
    assert best(found, "buyer_address") == "Ukmergės g. 115, LT-91418 Klaipėda"


def test_a_bills_payee_on_its_slip_is_the_issuer_whose_codes_head_the_page() -> None:
    """The slip's "Mokėtojas" under the payee's codes opens the payer's party; the payee is the issuer."""
    layout = make_layout(
        [
            "UAB „Žemaitijos vandenys“",
            "Laisvės al. 99, LT-35919 Panevėžys",
            "Įmonės kodas 346510476 · PVM mokėtojo kodas LT140885318",
            "",
            "Abonentas",
            "VšĮ „Upės akmuo“",
            "Įmonės kodas: 363369227",
            "PVM mokėtojo kodas: LT100013251011",
            "Objekto adresas: Technikos g. 76, Vilnius",
            "",
            "MOKĖJIMO KVITAS",
            "Gavėjas",
            "UAB „Žemaitijos vandenys“, įm. k. 346510476",
            "Mokėtojas|VšĮ „Upės akmuo“",
            "Mokėtojo kodas|00392522",
        ]
    )
    own = OwnCompany("346510476", "LT140885318", None)
    found = extract_rules(layout, detailed=False, own=own).candidates
    assert best(found, "seller_vat_code") == "LT140885318"
    assert best(found, "buyer_vat_code") == "LT100013251011"
    assert best(found, "buyer_id") == "363369227"


def test_one_rates_row_taxing_part_of_the_net_leaves_the_rest_exempt() -> None:
    """A post office: "A 21 % | 0,36 | 0,08" of a net of 10,00, the postage exempt."""
    layout = make_layout(
        [
            "N Neapmok.|9,64|0,00|9,64",
            "A 21 %|0,36|0,08|0,44",
            "Iš viso|10,00|0,08|10,08",
        ]
    )
    found, breakdown = totals_candidates(layout, set())
    assert found.best("vat_percent") is None
    values = {"amount_wo_vat": "10.00", "vat_amount": "0.08", "amount_with_vat": "10.08"}
    rows = [{"rate": r.rate, "base": r.base, "vat": r.vat} for r in breakdown]
    assert sum_flags(values, (), rows)["val_vat_match"] is True
    wrong = {**values, "vat_amount": "0.50"}
    assert sum_flags(wrong, (), rows)["val_vat_match"] is False


def test_a_credit_invoices_own_number_not_the_invoice_it_refers_to() -> None:
    layout = make_layout(
        [
            "KREEDITARVE",
            "Kreeditarve nr:|3888",
            "Kuupäev:|13.08.2026",
            "Viide arvele:|Arve nr 3703",
            "Tagastame summa Teie pangakontole. Tagastamise tähtaeg: 27.08.2026",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "document_number") == "3888"
    assert best(found, "due_date") == date(2026, 8, 27)


def test_the_original_invoices_date_on_a_credit_note_is_not_its_date() -> None:
    layout = make_layout(
        [
            "CREDIT NOTE",
            "Credit Note Number|CN-6446",
            "Credit Note Date|23 May 2026",
            "Original Invoice Date|20 March 2026",
        ]
    )
    assert best(extract_rules(layout, detailed=False).candidates, "invoice_date") == date(2026, 5, 23)


def test_bulgarian_labels() -> None:
    layout = make_layout(
        [
            "ФАКТУРА",
            "Номер:|0000099295",
            "Дата на издаване:|10.03.2026 г.",
            "ДОСТАВЧИК",
            "Тракия Логистик АД",
            "ЕИК:|624036320",
            "ДДС №: BG624036320",
            "Данъчна основа:|3 846,72 EUR",
            "ДДС 20 %:|769,34 EUR",
            "Сума за плащане:|4 616,06 EUR",
        ]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "document_number") == "0000099295"
    assert best(found, "invoice_date") == date(2026, 3, 10)
    assert best(found, "seller_name") == "Тракия Логистик АД"
    assert (best(found, "amount_wo_vat"), best(found, "vat_amount"), best(found, "amount_with_vat")) == (
        Decimal("3846.72"),
        Decimal("769.34"),
        Decimal("4616.06"),
    )


def test_a_date_under_a_register_codes_label_is_no_code() -> None:
    layout = make_layout(
        ["SAYIN", "MB „Nemuno krantas“", "Vergi No: LT100039262019", "Fatura Tarihi", "26-02-2026"]
    )
    found = extract_rules(layout, detailed=False).candidates
    assert best(found, "buyer_id") != "26-02-2026"
    assert best(found, "invoice_date") == date(2026, 2, 26)
