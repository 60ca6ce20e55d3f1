"""ISO 3166 countries with Lithuanian names (pycountry's iso3166-1 translations), LT first."""

import gettext
from functools import lru_cache

import pycountry

# Where pycountry's Lithuanian translation misspells a name: the names as the State Commission of the
# Lithuanian Language writes them.
CORRECTED = {
    "SX": "Sint Martenas (Nyderlandų dalis)",
    "MF": "Sen Martenas (Prancūzijos dalis)",
}


@lru_cache
def countries_lt() -> list[tuple[str, str]]:
    translation = gettext.translation("iso3166-1", pycountry.LOCALES_DIR, languages=["lt"])
    pairs = [
        (country.alpha_2, CORRECTED.get(country.alpha_2) or translation.gettext(country.name))
        for country in pycountry.countries
    ]
    pairs.sort(key=lambda pair: (pair[0] != "LT", _collation_key(pair[1])))
    return pairs


def is_country(code: str) -> bool:
    return pycountry.countries.get(alpha_2=code.upper()) is not None


LT_ALPHABET = "aąbcčdeęėfghiįyjklmnoprsštuųūvzž"


def _collation_key(name: str) -> list[int]:
    """Lithuanian alphabetical order (y sorts with i, letters with ogonek after their base)."""
    return [LT_ALPHABET.find(ch) if ch in LT_ALPHABET else 100 + ord(ch) for ch in name.lower()]
