"""Invoice, credit note, receipt or unsuitable — from the title first, then the rest of the text."""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass

from activities.reading.identifiers import is_company_code, is_iban, is_vat_code
from activities.reading.layout import Layout, Line
from activities.reading.rules.parties import LEGAL_FORM
from activities.reading.types import Field

# Share of the first page's height where titles are printed.
TITLE_ZONE = 0.4
# A line this many times the page's usual print height is printed as a title.
PROMINENT = 1.2

INVOICE_WORDS = re.compile(
    r"saskait\w*[\s\-–]*faktur|\bsf\b|invoice|rechnung|\bfaktura\b|rekins|\barve\b|facture|factuur"
    r"|\bfattura\b|\bfactura\b|\bfatura\b|\blasku\b|\bszamla\b|\bfaktura\b|\bracun\b"
    r"|tax invoice"
    r"|pvm saskait|saskaita\b"
)
CREDIT_WORDS = re.compile(
    r"kreditin\w*|credit note|credit memo|creditnota|rechnungskorrektur|stornorechnung|gutschrift|korekta"
    r"|korygujac|kreditrekins|kreeditarve|\bavoir\b|grazinimo kvitas"
)
RECEIPT_WORDS = re.compile(
    r"kasos (?:kvitas|cekis)|\bkvitas\b|\bcekis\b|kuro cekis|\breceipt\b|kassenbon|kassenbeleg|paragon"
    r"|\bceks\b|\btsekk\b|kassakviitung|\bkviitung\b"
)
_RECEIPT_SIGNS = re.compile(
    r"\bgraza\b|moketa kortele|kasinink|\bka nr|cashier|\bchange\b|tendered|\bcash\b|terminal"
    r"|kvito nr|cekio nr"
)

# Documents a user may upload by mistake; their title decides even when "sąskaita" also appears.
UNSUITABLE: dict[str, tuple[re.Pattern[str], str]] = {
    "prepayment": (
        re.compile(
            r"isankstin\w*\s+(?:pvm\s+)?saskait|isankstinio apmokejimo|pro[\s\-]?forma|prepayment invoice"
            r"|advance invoice|vorauskasse|proformarechnung|anzahlungsrechnung|avansa rekins|ettemaksuarve"
        ),
        "Netinkamas dokumentas: tai išankstinė sąskaita (apmokėjimo prašymas), o ne PVM sąskaita faktūra.",
    ),
    "delivery_note": (
        re.compile(r"vaztarastis|delivery note|lieferschein|packing (?:slip|list)|dowod dostawy|saatekiri"),
        "Netinkamas dokumentas: tai važtaraštis, o ne sąskaita faktūra ar kvitas.",
    ),
    "payment_order": (
        re.compile(
            r"mokejimo (?:nurodymas|pavedimas)|payment order|uberweisungsauftrag|polecenie przelewu"
            r"|maksajuma uzdevums|maksekorraldus|payment confirmation"
        ),
        "Netinkamas dokumentas: tai mokėjimo nurodymas, o ne sąskaita faktūra ar kvitas.",
    ),
    "contract": (
        re.compile(
            r"^\s*(?:\w+\s+){0,3}(?:sutartis|sutarties|contract|agreement|vertrag|umowa|ligums|leping)\b"
        ),
        "Netinkamas dokumentas: tai sutartis, o ne sąskaita faktūra ar kvitas.",
    ),
    "offer": (
        re.compile(
            r"komercinis pasiulymas|\bpasiulymas\b|quotation|\bangebot\b|\boferta\b|piedavajums|pakkumine"
            r"|\bdevis\b"
        ),
        "Netinkamas dokumentas: tai komercinis pasiūlymas, o ne sąskaita faktūra ar kvitas.",
    ),
    "statement": (
        re.compile(r"saskaitos israsas|bank statement|kontoauszug|account statement|wyciag bankowy"),
        "Netinkamas dokumentas: tai sąskaitos išrašas, o ne sąskaita faktūra ar kvitas.",
    ),
}
EMPTY_REASON = "Nepavyko atpažinti dokumento: jame nerasta teksto."
UNKNOWN_REASON = "Netinkamas dokumentas: nerasta sąskaitos faktūros ar kvito požymių."


@dataclass(frozen=True)
class Classification:
    document_type: str
    confidence: float
    reason: str | None = None
    kind: str | None = None  # which unsuitable kind, for metrics


def title_lines(layout: Layout) -> list[Line]:
    if not layout.lines:
        return []
    first = layout.lines[0].page
    limit = layout.page_height(first) * TITLE_ZONE
    top = [line for line in layout.lines if line.page == first and line.box.y0 <= limit]
    # the largest print on the page is a title wherever it stands
    tallest = max(layout.lines[:60], key=lambda line: line.height)
    return top if tallest in top else [*top, tallest]


def classify(layout: Layout, *, has_amounts: bool) -> Classification:
    if not layout.lines:
        return Classification("unsuitable", 0.9, EMPTY_REASON, "empty")
    heads = title_lines(layout)
    title = "\n".join(line.folded for line in heads)
    body = layout.folded
    for kind, (pattern, reason) in UNSUITABLE.items():
        for at, head in enumerate(heads):
            line = head.folded
            found = pattern.search(line)
            # a line in larger print is a title whatever follows it; in body print it may cite the other
            if (
                found
                and not _invoice_despite(kind, f"{_title_before_a_dash(heads, at)} {line}")
                and not _referred(kind, line, title)
                and not (_cited(line, found) and head.height < PROMINENT * _print_size(layout))
                and not _caption_of_a_citation(heads, at, pattern)
            ):
                return Classification("unsuitable", 0.85, reason, kind)
    if CREDIT_WORDS.search(title):
        return Classification("credit_note", 0.9)
    narrow = till_roll(layout)
    if RECEIPT_WORDS.search(title) or (narrow and _RECEIPT_SIGNS.search(body)):
        return Classification("receipt", 0.85 if RECEIPT_WORDS.search(title) else 0.7)
    if INVOICE_WORDS.search(title):
        return Classification("invoice", 0.9)
    if _roll_shaped(layout) and has_amounts and not INVOICE_WORDS.search(body):
        return Classification("receipt", 0.6)  # a till's roll that names itself in no words we know
    if CREDIT_WORDS.search(body):
        return Classification("credit_note", 0.6)
    if _RECEIPT_SIGNS.search(body) and not INVOICE_WORDS.search(body):
        return Classification("receipt", 0.6)
    if INVOICE_WORDS.search(body) or has_amounts:
        return Classification("invoice", 0.55 if INVOICE_WORDS.search(body) else 0.4)
    return Classification("unsuitable", 0.6, UNKNOWN_REASON, "unknown")


# A title this sure ("PVM SĄSKAITA FAKTŪRA" at the head of the page) outweighs totals OCR could not read.
TITLED = 0.85
_TOTAL_FIELDS = ("amount_with_vat", "amount_wo_vat", "vat_amount")
_PARTY_CODES = ("seller_id", "seller_vat_code", "buyer_id", "buyer_vat_code")


def evidence(fields: dict[str, Field]) -> dict[str, bool]:
    """What makes an invoice or a receipt: an amount that is a total, a date, a party (a code that passes
    its checksum, or a name with a legal form)."""
    codes = [fields[name].value for name in _PARTY_CODES if name in fields]
    names = [fields[name].value for name in ("seller_name", "buyer_name") if name in fields]
    return {
        "total": any(name in fields for name in _TOTAL_FIELDS),
        "date": "invoice_date" in fields,
        "party": any(isinstance(c, str) and (is_company_code(c) or is_vat_code(c)) for c in codes)
        or any(isinstance(n, str) and LEGAL_FORM.search(n) for n in names)
        or ("seller_iban" in fields and is_iban(str(fields["seller_iban"].value))),
    }


def with_evidence(kind: Classification, fields: dict[str, Field]) -> Classification:
    """A page that merely mentions an invoice ("tai ne sąskaita…") without the evidence of one is
    unsuitable: it is not charged. Without a total only a titled document with a date and a party stays."""
    if kind.document_type == "unsuitable":
        return kind
    found = evidence(fields)
    if found["total"] or (kind.confidence >= TITLED and found["date"] and found["party"]):
        return kind
    return Classification("unsuitable", 0.7, UNKNOWN_REASON, "no_evidence")


# Kinds an invoice may also serve as, or be issued under.
_ALSO_AN_INVOICE = ("delivery_note", "contract", "offer")
# "Sutarties Nr. 15", "Contract no.", "Umowa nr": another document named by its number
_BY_NUMBER = re.compile(r"\b(?:nr|no|number|numeris|nummer|numer)\b\.?")


def _referred(kind: str, line: str, title: str) -> bool:
    """An invoice's head that names the contract, delivery note or offer it is issued under, by its number:
    a reference on an invoice, not the kind of the document."""
    return kind in _ALSO_AN_INVOICE and bool(INVOICE_WORDS.search(title) and _BY_NUMBER.search(line))


# "Delivery note: DN-2026-0415", "pagal pasiūlymą KP-15", "gemäß Angebot 2026/77": another document named by
# its code, or after a word that refers to it, is a reference on this one, not its title
# (its own number after "Nr." is a title's: "Mokėjimo nurodymas Nr. 55")
_CODE_AFTER = re.compile(
    r"^\W*(?!(?:nr|no|number|numeris|nummer|numer)\b)(?:[^\W\d_]{1,5}\W{0,2})?[\w./-]*\d"
)
_REFERRING = re.compile(
    r"(?:\bpagal|\bper|according to|based on|\bref\.?|\bre:|gema(?:ss|ß)|\blaut|\bzu|\bzgodnie z|\bsaskana ar"
    r"|\bvastavalt|\bsee|\bzr\.?)\W*(?:\w+\W+){0,2}$"
)


def _print_size(layout: Layout) -> float:
    return statistics.median(line.height for line in layout.lines)


def _cited(line: str, found: re.Match[str]) -> bool:
    return bool(_CODE_AFTER.match(line[found.end() :]) or _REFERRING.search(line[: found.start()]))


def _caption_of_a_citation(heads: list[Line], at: int, pattern: re.Pattern[str]) -> bool:
    """ "Delivery note" under "Važtaraštis | VZ 651190": a label's translation, under the line that cites the
    other document by its code."""
    if at == 0 or pattern.fullmatch(heads[at].folded.strip()) is None:
        return False
    above = heads[at - 1].folded
    found = pattern.search(above)
    return found is not None and _cited(above, found)


def _title_before_a_dash(heads: list[Line], at: int) -> str:
    """The words over a title that continue into it across a dash ("PVM SĄSKAITA FAKTŪRA –" over
    "VAŽTARAŠTIS"; OCR may set the dash on a line of its own): the nearest head line above with print over
    the title's, a column beside it left out."""
    title = heads[at].box
    dash = False
    for line in reversed(heads[:at]):
        if re.fullmatch(r"[-–—]+", line.folded.strip()):
            dash = True
            continue
        over = " ".join(s.folded for s in line.segments if s.box.x0 < title.x1 and title.x0 < s.box.x1)
        over = over.strip()
        if over:
            return over if dash or over.endswith(("-", "–", "—")) else ""
    return ""


def _invoice_despite(kind: str, line: str) -> bool:
    """ "PVM sąskaita faktūra – važtaraštis" is an invoice that also serves as a delivery note."""
    return kind in _ALSO_AN_INVOICE and bool(INVOICE_WORDS.search(line))


def till_roll(layout: Layout) -> bool:
    """A narrow page (or narrow print on a wide scan): a till's roll, laid out as a receipt."""
    width = layout.page_width(layout.lines[0].page)
    used = max(line.box.x1 for line in layout.lines) - min(line.box.x0 for line in layout.lines)
    return _roll_shaped(layout) or used < 0.45 * width


def _roll_shaped(layout: Layout) -> bool:
    """The page itself a till's roll (narrow print on a wide page may be a short letter as well)."""
    width = layout.page_width(layout.lines[0].page)
    return width < 300 or layout.page_height(layout.lines[0].page) > 1.8 * width


def language(layout: Layout) -> str:
    """A rough guess, enough to pick defaults (currency, number splitting)."""
    text = layout.folded
    scores = {
        "lt": len(
            re.findall(r"\bpvm\b|saskait|\bviso\b|\bkodas\b|pirkejas|pardavejas|\bvnt\b|\bkaina\b", text)
        ),
        "de": len(re.findall(r"rechnung|\bmwst\b|\bust\b|\bbetrag\b|\bdatum\b|\bsumme\b|\bmenge\b", text)),
        "pl": len(re.findall(r"faktura|\bnip\b|\bcena\b|\bilosc\b|\brazem\b|nabywca", text)),
        "lv": len(re.findall(r"rekins|\bpvn\b|\bkopa\b|\bsumma\b|pircejs", text)),
        "et": len(re.findall(r"\barve\b|kaibemaks|\bkokku\b|\bostja\b|\bmuuja\b", text)),
        "en": len(re.findall(r"invoice|\btotal\b|\bvat\b|\bqty\b|\bamount\b|\bdate\b", text)),
    }
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] else "unknown"
