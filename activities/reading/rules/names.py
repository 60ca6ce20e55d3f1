"""Company names as OCR reads them: the usual misreadings of legal forms and words run together."""

from __future__ import annotations

import re

# OCR's readings of the legal form "Sdn Bhd" in till print: "SON BHD", "5dn Bhd", "Sdn.Rhd", "SDN 8HD"
_MISREAD_SDN_BHD = re.compile(r"(?i)\b[s5][do]n(\.?\s*)[br8]hd\b")
# Long words of shop names that OCR runs into their neighbours ("GARDENIABAKERIES", "STATIONERYSHOP").
_TRADE_WORD = re.compile(
    r"(?i)(international|bakeries|stationery|enterprise|trading|marketing|hardware|restaurant|supermarket)"
)


# The Lithuanian legal forms with "Į" as OCR without the letter reads them ("il", "II", "VŠI"), before the
# quoted name they always stand in front of.
_MISREAD_II = re.compile(r"^(?:[Iil1|][IlĮJ1|]|Į[Il1|])(?=\s*[„\"“])")
_MISREAD_VSI = re.compile(r"^V[šŠsS][IlĮJ1|](?=\s*[„\"“])")


def repaired_name(name: str) -> str:
    """The name with OCR's slips mended; a name read from a text layer passes unchanged."""
    name = _MISREAD_VSI.sub("VšĮ", _MISREAD_II.sub("IĮ", name))
    name = _MISREAD_SDN_BHD.sub(_sdn_bhd, name)
    name = re.sub(r"(?<=[^\W\d_])\(", " (", name)  # "BAKERIES(KL)": OCR drops the space before a bracket
    # OCR glues the legal form on: "INTERNATIONALSDNBHD", "(KL)SDN BHD"
    name = re.sub(r"(?i)(sdn\.?)(bhd)", r"\1 \2", name)
    name = re.sub(r"(?i)(?<=[^\s(])(sdn\.?\s+bhd)", r" \1", name)
    return re.sub(r"[^\W\d_]{7,}", _split_trade_word, name)


def _sdn_bhd(match: re.Match[str]) -> str:
    form = f"Sdn{match.group(1)}Bhd"
    return form.upper() if match.group(0).isupper() else form


def _split_trade_word(run: re.Match[str]) -> str:
    """A trade word inside a longer run of letters is a word of its own, when what is left on either side
    is a word too (three letters or more: "TRADINGS" stays whole)."""
    parts = _TRADE_WORD.sub(r" \1 ", run.group()).split()
    return " ".join(parts) if all(len(part) >= 3 for part in parts) else run.group()
