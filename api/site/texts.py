"""Lithuanian texts of the site domain (ours)."""

CLICK_NAME_REQUIRED = "Nurodykite ad_name arba token (vieną iš jų)."
CLICK_NAME_INVALID = "Pavadinimas turi būti 1–64 simboliai: raidės, skaitmenys, _ . -"
