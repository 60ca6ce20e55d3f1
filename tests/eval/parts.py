"""The evaluation's two parts: `tuning` (read it while changing the reading rules) and `unseen` (only
ever scored; the README and docs/accuracy.md quote it).

Corpus files: each source's files are ranked by the SHA-256 of their file name (stem) and every second one
is unseen, so a source splits in halves (the odd one out goes to tuning), the lists do not depend on the
order files are listed in, and a ZUGFeRD PDF is in the same part read with or without its XML.
Generated documents: one document per seed (`generator.generate_seeds`); the parts are disjoint seed
ranges, the scans are degraded copies of the first seeds of their part's range.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

PARTS = ("tuning", "unseen")
# The tuning part grew from 70 documents (35 scans) to 240 (120 scans) once the first 70 had been read
# so often that they no longer told a rule that generalises from one that fits them. The unseen part is
# unchanged. Its scans then grew from the first 120 seeds to all 240, for the same reason, and in session 24
# the part grew to 480 (seeds 1240–1479, scanned, read for the first time then), and in session 29 to 600
# (seeds 1480–1599: scans 98.5 % of header fields, 1 false alarm in 111, at their first reading).
GENERATED_SEEDS = {"tuning": range(1000, 1600), "unseen": range(500_000, 500_070)}
SCAN_COUNT = {"tuning": 600, "unseen": 35}


def corpus_parts(names: Iterable[str]) -> dict[str, str]:
    """File stem → part."""
    ranked = sorted(set(names), key=lambda name: hashlib.sha256(name.encode()).hexdigest())
    return {name: PARTS[rank % 2] for rank, name in enumerate(ranked)}


def in_part(names: Iterable[str], part: str) -> list[str]:
    """The names of one part, in their given order."""
    listed = list(names)
    parts = corpus_parts(listed)
    return [name for name in listed if parts[name] == part]


def generated_seeds(part: str, *, scans: bool) -> range:
    seeds = GENERATED_SEEDS[part]
    return seeds[: SCAN_COUNT[part]] if scans else seeds


# Browser-printed documents (tests/eval/printed): split by template, so that the unseen part's layouts are
# ones no rule was written against. Within each kind (lt_ Lithuanian invoices, eu_ foreign suppliers, rc_
# till receipts) the templates were ranked once by the SHA-256 of their names and every second one made
# unseen, as the corpus files are; lt_office_supplies, the example the others were written after, had been
# read while the source was built, so it is tuning and lt_freelancer_no_vat unseen in its stead. The lists
# are fixed here so that a template added later does not move the others. Session 25 added nine tuning
# templates (kinds of document and countries the first 13 lacked), written by hands that read neither the
# reader nor the unseen templates, and session 29 fourteen more (discount columns, quantity and unit in one
# cell, a credit memo with a table of both parties, a letter-like services invoice; Dutch, French, Swedish,
# Italian and Spanish suppliers; Estonian, Lithuanian, British and Finnish till receipts, a taxi's); the
# unseen list is unchanged.
PRINTED_TEMPLATES: dict[str, tuple[str, ...]] = {
    "tuning": (
        "lt_erp_grid",
        "lt_utility_bill",
        "lt_two_rates_boxed",
        "lt_eshop_order",
        "lt_office_supplies",
        "eu_pl_faktura",
        "eu_de_rechnung",
        "eu_de_gutschrift",
        "eu_en_saas",
        "rc_my_restaurant",
        "rc_pl_paragon",
        "rc_lt_supermarket",
        "rc_my_sroie_style",
        # session 25: further tuning templates, written apart from the reader
        "lt_individual_activity",
        "lt_rent_utilities",
        "lt_marketplace_commission",
        "eu_ie_invoice",
        "eu_fi_lasku",
        "eu_cz_faktura",
        "rc_lv_ceks",
        "rc_lt_hardware_store",
        "rc_sg_food_court",
        # session 29: a third round, written apart from the reader like the second
        "lt_wholesale_discount",
        "lt_transport_services",
        "eu_nl_factuur",
        "eu_fr_facture",
        "eu_se_faktura",
        "rc_ee_kviitung",
        "rc_lt_bakery",
        "rc_gb_shop",
        "lt_credit_memo",
        "lt_monthly_services",
        "eu_it_fattura",
        "eu_es_factura",
        "rc_fi_kuitti",
        "rc_lt_taxi",
        # session 30: a fourth round, written apart from the reader like the others
        "eu_dk_faktura",
        "eu_at_rechnung",
        "eu_pt_fatura",
        "rc_lt_restaurant",
        "rc_lv_degviela",
        "rc_pl_apteka",
        "lt_construction_works",
        "lt_hotel_stay",
        "lt_wholesale_food",
        # session 30, a fifth round the same way
        "lt_car_repair",
        "lt_telecom_bill",
        "lt_fuel_card_statement",
        "eu_be_facture",
        "eu_no_faktura",
        "eu_gb_invoice",
        "rc_de_baeckerei",
        "rc_se_kvitto",
        "rc_lt_parking",
        # session 31: a sixth round, written apart from the reader like the others
        "eu_lv_pavadzime",
        "eu_ee_teenused",
        "eu_pl_en_bilingual",
        "eu_de_innergemeinschaftlich",
        "eu_sk_faktura",
        "eu_hu_szamla",
        "rc_lt_clothing",
        "rc_lt_electronics",
        "rc_ee_apteek",
        "lt_multipage_parts",
        "lt_it_services_act",
        "lt_mb_simple_invoice",
        # session 31, a seventh round the same way
        "lt_return_credit_note",
        "lt_accounting_services",
        "lt_en_bilingual_export",
        "rc_lt_kiosk",
        "rc_lv_aptieka",
        "rc_pl_stacja",
        "eu_nl_en_goods",
        "eu_ch_rechnung",
        "eu_fi_en_services",
        # session 31, an eighth round the same way
        "rc_lt_vaistine",
        "rc_lt_kavine",
        "rc_de_supermarkt",
        "lt_energy_bill",
        "lt_insurance_invoice",
        "lt_cleaning_services",
        "eu_lv_services_en",
        "eu_ee_saateleht",
        "eu_de_kleinunternehmer",
        # session 32: a ninth round, written apart from the reader like the others
        "lt_exempt_medical_services",
        "lt_blank_form_invoice",
        "lt_equipment_rental",
        "rc_lt_ride_app",
        "rc_it_scontrino",
        "rc_cz_uctenka",
        "lt_legal_services",
        "eu_hr_racun",
        "rc_lt_diy_store",
        "eu_lu_marketplace",
        "eu_us_invoice",
        "eu_ro_factura",
        # session 32, a tenth round the same way
        "rc_es_factura_simplificada",
        "rc_fr_ticket",
        "rc_lt_gas_station_shop",
        "lt_freight_forwarding",
        "lt_pharma_wholesale",
        "lt_software_subscription",
        "eu_gr_timologio",
        "eu_cn_commercial_invoice",
        "eu_si_racun",
        # session 32, an eleventh round the same way
        "lt_used_car_margin",
        "lt_event_catering",
        "lt_municipal_heating",
        "eu_it_fattura_cortesia",
        "eu_de_handwerker",
        "eu_lt_en_contractor",
        "rc_lv_veikals",
        "rc_nl_kassabon",
        "rc_lt_bookstore",
        # session 33: a twelfth round, written apart from the reader like the others
        "lt_advance_deduction",
        "lt_book_distributor",
        "lt_security_services",
        "eu_bg_faktura",
        "eu_mt_invoice",
        "eu_fr_auto_entrepreneur",
        "rc_lt_car_wash",
        "rc_pl_restauracja",
        "rc_ee_restoran",
        "lt_courier_shipments",
        "lt_agro_supplies",
        "eu_ie_credit_note",
        # session 33, a thirteenth round the same way
        "lt_word_template_invoice",
        "lt_printing_house",
        "lt_waste_management",
        "eu_de_hotel_rechnung",
        "eu_tr_fatura",
        "eu_ee_kreeditarve",
        "rc_lt_post_office",
        "rc_de_tankstelle",
        "rc_lt_fast_food",
        "lt_water_supply",
        "lt_advertising_agency",
        "lt_scrap_metal_reverse",
        # session 33, a fourteenth round the same way
        "lt_consulting_milestones",
        "lt_delivery_notes_summary",
        "lt_rent_with_remarks",
        "eu_gb_services_simple",
        "eu_de_abschlag",
        "rc_lt_hardware_returns",
    ),
    "unseen": (
        "lt_long_multipage",
        "lt_services_act",
        "lt_credit_note",
        "lt_freelancer_no_vat",
        "eu_lv_rekins",
        "eu_en_goods_reverse",
        "eu_bilingual_lt_en",
        "eu_ee_arve",
        "rc_lt_pharmacy",
        "rc_lt_cafe",
        "rc_lt_fuel",
        "rc_de_kassenbon",
    ),
}
PRINTED_SEEDS = 6
PRINTED_SCANS = 3
