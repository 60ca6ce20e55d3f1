"""Amounts, dates, percentages and currencies as invoices print them (lt-LT first, then foreign)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation

from babel.dates import get_month_names

CENT = Decimal("0.01")

_SPACES = "\u00a0\u2009\u202f\u2007"
_MINUS = "-\u2212\u2013"

# A number as printed: optional sign, digits grouped by space/NBSP/thin space, dot, comma or apostrophe,
# optional decimal part. Space grouping is accepted only before a decimal part, so that two numbers in
# neighbouring columns ("2 150") do not melt into one.
# a currency code may come glued on, with or without a dot: "RM1.38", "Rs.1939", "EUR12,00"
_GLUED = "".join(rf"|(?<=\b{code})|(?<=\b{code}\.)" for code in ("RM", "Rs", "EUR", "USD", "GBP", "PLN"))
AMOUNT_RE = re.compile(
    # a minus before the currency sign is the amount's: "-€299.70"
    rf"(?:(?<![\w.,/]){_GLUED})(?P<sign>[{_MINUS}]\s?(?:[€$£]\s?)?)?"
    r"(?P<num>"
    rf"\d{{1,3}}(?:[ {_SPACES}]\d{{3}})+[.,]\d{{1,4}}"
    r"|\d{1,3}(?:[.,']\d{3})+(?:[.,]\d{1,4})?"
    r"|\d+(?:[.,]\d{1,4})?"
    r")(?P<trail>-)?(?![\w]|[.,]\d)"
)


# Letters whose stroke is no combining mark, so NFKD leaves them whole: Polish "płatności" is "platnosci"
UNDECOMPOSED = str.maketrans("łđøħı", "ldohi")


def fold(text: str) -> str:
    """Lower-case without diacritics: OCR often drops them ("saskaita faktura")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(UNDECOMPOSED))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def parse_amount(text: str) -> Decimal | None:
    """'1 234,50 €', '1.234,50', '1,234.50', '-12,00', '(5.00)', 'EUR 7.60' → Decimal; else None."""
    cleaned = _strip_currency(text.strip())
    negative = False
    if cleaned.startswith("(") and cleaned.endswith(")"):
        negative, cleaned = True, cleaned[1:-1].strip()
    match = AMOUNT_RE.fullmatch(cleaned.replace(" ", " ").strip())
    if not match:
        return None
    value = number_value(match.group("num"))
    if value is None:
        return None
    if negative or match.group("sign") or match.group("trail"):
        value = -value
    return value


def number_value(digits: str) -> Decimal | None:
    """The numeric part of AMOUNT_RE: decides which separator is the decimal one."""
    compact = re.sub(rf"[ {_SPACES}']", "", digits)
    last_dot, last_comma = compact.rfind("."), compact.rfind(",")
    if last_dot >= 0 and last_comma >= 0:
        decimal_sep = "." if last_dot > last_comma else ","
    elif compact.count(".") > 1 or compact.count(",") > 1:
        decimal_sep = ""  # "1.234.567" — grouping only
    else:
        decimal_sep = "." if last_dot >= 0 else ("," if last_comma >= 0 else "")
    group_sep = {".": ",", ",": ".", "": ".,"}[decimal_sep]
    for sep in group_sep:
        compact = compact.replace(sep, "")
    if decimal_sep:
        compact = compact.replace(decimal_sep, ".")
    try:
        return Decimal(compact)
    except InvalidOperation:
        return None


_CURRENCY_WORDS = {
    "EUR": ("eur", "eurų", "eurai", "euro", "€"),
    "USD": ("usd", "us$", "$"),
    "GBP": ("gbp", "£"),
    "PLN": ("pln", "zł", "zl"),
    "CHF": ("chf",),
    "SEK": ("sek",),
    "NOK": ("nok",),
    "DKK": ("dkk",),
    "CZK": ("czk", "kč"),
    "RON": ("ron", "lei"),
    "INR": ("inr", "₹", "rs.", "rs"),
    "MYR": ("myr", "rm"),
    "SGD": ("sgd", "s$"),
    "RUB": ("rub", "₽"),
    "UAH": ("uah", "₴"),
    "JPY": ("jpy", "¥"),
}
_SYMBOL_CURRENCIES = {"€": "EUR", "$": "USD", "£": "GBP", "₹": "INR", "₽": "RUB", "₴": "UAH", "¥": "JPY"}
_CURRENCY_TOKEN = {word: code for code, words in _CURRENCY_WORDS.items() for word in words}
_CURRENCY_STRIP_RE = re.compile(
    r"(?i)(?:\b(?:eur|usd|gbp|pln|chf|sek|nok|dkk|czk|ron|lei|inr|myr|sgd|rm|rs\.?|zł|kč|eurai|eurų|us)\b|\bs\$|[€$£₹₽₴¥]|zł)"
)


def _strip_currency(text: str) -> str:
    return _CURRENCY_STRIP_RE.sub("", text).strip()


def currency_code(token: str) -> str | None:
    """'€' → 'EUR', 'Eur' → 'EUR', 'zł' → 'PLN'; None when the token is no currency."""
    clean = token.strip().strip(".,:;()").casefold()
    if clean.upper() in _CURRENCY_WORDS:
        return clean.upper()
    if clean in _CURRENCY_TOKEN:
        return _CURRENCY_TOKEN[clean]
    for symbol, code in _SYMBOL_CURRENCIES.items():
        if symbol in token:
            return code
    return None


def parse_percent(text: str) -> Decimal | None:
    """'21 %', '21%', '21,00 %', 'PVM 9%' → Decimal('21') …; only plausible VAT rates (0–30)."""
    match = re.search(r"(\d{1,2}(?:[.,]\d{1,2})?)\s?%", text) or re.fullmatch(
        r"\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*", text
    )
    if not match:
        return None
    value = number_value(match.group(1))
    if value is None or value > 30:
        return None
    return plain(value)


def plain(value: Decimal) -> Decimal:
    """The value without trailing zeros and without an exponent: "20,00" is 20, not Decimal("2E+1"), which
    exports would print as such."""
    return value.quantize(Decimal(1)) if value == value.to_integral() else value.normalize()


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT)


# --- dates -------------------------------------------------------------------------------------------

_MONTHS: dict[str, int] = {}


def _months(month_names: str) -> None:
    for number, names in enumerate(month_names.split(";"), start=1):
        for name in names.split(","):
            _MONTHS[fold(name.strip())] = number


def _cldr_months(locales: tuple[str, ...]) -> None:
    """Each month's full and short name in both the form a date takes and the name alone ("sausio" and
    "sausis", "18 de agosto", "5. März"), from CLDR; a name already known keeps its month."""
    for locale in locales:
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for number, name in get_month_names(width, context, locale).items():
                    _MONTHS.setdefault(fold(name.strip(".")), number)


# The languages of the suppliers and tills our users meet (CLDR locales).
SUPPLIER_LANGUAGES = (
    "lt", "en", "de", "de_AT", "pl", "lv", "et", "fr", "nl", "cs",
    "sk", "fi", "es", "it", "pt", "da", "sv", "nb", "sl", "hr", "ro", "hu", "el", "bg", "tr",
)  # fmt: skip
_cldr_months(SUPPLIER_LANGUAGES)
# Forms CLDR does not list: English "sept", Latvian "2026. gada 5. martā", Estonian "29. novembril"
_months("jan;feb;mar;apr;may;jun;jul;aug;sept;oct;nov;dec")
_months("janvārī;februārī;martā;aprīlī;maijā;jūnijā;jūlijā;augustā;septembrī;oktobrī;novembrī;decembrī")
_months(
    "jaanuaril;veebruaril;märtsil;aprillil;mail;juunil;juulil;augustil;septembril;oktoobril;novembril;"
    "detsembril"
)

_MONTH_WORD = r"(?P<month>[^\W\d_]{3,12})\.?"
_DATE_PATTERNS = [
    # 2026-03-05, 2026.03.05, 2026/03/05, 2026 03 05 (ISO order)
    re.compile(r"(?<!\d)(?P<y>(?:19|20)\d\d)\s?[-./]\s?(?P<m>\d{1,2})\s?[-./]\s?(?P<d>\d{1,2})(?!\d)"),
    # 05.03.2026, 05/03/2026, 05-03-2026, 5.3.26 (day first unless impossible); OCR may glue the time on
    # ("02/02/20177:31:08")
    re.compile(
        r"(?<![\d.])(?P<d>\d{1,2})\s?[./-]\s?(?P<m>\d{1,2})\s?[./-]\s?"
        r"(?P<y>(?:19|20)\d\d(?=\d{1,2}:\d\d)|(?:19|20)?\d\d(?!\d))"
    ),
    # 20260305 (CII format 102), only as a whole token
    re.compile(r"(?<!\d)(?P<y>20\d\d)(?P<m>[01]\d)(?P<d>[0-3]\d)(?!\d)"),
    # 2026 m. kovo 5 d.; 2018. gada 5. marts
    re.compile(
        r"(?P<y>(?:19|20)\d\d)\s*(?:m\.|metų|\.?\s*gada)?\s*(?:(?P<d0>\d{1,2})\.\s*)?"
        + _MONTH_WORD
        + r"\s*(?P<d>\d{1,2})?\s*(?:d\.)?",
        re.IGNORECASE,
    ),
    # 22 MAR 2018, 5. März 2018, 5 marca 2018, 22-Mar-2018, 18 de agosto de 2026, 1er mars 2026
    re.compile(
        r"(?<!\d)(?P<d>\d{1,2})(?:\.|st|nd|rd|th|er|º)?[\s-]*(?:de\s+)?"
        + _MONTH_WORD
        + r"[\s,-]*(?:del?\s+)?(?P<y>(?:19|20)\d\d)",
        re.I,
    ),
    # 29-Nov-26: a till's short year
    re.compile(r"(?<!\d)(?P<d>\d{1,2})-" + _MONTH_WORD + r"-(?P<y>\d\d)(?![\d:])", re.I),
    # March 5, 2018; Aug 3 2014; August 3 , 2014
    re.compile(_MONTH_WORD + r"\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?\s?,?\s+(?P<y>(?:19|20)\d\d)", re.I),
]


@dataclass(frozen=True)
class DateMatch:
    value: date
    start: int
    end: int


def find_dates(text: str) -> list[DateMatch]:
    """Every date printed in the text, in order; overlapping matches keep the first pattern's reading."""
    found: list[DateMatch] = []
    taken: list[tuple[int, int]] = []
    for pattern in _DATE_PATTERNS:
        position = 0
        while match := pattern.search(text, position):
            span = match.span()
            value = None
            if not any(span[0] < end and start < span[1] for start, end in taken):
                value = _date_from_match(match)
            if value:
                found.append(DateMatch(value, *span))
                taken.append(span)
                position = span[1]
            else:
                # "REG #19- 21/05/2018": the impossible "19-21/05" must not swallow the real date's day
                position = span[0] + 1
    return sorted(found, key=lambda m: m.start)


def parse_date(text: str) -> date | None:
    """The first date in the text, or None."""
    matches = find_dates(text)
    return matches[0].value if matches else None


def _date_from_match(match: re.Match[str]) -> date | None:
    groups = match.groupdict()
    if groups.get("month"):
        month = _MONTHS.get(fold(groups["month"]))
        day_text = groups.get("d") or groups.get("d0")
        if not month or not day_text:
            return None
        year = int(groups["y"])
        return _safe_date(year + 2000 if year < 100 else year, month, int(day_text))
    year, month, day = int(groups["y"]), int(groups["m"]), int(groups["d"])
    if year < 100:
        year += 2000
    if month > 12 >= day:
        month, day = day, month  # US month-first order, told apart only when the day is above 12
    return _safe_date(year, month, day)


def _safe_date(year: int, month: int, day: int) -> date | None:
    if not 1990 <= year <= 2100:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def find_amounts(text: str) -> Iterator[tuple[Decimal, int, int]]:
    """(value, start, end) for every number in the text."""
    for match in AMOUNT_RE.finditer(text):
        value = number_value(match.group("num"))
        if value is None:
            continue
        if match.group("sign") or match.group("trail"):
            value = -value
        yield value, match.start(), match.end()
