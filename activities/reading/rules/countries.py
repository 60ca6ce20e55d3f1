"""Countries by the names addresses print them under, in the languages of our users' suppliers."""

from __future__ import annotations

import re

from babel import Locale

from activities.reading.normalize import SUPPLIER_LANGUAGES

# The EU and EEA, and the other countries whose suppliers and tills our users meet. Iceland and Turkey stay
# out: "Island" and "Turkey" are words of English addresses and item names too.
_CODES = (
    "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT",
    "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK", "LI", "NO", "CH", "GB", "UA", "US", "CN",
    "MY", "SG", "IN",
)  # fmt: skip
# forms CLDR does not give
_OTHER_NAMES = {
    "usa": "US",
    "uk": "GB",
    "latvia republic": "LV",
    "éire": "IE",
    "česká republika": "CZ",
    "slovenská republika": "SK",
}
# names that are words of addresses too: Estonian "Norra" (Norway) is Swedish for "northern"
_NOT_NAMES = {"norra"}


def _names() -> dict[str, str]:
    """Each country's name, case-folded, in every language of our suppliers (CLDR, through Babel)."""
    names = dict(_OTHER_NAMES)
    for locale in SUPPLIER_LANGUAGES:
        territories = Locale.parse(locale).territories
        for code in _CODES:
            names.setdefault(territories[code].casefold(), code)
    return {name: code for name, code in names.items() if name not in _NOT_NAMES}


COUNTRIES = _names()
_NAMES = "|".join(re.escape(name) for name in sorted(COUNTRIES, key=len, reverse=True))
COUNTRY_NAME = re.compile(r"(?<![\w])(" + _NAMES + r")(?![\w])")
# The country at an address's end is the country field's, not the address's: "…, 40100 Jyväskylä, Finland",
# "… 42019 Scandiano (RE) – Italia", "…, 9000 Gent, Belgique / België"
_TRAILING_COUNTRY = re.compile(r"(?i)(?:(?:,|\s[-–—/])\s*(?:" + _NAMES + r")\.?)+$")


def without_country(address: str) -> str:
    return _TRAILING_COUNTRY.sub("", address)
