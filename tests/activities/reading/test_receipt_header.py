"""The issuer's name and address at the head of a till receipt, which has no "Seller:" label."""

from decimal import Decimal

from activities.reading.rules import extract_rules
from tests.activities.reading.pages import make_layout


def header(lines: list[str]) -> tuple[object, object]:
    found = extract_rules(make_layout(lines), detailed=False, receipt=True).candidates
    name, address = found.best("seller_name"), found.best("seller_address")
    return (name.value if name else None, address.value if address else None)


def codes(lines: list[str]) -> tuple[object, object]:
    found = extract_rules(make_layout(lines), detailed=False, receipt=True).candidates
    code, vat = found.best("seller_id"), found.best("seller_vat_code")
    return (code.value if code else None, vat.value if vat else None)


def test_a_legal_form_on_the_line_under_the_name_ends_the_name() -> None:
    name, address = header(
        ["RESTORAN SRI MELAKA", "SDN BHD", "NO.50, JALAN BUKIT BINTANG,", "10200 GEORGE TOWN, PULAU PINANG."]
    )
    assert name == "RESTORAN SRI MELAKA SDN BHD"
    assert address == "NO.50, JALAN BUKIT BINTANG, 10200 GEORGE TOWN, PULAU PINANG."
    assert header(["KEDAI KOPI HONG KEE SDN", "BHD", "NO. 85, JALAN SS 2/24,", "40150 SHAH ALAM"])[0] == (
        "KEDAI KOPI HONG KEE SDN BHD"
    )


def test_the_address_ends_at_the_tax_number_or_the_date_under_it() -> None:
    lines = ["Sklep Pod Lipami Sp. z o.o.", "ul. Piotrkowska 125", "90-001 Łódź", "NIP 739-359-54-93"]
    assert (
        header([*lines, "2026-05-22 nr wydr.858969", "PARAGON FISKALNY"])[1]
        == "ul. Piotrkowska 125 90-001 Łódź"
    )
    no_postcode = ["SKLEP ABC", "ul. Długa 5", "2026-05-22 12:01", "PARAGON FISKALNY"]
    assert header(no_postcode)[1] == "ul. Długa 5"


def test_malaysian_register_and_gst_numbers_are_read_as_printed() -> None:
    head = ["NASI KANDAR PELITA", "JAYA SDN BHD", "(Co. Reg. No. 726732-X)", "NO.20, JALAN KUCHAI MAJU 3,"]
    assert codes([*head, "43300 SERI KEMBANGAN", "GST Reg. No: 001868589339", "TAX INVOICE"]) == (
        "726732-X",
        "001868589339",
    )
    # a centred head: the code lines are wider than the name and start left of it
    wide = [
        "        TRADING SDN BHD",
        "(ROC NO. 201501923156)",
        "        NO. 5, JALAN SS 2",
        "GST ID : 002655960876",
    ]
    assert codes(wide) == ("201501923156", "002655960876")
    # without a label, in brackets under the name
    bare = [
        "MINIMARKET BAIDURI SDN BHD",
        "(201001734845)",
        "NO.25, JALAN PUTERI 2/4,",
        "GST NO. 002936236646",
    ]
    assert codes(bare) == ("201001734845", "002936236646")
    assert codes([bare[0], "(1001734-K)", *bare[2:]])[0] == "1001734-K"


def test_registration_lines_under_the_name_are_not_the_address() -> None:
    name, address = header(
        [
            "DE LUXE CIRCLE FRESH MART SDN BHD",
            "(Mutiara Rini 16)",
            "Co Reg No:797887-W GST No:001507647488",
            "No.89&91,Jalan Utama,",
            "Taman Mutia Rini, 81300 Skudai, Johor.",
            "Tel:016-7780546",
        ]
    )
    assert name == "DE LUXE CIRCLE FRESH MART SDN BHD"
    assert address == "No.89&91,Jalan Utama, Taman Mutia Rini, 81300 Skudai, Johor."


def test_the_address_ends_one_line_after_its_postcode() -> None:
    _, address = header(
        [
            "BANH MI CAFE SDN BHD",
            "No.1 Jalan Puteri 7/10",
            "Bandar Puteri, 47100 Puchong",
            "Selangor, Malaysia",
            "GUEST CHECK",
            "Table A",
        ]
    )
    # lines joined as printed, as the receipt's own text runs on ("… 7/10 Bandar Puteri, …")
    assert address == "No.1 Jalan Puteri 7/10 Bandar Puteri, 47100 Puchong Selangor, Malaysia"


def test_a_lot_number_is_not_a_postcode_and_mukim_is_not_a_company_code_label() -> None:
    _, address = header(
        [
            "99 SPEED MART S/B (519537-X)",
            "LOT P.T. 33198, BATU 4",
            "JALAN KAPAR, MUKIM KAPAR",
            "42100 KLANG, SELANGOR",
            "GST ID. NO : 000181747712",
        ]
    )
    assert address == "LOT P.T. 33198, BATU 4 JALAN KAPAR, MUKIM KAPAR 42100 KLANG, SELANGOR"


def test_a_lithuanian_address_over_two_lines_takes_the_comma_before_its_postcode() -> None:
    _, address = header(
        ["UAB „Vėjo malūnas“", "Savanorių pr. 16", "LT-03116 Vilnius", "PVM kodas LT100001234567"]
    )
    assert address == "Savanorių pr. 16, LT-03116 Vilnius"


def test_the_owner_under_owned_by_is_not_the_shop_name() -> None:
    name, _ = header(
        [
            "SANYU STATIONERY SHOP",
            "NO. 31G&33G, JALAN SETIA INDAH X",
            "40170 SETIA ALAM",
            "Tel: +603-33624137",
            "Owned By :",
            "SANYU SUPPLY SDN BHD (1135772-K)",
        ]
    )
    assert name == "SANYU STATIONERY SHOP"


def test_a_name_on_two_lines_and_a_legal_form_glued_on_by_ocr() -> None:
    name, _ = header(
        ["THE COFFEE BEAN", "& TEA LEAF (M) SDN.BHD.", "Lot F36, First Floor", "81100 Johor Bahru"]
    )
    assert name == "THE COFFEE BEAN & TEA LEAF (M) SDN. BHD."
    name, _ = header(["UNIHAKKA INTERNATIONALSDNBHD", "12, Jalan Tampoi 7/4", "81200 Johor Bahru"])
    assert name == "UNIHAKKA INTERNATIONAL SDN BHD"
    name, _ = header(["Broadview Marketing 5dn Bhd (728384-M)", "No. 9-G, Jalan Dinar", "40150 Shah Alam"])
    assert name == "Broadview Marketing Sdn Bhd"


def test_a_footer_printed_above_the_name_is_skipped() -> None:
    name, address = header(
        [
            "Thank You. Please come again.",
            "Goods Sold Are Not Returnable.",
            "For feedback or complaint, please call: 011-31940284",
            "Segi Cash & Carry Sdn. Bhd",
            "(317041-W)",
            "PT17920, SEKSYEN U9,",
            "40150 SHAH ALAM,",
            "SELANGOR DARUL EHSAN.",
            "GST Reg. No. : 001951645696",
        ]
    )
    assert name == "Segi Cash & Carry Sdn. Bhd"
    assert address == "PT17920, SEKSYEN U9, 40150 SHAH ALAM, SELANGOR DARUL EHSAN."


def test_a_lithuanian_receipt_head() -> None:
    name, address = header(
        [
            'UAB "Rimi Lietuva"',
            "Įm. k. 123456715",
            "Spaudos g. 6-1, LT-05132 Vilnius",
            "PVM k. LT100001234567",
        ]
    )
    assert name == 'UAB "Rimi Lietuva"'
    assert address == "Spaudos g. 6-1, LT-05132 Vilnius"


def test_a_note_under_a_finished_address_ends_it_and_a_bracket_gets_its_space() -> None:
    name, address = header(
        [
            "GARDENIA BAKERIES(KL) SDN BHD",
            "LOT 1851-A & 1851-B, JALAN KPB 6",
            "43300 SERI KEMBANGAN, SELANGOR",
            "(GST ID No :000473792512)",
            "(SG WANG)",
            "SPONGE DISHES 6103#",
        ]
    )
    assert name == "GARDENIA BAKERIES (KL) SDN BHD"
    assert address == "LOT 1851-A & 1851-B, JALAN KPB 6 43300 SERI KEMBANGAN, SELANGOR"


def test_a_labelled_value_and_a_row_of_column_heads_are_not_the_issuer() -> None:
    name, _ = header(
        [
            "PAYMENT RECEIPT",
            "Guest Name: Sanjay|Date: 31/12/2017",
            "Hotel Details|@260:Check In|@360:Check Out|@460:Rooms",
            "OYO 4189 Resort Nanganallur,|@260:31/12/2017|@360:01/01/2018|@460:1",
            "25,Vembuliamman Koil Street, Chennai",
        ]
    )
    assert name == "OYO 4189 Resort Nanganallur"
    # OCR of a small scan parts the words of a name into segments: they are not columns
    name, _ = header(["@40:AB|@60:„Vėjo|@100:malūnas“", "Žirmūnų g. 15", "LT-68900 Marijampolė"])
    assert name == "AB „Vėjo malūnas“"


def test_trade_words_run_into_their_neighbours_by_ocr_are_parted() -> None:
    for printed, read in [
        ("GARDENIABAKERIES(KL)SDN BHD", "GARDENIA BAKERIES (KL) SDN BHD"),
        ("UNIHAKKAINTERNATIONAL SDN BHD", "UNIHAKKA INTERNATIONAL SDN BHD"),
        ("SANYU STATIONERYSHOP", "SANYU STATIONERY SHOP"),
        ("KEDAI TRADINGS ENTERPRISE", "KEDAI TRADINGS ENTERPRISE"),
    ]:
        name, _ = header([printed, "No. 9-G, Jalan Dinar", "40150 Shah Alam"])
        assert name == read


def test_a_shops_brand_above_its_quoted_legal_name_is_not_part_of_it() -> None:
    name, address = header(["ŪKIO KAMPELIS", "UAB „Ūkio kampelis“", "Liepų g. 75,", "LT-62374 Alytus"])
    assert name == "UAB „Ūkio kampelis“"
    assert address == "Liepų g. 75, LT-62374 Alytus"


def test_the_company_by_its_legal_form_under_a_brand_in_larger_print() -> None:
    latvian = [
        "PIE MĀJAS",
        '       SIA "PIE MĀJAS TIRDZNIECĪBA"',
        "           Reģ. Nr. 40006280849",
        "        PVN reģ. Nr. LV40006280849",
        "             Lielā iela 141,",
        "              Rīga, LV-1050",
        "              Veikals Nr. 82",
        "                   ČEKS",
    ]
    assert header(latvian) == ('SIA "PIE MĀJAS TIRDZNIECĪBA"', "Lielā iela 141, Rīga, LV-1050")
    singapore = [
        "        GOLDEN SPOON F&B PTE LTD",
        "       (Co. Reg. No. 200094190M)",
        "        GST Reg. No. 200094190M",
        "        Blk 852 Yishun Ring Road",
        "                 #01-38",
        "                S760852",
        "             ORDER NO. 268",
    ]
    assert header(singapore) == ("GOLDEN SPOON F&B PTE LTD", "Blk 852 Yishun Ring Road #01-38 S760852")
    assert codes(singapore) == ("200094190M", "200094190M")


def test_a_tax_number_with_letters_and_dashes_under_its_label() -> None:
    head = ["SELERA CITY FOOD MANAGEMENT SDN BHD", "Co. Reg. No: 37441-M", "SST REG NO : W10-1910-31845658"]
    assert codes([*head, "LOT 26-G, JALAN PUTERI 2/4,", "47100 PUCHONG,"]) == ("37441-M", "W10-1910-31845658")


def test_register_code_lines_a_slogan_and_opening_hours_stay_out_of_the_address() -> None:
    lines = [
        "Supilinna Toidukaubad OÜ",
        "Rg-kood 12314850",
        "KMKR nr: EE105305118",
        "šviežia kasdien",
        "Paldiski mnt 44, 10137 Tallinn",
        "Avatud E-P 7-23",
    ]
    assert header(lines) == ("Supilinna Toidukaubad OÜ", "Paldiski mnt 44, 10137 Tallinn")
    assert header(["UAB „Ryto kepyklėlė“", "Į. k. 174493085", "Vilniaus g. 8-32, LT-44643 Kaunas"])[1] == (
        "Vilniaus g. 8-32, LT-44643 Kaunas"
    )


def test_a_finnish_phone_line_ends_the_address_and_the_receipt_number_is_read() -> None:
    lines = ["Torikulman Kauppa Oy", "Isokatu 56 A", "90100 OULU", "puh. 010 584 3762", "Kuitti nro 054489"]
    assert header(lines)[1] == "Isokatu 56 A 90100 OULU"
    found = extract_rules(make_layout(lines), detailed=False, receipt=True).candidates
    number = found.best("document_number")
    assert number is not None and number.value == "054489"


def test_a_card_slip_printed_above_the_receipt_is_not_its_head() -> None:
    lines = [
        "KARTES MAKSĀJUMS",
        "Termināļa ID: C6F0B6AB",
        "Tirgotāja ID: 480204116",
        "MASTERCARD **** **** **** 3854",
        "AID: A0000000041010",
        "Pirkums .......... EUR 71.39",
        "Autorizācijas kods: 780658",
        "RRN: 660328080726",
        "PIN ievadīts",
        "DARĪJUMS APSTIPRINĀTS",
        "Klienta kopija",
        "- - - - - - - - - - - - - - - -",
        "Ceļa zvaigzne SIA",
        "Vien. reģ. Nr. 40007666456",
        "Cietokšņa iela 60, Daugavpils, LV-5401",
        "Čeka Nr.: 37370",
    ]
    assert header(lines) == ("Ceļa zvaigzne SIA", "Cietokšņa iela 60, Daugavpils, LV-5401")


def test_the_company_with_its_code_under_a_restaurants_brand_block_is_the_seller() -> None:
    lines = [
        'Restobaras "Dvaro kiemas"',
        "Rotušės a. 17, Klaipėda",
        "Tel. +370 656 29454",
        "----------------------------------------",
        'UAB "Dvaro virtuvė"',
        "Į/k 371555167",
        "PVM mokėtojo kodas LT100097524415",
        "Konstitucijos pr. 25, LT-91669 Klaipėda",
        "Kasos kvitas",
    ]
    assert header(lines) == ('UAB "Dvaro virtuvė"', "Konstitucijos pr. 25, LT-91669 Klaipėda")


def test_a_receipts_seller_label_before_a_first_name_is_the_cashier() -> None:
    lines = [
        "Torikulman Kauppa Oy",
        "Y-tunnus 3765600-3",
        "Itäkatu 66 B",
        "00930 Helsinki",
        "OMENA GRANNY SMITH|1,97",
        "Kuitti nro 001231|Kassa 1",
        "Myyjä: Tiina",
    ]
    assert header(lines)[0] == "Torikulman Kauppa Oy"


def test_a_brand_at_the_head_and_the_company_at_the_foot() -> None:
    lines = [
        "Café Hoffmann",
        "Filiale Friedrichstraße 8",
        "99423 Weimar",
        "Laugenbrezel|2,58 A",
        "Cappuccino groß|12,09 B",
        "Mineralwasser 0,5l|1,58 B",
        "SUMME|16,25",
        "EC-Cash|16,25",
        "A: enth. MwSt 7% v. 2,58 EUR",
        "|0,17",
        "B: enth. MwSt 19% v. 13,67 EUR",
        "|2,18",
        "MwSt gesamt|2,35",
        "Bon-Nr. 084208|Kasse 1",
        "16.05.2026|07:34",
        "Es bediente Sie: Sabine",
        "Bäckerei & Konditorei Hoffmann",
        "GmbH",
        "Schillerstraße 13",
        "99423 Weimar",
        "USt.-ID DE191419640",
    ]
    assert header(lines) == ("Bäckerei & Konditorei Hoffmann GmbH", "Schillerstraße 13 99423 Weimar")
    found = extract_rules(make_layout(lines), detailed=False, receipt=True).candidates
    assert found.best("amount_with_vat").value == Decimal("16.25")  # type: ignore[union-attr]
    assert found.best("vat_amount").value == Decimal("2.35")  # type: ignore[union-attr]


def test_a_company_at_the_foot_without_an_address_leaves_the_heads() -> None:
    lines = [
        "RANNAPOOD",
        "Mustamäe tee 104a, 10617 Tallinn",
        "Kviitung nr: 1162|Kassa 4",
        "23.11.2026 20:54",
        *[f"Toode {n}|1,00" for n in range(10)],
        "Ajakiri Kodukiri|8,84",
        "KOKKU|18,84",
        "Makstud kaardiga|18,84",
        "----------------------------------",
        "Rannapood AS",
        "Reg.kood 11080226",
        "KMKR nr EE108262779",
        "----------------------------------",
        "Kliendikaart ****9551",
        "Kogutud boonuspunkte: 3",
    ]
    assert header(lines) == ("Rannapood AS", "Mustamäe tee 104a, 10617 Tallinn")


def test_the_tills_ruled_line_ends_the_address() -> None:
    name, address = header(
        [
            "AB „Lietuvos paštas“",
            "Įmonės kodas 121215587",
            "Liepų g. 16, LT-91001 Klaipėda",
            "------------------------------------------------",
            "Langelis 6                  Operatorius: Rasa K.",
        ]
    )
    assert (name, address) == ("AB „Lietuvos paštas“", "Liepų g. 16, LT-91001 Klaipėda")
