"""Turning what someone typed into a PostgreSQL prefix query that copes with Lithuanian.

PostgreSQL has no Lithuanian stemmer, so the stored vectors are unaccented words ('simple'
configuration over guide_unaccent) and each typed word becomes a prefix of its stem: the usual
endings are cut, accents dropped, and `:*` matches every other form ('sąskaitos' → 'saskait:*' finds
'sąskaita', 'sąskaitų'; 'silas' → 'sil:*' finds 'Šilas', 'Šilo')."""

import re
import unicodedata

# Noun, adjective and verb endings as fold() leaves them (ė → e, ų → u), longest first; one is cut
# per word.
ENDINGS = (
    "iuose", "uose", "iems", "iams", "ioms", "omis", "imis", "uoti", "inti", "ais", "oms", "ams",
    "ems", "ims", "ose", "ese", "ius", "iai", "iui", "iu", "ui", "ai", "ei", "as", "is", "ys", "us",
    "os", "es", "ti", "a", "e", "i", "o", "u", "y",
)  # fmt: skip
MIN_STEM = 3
MAX_WORDS = 8


def fold(text: str) -> str:
    """Lower case without accents, as guide_unaccent() stores the words."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def stem(word: str) -> str:
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            return word[: -len(ending)]
    return word


def prefix_query(typed: str) -> str | None:
    """A to_tsquery('simple', …) text in which every word must match as a prefix; None when nothing
    searchable was typed. Only [a-z0-9] reach the query, so no operator can be injected."""
    # One-letter words ('į', 'a') would match nearly every text.
    words = [word for word in re.findall(r"[a-z0-9]+", fold(typed)) if len(word) > 1][:MAX_WORDS]
    if not words:
        return None
    return " & ".join(f"{stem(word)}:*" for word in words)
