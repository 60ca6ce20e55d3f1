"""Parties from the blocks around their codes: hand-made layouts, one rule each."""

from activities.reading.rules.common import Candidates
from activities.reading.rules.party_blocks import code_block_candidates
from tests.activities.reading.pages import make_layout
from workflows.contracts import OwnCompany


def best(found: Candidates) -> dict[str, tuple[object, str]]:
    return {name: (f.value, f.backing) for name in found.by_field if (f := found.best(name))}


def test_labelled_blocks_side_by_side_in_polish() -> None:
    layout = make_layout(
        [
            "FAKTURA VAT nr 12/2026",
            "",
            "Sprzedawca:|Nabywca:",
            "Kowalski Sp. z o.o.|Baltic Trade UAB",
            "ul. Długa 5|Gedimino pr. 1",
            "00-950 Warszawa|LT-01103 Vilnius",
            "NIP: PL5260001200|PVM kodas: LT100001919017",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["seller_vat_code"] == ("PL5260001200", "label")
    assert found["seller_name"] == ("Kowalski Sp. z o.o.", "label")
    assert found["seller_address"][0] == "ul. Długa 5, 00-950 Warszawa"
    assert found["buyer_vat_code"] == ("LT100001919017", "label")
    assert found["buyer_name"][0] == "Baltic Trade UAB"
    assert found["buyer_country_iso"][0] == "LT"


def test_latvian_and_estonian_labels_name_the_roles() -> None:
    layout = make_layout(
        [
            "Rēķins Nr. 5",
            "Pircējs: Ostja OÜ|Pārdevējs: SIA Rīgas Koks",
            "Tartu mnt. 10, Tallinn|Brīvības iela 3, Rīga",
            "KMKR EE100000007|PVN LV40003000002",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["seller_vat_code"] == ("LV40003000002", "label")
    assert found["seller_name"][0] == "SIA Rīgas Koks"
    assert found["buyer_vat_code"] == ("EE100000007", "label")
    assert found["buyer_name"][0] == "Ostja OÜ"


def test_a_label_above_a_boxed_block_names_it() -> None:
    layout = make_layout(
        [
            "@60:Käufer",
            "",
            "@60:Muster Handel GmbH",
            "@60:Hauptstraße 5",
            "@60:80333 München",
            "@60:USt-IdNr.: DE136695909",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["buyer_vat_code"] == ("DE136695909", "label")
    assert found["buyer_name"][0] == "Muster Handel GmbH"
    assert found["buyer_country_iso"][0] == "DE"


def test_without_labels_the_first_block_is_the_issuer_and_the_next_the_buyer() -> None:
    layout = make_layout(
        [
            "Alpha Consulting Ltd|INVOICE 2026-17",
            "1 High Street",
            "VAT: DE812345903",
            "",
            "",
            "Beta Robotics GmbH",
            "Ring 7, 10115 Berlin",
            "USt-IdNr. DE136695909",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["seller_vat_code"] == ("DE812345903", "position")
    assert found["seller_name"][0] == "Alpha Consulting Ltd"
    assert found["buyer_vat_code"] == ("DE136695909", "position")
    assert found["buyer_name"][0] == "Beta Robotics GmbH"


def test_the_users_own_company_takes_the_role_the_labels_left_open() -> None:
    lines = [
        "Pardavėjas: UAB Vėjas",
        "Įmonės kodas: 110053842",
        "",
        "",
        "MB Mano Įmonė",
        "Įmonės kodas 300000003",
    ]
    found = best(code_block_candidates(make_layout(lines), set(), OwnCompany(code="300000003")))
    assert found["seller_id"] == ("110053842", "label")
    assert found["buyer_id"] == ("300000003", "label")
    assert best(code_block_candidates(make_layout(lines), set()))["buyer_id"] == ("300000003", "position")


def test_a_number_that_passes_a_checksum_without_a_code_label_is_no_party() -> None:
    layout = make_layout(["Sąskaitos Nr. 110053842", "Data 2026-01-05"])
    assert best(code_block_candidates(layout, set())) == {}


def test_a_letterhead_repeated_in_the_footer_is_the_same_party() -> None:
    lines = ["Pardavėjas:", "UAB Vėjas", "Įm. kodas 110053842", *[""] * 50, "UAB Vėjas, įm. kodas 110053842"]
    found = code_block_candidates(make_layout(lines), set())
    assert {f.value for f in found.by_field["seller_id"]} == {"110053842"}
    assert "buyer_id" not in found.by_field


# No label names either side, and the user's company (the buyer) heads the page: the place alone would make
# it the seller. The account printed is the seller's: the one in the other block, or any but the user's own.
UNLABELLED_PURCHASE = [
    "MB Mano Įmonė|SĄSKAITA FAKTŪRA Nr. 17",
    "Įmonės kodas 300000003",
    "",
    "",
    "UAB Vėjas",
    "Įmonės kodas 110053842",
    "A. s. LT12 1000 0111 0100 1000",
]


def test_without_labels_the_users_company_is_the_buyer_when_the_other_side_is_paid() -> None:
    layout = make_layout(UNLABELLED_PURCHASE)
    assert best(code_block_candidates(layout, set()))["seller_id"] == ("300000003", "position")  # by place
    found = best(code_block_candidates(layout, set(), OwnCompany(code="300000003")))
    assert found["buyer_id"] == ("300000003", "position")
    assert found["seller_id"] == ("110053842", "position")
    assert found["seller_name"][0] == "UAB Vėjas"


def test_without_labels_the_users_own_account_makes_them_the_seller() -> None:
    lines = [
        "UAB Vėjas|SĄSKAITA FAKTŪRA Nr. 18",
        "Įmonės kodas 110053842",
        "",
        "",
        "MB Mano Įmonė",
        "Įmonės kodas 300000003",
        *[""] * 5,
        "Mokėti į sąskaitą LT60 1010 0123 4567 8901",
    ]
    mine = OwnCompany(code="300000003", iban="LT601010012345678901")
    found = best(code_block_candidates(make_layout(lines), set(), mine))
    assert found["seller_id"] == ("300000003", "position")
    assert found["buyer_id"] == ("110053842", "position")


def test_an_account_apart_from_the_parties_leaves_the_place_to_decide_when_the_profile_has_none() -> None:
    lines = [*UNLABELLED_PURCHASE[:6], *[""] * 5, "A. s. LT12 1000 0111 0100 1000"]
    found = best(code_block_candidates(make_layout(lines), set(), OwnCompany(code="300000003")))
    assert found["seller_id"] == ("300000003", "position")  # it may be the user's own second account
    with_iban = OwnCompany(code="300000003", iban="LT601010012345678901")
    assert best(code_block_candidates(make_layout(lines), set(), with_iban))["buyer_id"] == (
        "300000003",
        "position",
    )


def test_the_users_code_printed_apart_once_both_sides_are_labelled_changes_no_role() -> None:
    lines = [
        "Pardavėjas: UAB Vėjas|Pirkėjas: MB Mano Įmonė",
        "Įmonės kodas: 110053842|Įmonės kodas: 300000003",
        *[""] * 8,
        "MB Mano Įmonė, PVM kodas LT100001919017",
        "Mokėti į sąskaitą LT60 1010 0123 4567 8901",
    ]
    mine = OwnCompany(code="300000003", vat_code="LT100001919017", iban="LT601010012345678901")
    found = best(code_block_candidates(make_layout(lines), set(), mine))
    assert found["seller_id"] == ("110053842", "label")
    assert found["buyer_id"] == ("300000003", "label")


def test_czech_blocks_by_their_labels_with_a_street_named_without_a_word_for_street() -> None:
    layout = make_layout(
        [
            "FAKTURA – DAŇOVÝ DOKLAD",
            "DODAVATEL|ODBĚRATEL",
            "Plzeňská technika spol. s r.o.|UAB „Medžio namai“",
            "Pražská 552|Gedimino pr. 23",
            "530 02 Pardubice|LT-28279 Utena",
            "Česká republika|Litva / Lithuania",
            "IČ: 29494923 DIČ: CZ29494923|IČ: 389983759 DIČ: LT100088701712",
            "Společnost je zapsána v obchodním rejstříku vedeném Krajským soudem,",
            "oddíl C, vložka 33570.",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["seller_name"] == ("Plzeňská technika spol. s r.o.", "label")
    assert found["seller_vat_code"] == ("CZ29494923", "label")
    assert found["seller_address"][0] == "Pražská 552, 530 02 Pardubice"
    assert found["buyer_vat_code"] == ("LT100088701712", "label")


def test_the_buyers_vat_id_in_a_note_names_the_other_block_the_sellers() -> None:
    layout = make_layout(
        [
            "Hämeen Puutuote Oy",
            "LASKU / INVOICE",
            "Intra-Community supply of goods, VAT 0 %.",
            "Ostajan ALV-tunniste / Buyer's VAT ID: LT428546411",
            "",
            "",
            "Y-tunnus / Business ID 0576703-2",
            "ALV-numero / VAT no. FI05767032",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["buyer_vat_code"][0] == "LT428546411"
    assert found["seller_vat_code"][0] == "FI05767032"
    # in Dutch, under a reverse-charge note
    lines = [
        "Tulpenhandel B.V.",
        "BTW verlegd – intracommunautaire levering.",
        "BTW-nummer afnemer: LT428546411",
        "",
        "",
        "BTW-nummer NL728004197B01",
    ]
    found = best(code_block_candidates(make_layout(lines), set()))
    assert (found["buyer_vat_code"][0], found["seller_vat_code"][0]) == ("LT428546411", "NL728004197B01")


def test_a_foreign_register_code_in_a_code_block_is_read_by_its_label_unconfirmed() -> None:
    layout = make_layout(
        [
            "Hämeen Puutuote Oy",
            "LASKU / INVOICE",
            "",
            "",
            "Y-tunnus / Business ID 0576703-2",
            "ALV-numero / VAT no. FI05767032",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    assert found["seller_vat_code"][0] == "FI05767032"
    # no checksum of ours backs it: the backing stays the block's, never "checksum"
    assert found["seller_id"] == ("0576703-2", "position")


def test_a_footers_address_printed_beside_the_name_over_the_codes_is_the_partys() -> None:
    layout = make_layout(
        [
            "@40:MB „Ąžuolo baldai“|@300:Sąskaitos data 2026-03-18",
            "@40:Įmonės kodas 380358247",
            "@40:Liepų g. 108, LT-44125 Kaunas",
            "",
            "",
            "@40:AB „Upės akmuo“|@200:Savanorių pr. 78, LT-91544 Klaipėda|@420:Atsiskaitomoji sąskaita",
            "@40:Įmonės kodas 108512150|@200:Registruota Juridinių asmenų registre",
            "@40:PVM mokėtojo kodas LT992669710",
        ]
    )
    found = best(code_block_candidates(layout, set()))
    addresses = {found["buyer_address"][0], found["seller_address"][0]}
    assert addresses == {"Liepų g. 108, LT-44125 Kaunas", "Savanorių pr. 78, LT-91544 Klaipėda"}
    # another party's address beside the name is that party's, not this one's
    beside = make_layout(
        [
            "@300:MB „Ąžuolo baldai“",
            "@40:AB „Upės akmuo“|@300:Liepų g. 108, LT-44125 Kaunas",
            "@40:Įmonės kodas 108512150|@300:Įmonės kodas 380358247",
            "@40:PVM mokėtojo kodas LT992669710",
        ]
    )
    found = best(code_block_candidates(beside, set()))
    role = next(n.removesuffix("_name") for n in ("seller_name", "buyer_name") if "Upės" in found[n][0])
    assert f"{role}_address" not in found


def test_without_labels_or_accounts_a_letterhead_not_the_users_makes_the_user_the_buyer() -> None:
    # a supplier's letterhead over the user's company in the envelope window, the supplier's codes in the
    # footer: the page's first block is the user's, but the letterhead names another company
    lines = [
        "Van Dijk Plantenexport B.V.",
        "",
        "UAB Mano Įmonė",
        "Žirmūnų g. 101-29",
        "LT-68506 Vilnius",
        "BTW-nr.: LT100001919017",
        *[""] * 30,
        "KvK nr. 35441244",
        "BTW-nummer NL418694679B01",
    ]
    mine = OwnCompany(code=None, vat_code="LT100001919017")
    found = best(code_block_candidates(make_layout(lines), set(), mine))
    assert found["buyer_vat_code"] == ("LT100001919017", "position")
    assert found["seller_vat_code"] == ("NL418694679B01", "position")
    # headed by the user's own company, the same page is their sale
    lines[0] = "UAB Mano Įmonė"
    found = best(code_block_candidates(make_layout(lines), set(), mine))
    assert found["seller_vat_code"] == ("LT100001919017", "position")


def test_french_swedish_and_dutch_address_labels_name_the_buyer() -> None:
    for label in ("FACTURÉ À", "Adresse de facturation", "Fakturaadress", "Factuuradres"):
        layout = make_layout(
            [
                "Épicerie Fine Beaumont SARL",
                "N° TVA FR56025628611",
                "",
                label,
                "UAB „Ežerų turizmas“",
                "Savanorių pr. 55A",
                "LT-44926 Kaunas",
                "N° TVA intracom. : LT274114718",
            ]
        )
        found = best(code_block_candidates(layout, set()))
        assert found["buyer_vat_code"] == ("LT274114718", "label"), label
        assert found["buyer_name"][0] == "UAB „Ežerų turizmas“", label


def test_a_party_label_under_the_sellers_lines_opens_a_block_of_its_own() -> None:
    layout = make_layout(
        [
            "AB „Ūkio gėrybės“",
            "Vilniaus g. 69, LT-28165 Utena",
            "Įm. k. 183087048, PVM k. LT100028470315",
            "A. s. LT084010093030656935, Luminor Bank AS",
            "PIRKĖJAS",
            "UAB „Nemuno krantas“",
            "Įm. k. 103748480, PVM k. LT584732018",
        ]
    )
    found = code_block_candidates(layout, set(), OwnCompany("103748480", "LT584732018", None))
    assert found.best("seller_id").value == "183087048"
    assert found.best("buyer_id").value == "103748480"
