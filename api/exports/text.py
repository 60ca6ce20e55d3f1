"""Text clean-up shared by the exporters: one-line values, XML-safe characters, width limits and
transliteration into the windows-1257 code page Rivilė GAMA reads."""

import re
import unicodedata
from functools import lru_cache

# XML 1.0 refuses these; invoices read by OCR sometimes carry them.
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]")

_CYRILLIC = dict(zip("абвгдезийклмнопрстуфыэіґў", "abvgdeziyklmnoprstufyeigu", strict=True))
_CYRILLIC |= {"ё": "e", "ж": "zh", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": ""}
_CYRILLIC |= {"ь": "", "ю": "yu", "я": "ya", "ї": "yi", "є": "ye"}
_LIGATURES = {"œ": "oe", "Œ": "OE", "ı": "i", "ŀ": "l", "Ŀ": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H"}


def one_line(value: object) -> str:
    """A value as trimmed single-line text; None becomes empty."""
    if value is None:
        return ""
    text = str(value)
    if not text.isprintable():
        text = _CONTROL.sub("", text)
    return " ".join(text.split())


def clip(value: str, width: int) -> str:
    return value if len(value) <= width else value[:width].rstrip()


@lru_cache(maxsize=4096)
def _cp1257_char(char: str) -> str:
    try:
        char.encode("cp1257")
        return char
    except UnicodeEncodeError:
        pass
    if char in _LIGATURES:
        return _LIGATURES[char]
    lower = char.lower()
    if lower in _CYRILLIC:
        latin = _CYRILLIC[lower]
        return latin.capitalize() if char != lower else latin
    stripped = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    try:
        stripped.encode("cp1257")
        return stripped
    except UnicodeEncodeError:
        return "?"


def to_cp1257(value: str) -> str:
    """The text with every character windows-1257 cannot hold replaced by its closest Latin form
    (è → e, ж → zh), so GAMA shows a readable name instead of `?`."""
    try:
        value.encode("cp1257")
        return value
    except UnicodeEncodeError:
        return "".join(_cp1257_char(c) for c in value)


def ascii_upper_code(value: str) -> str:
    """Upper-case Latin letters and digits only (Finvalda refuses anything else in codes)."""
    latin = unicodedata.normalize("NFKD", value)
    return "".join(c for c in latin.upper() if c.isascii() and c.isalnum())
