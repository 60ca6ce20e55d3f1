"""Document totals: net, VAT, gross, discounts and the VAT breakdown, chosen so that the sums agree."""

from __future__ import annotations

import dataclasses
import functools
import itertools
import re
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from activities.reading.layout import Hit, Layout, Line, Segment, fold_aligned
from activities.reading.normalize import currency_code, parse_percent
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import Candidates, amount_finder, opens_another_column, value_after
from activities.reading.types import Box, VatRate
from workflows.sums import EQUATION, taxes_part_of_the_net
from workflows.vat import ALL_RATES, KNOWN_RATES, LITHUANIAN_RATES, rate_of

# An amount printed without a total's label: taken only to complete net + VAT = gross at a valid rate.
PLAIN = 0.3
RECOVERED = 0.6
_PERCENT = re.compile(r"(\d{1,2}(?:[.,]\d{1,2})?)\s?%")
# OCR reads "21 %" as "21 96", "21 06" or "21 o/o"
_PERCENT_MISREAD = re.compile(r"(?<!\d)(\d{1,2})\s?(?:96|06|9%|o/o|°/o)(?!\d)")
_KINDS = {"net": v.NET_TOTAL, "vat": v.VAT_TOTAL, "gross": v.GROSS_TOTAL, "discount": v.DISCOUNT}


@dataclass(frozen=True)
class TotalCandidate:
    kind: str  # "net" | "vat" | "gross" | "discount_wo_vat" | "discount_with_vat"
    value: Decimal
    confidence: float
    box: Box | None
    order: int  # reading order: totals printed last are usually the final ones
    rate: Decimal | None = None
    derived: bool = False  # computed from the other totals, printed nowhere: no sum check can confirm it
    unlabelled: bool = False  # an amount printed elsewhere, taken because it completes the other two
    summary_row: bool = False  # a cell of a summary row under a table ("Iš viso | 777,03 | 108,51 | 885,54")


def totals_candidates(layout: Layout, skip_lines: set[int]) -> tuple[Candidates, list[VatRate]]:
    found: list[TotalCandidate] = []
    plain: list[TotalCandidate] = []
    for line in layout.lines:
        if line.index in skip_lines or v.IN_WORDS.search(line.folded):
            continue
        amounts_by_segment = _amounts_by_cell(line)
        found.extend(_line_totals(layout, line, amounts_by_segment))
        plain.extend(_plain_amounts(line, amounts_by_segment))
    found = _with_class_rates(layout, found)
    breakdown = _with_labelled_rates(_breakdown(layout, skip_lines), found)
    # "Prices include VAT", "inclusive of tax": VAT is in the total even where no VAT line is printed
    vat_mentioned = bool(breakdown) or bool(v.GROSS_HINT.search(layout.folded))
    outside_vat = bool(v.OUTSIDE_VAT.search(layout.folded))
    vat_included = bool(v.VAT_INCLUDED.search(layout.folded))
    out = _choose(found, breakdown, vat_mentioned, plain, outside_vat, vat_included)
    if any(page.source == "ocr" for page in layout.pages):
        _misread_rate(out)
    return out, breakdown


def _misread_rate(out: Candidates) -> None:
    """A scan's rate that OCR misread by one digit ("22 %" for "21 %"): the rate the net and VAT give
    instead. A rate further off is left as read, for the sums to flag."""
    rate, net, vat = out.best("vat_percent"), out.best("amount_wo_vat"), out.best("vat_amount")
    if rate is None or net is None or vat is None:
        return
    if not (isinstance(net.value, Decimal) and isinstance(vat.value, Decimal)):
        return
    explained = rate_of(net.value, vat.value)
    read, implied = str(rate.value), str(explained)
    one_digit = len(read) == len(implied) and sum(a != b for a, b in zip(read, implied, strict=True)) == 1
    if explained is not None and one_digit:
        out.add("vat_percent", explained, rate.confidence + 0.05, rate.box, rate.backing)


def _amounts_by_cell(line: Line) -> list[list[tuple[Decimal, int, int]]]:
    """Each cell's amounts, but for a rate whose "%" OCR spaced into the next cell ("PVM A 21,00 | %")."""
    cells = line.cells
    found = [amount_finder(cell.text) for cell in cells]
    for at, cell in enumerate(cells[:-1]):
        if cells[at + 1].text.lstrip().startswith("%"):
            last = len(cell.text.rstrip())
            found[at] = [amount for amount in found[at] if amount[2] != last]
    return found


# A till's VAT class: a capital letter standing alone before the rate it stands for ("A PVN 21,00%",
# "PTU A 23,00 %"), which the items and the per-class totals then carry ("Summa bez PVN A").
_CLASS_RATE = re.compile(r"(?<![^\W\d_])([A-G])(?![^\W\d_])[^%\d]{0,20}?(\d{1,2}(?:[.,]\d{1,2})?)\s?%")
_CLASS_AT_END = re.compile(r"(?<![^\W\d_])([A-G])\W*$")


def _with_class_rates(layout: Layout, found: list[TotalCandidate]) -> list[TotalCandidate]:
    """A total labelled with a VAT class and no rate ("Summa bez PVN A: 71,39") is that class's part."""
    classes: dict[str, Decimal] = {}
    for line in layout.lines:
        for match in _CLASS_RATE.finditer(line.text):
            rate = parse_percent(match.group(2) + "%")
            if rate in KNOWN_RATES:
                classes.setdefault(match.group(1), rate)
    if len(classes) < 2:
        return found
    out = []
    for candidate in found:
        if candidate.rate is None:
            letter = _CLASS_AT_END.search(_before_in_row(layout, candidate.box))
            if letter and letter.group(1) in classes:
                candidate = dataclasses.replace(candidate, rate=classes[letter.group(1)])
        out.append(candidate)
    return out


def _classify(label: str) -> tuple[str, int] | None:
    """The kind whose label matches the longest stretch of text (so "iš viso be PVM" is net)."""
    best: tuple[str, int] | None = None
    for kind, pattern in _KINDS.items():
        for match in pattern.finditer(label):
            length = match.end() - match.start()
            if best is None or length > best[1]:
                best = (kind, length)
    if best is None:
        return None
    kind, length = best
    if kind == "gross" and v.NET_HINT.search(label):
        kind = "net"
    elif kind == "vat" and v.NET_HINT.search(label) and not v.GROSS_HINT.search(label):
        kind = "net"  # "Be PVM" under a till's VAT line: the net
    elif kind in ("vat", "net") and v.GROSS_HINT.search(label) and not v.NET_HINT.search(label):
        kind = "gross" if kind == "vat" and not re.search(r"pvm suma|vat amount|tax amount", label) else kind
    if kind == "discount":
        kind = "discount_with_vat" if v.GROSS_HINT.search(label) else "discount_wo_vat"
    return kind, length


def _line_totals(
    layout: Layout, line: Line, amounts_by_segment: list[list[tuple[Decimal, int, int]]]
) -> list[TotalCandidate]:
    """Each amount in the line with the label text printed since the previous amount."""
    results = []
    label = ""
    for position, (segment, amounts) in enumerate(zip(line.cells, amounts_by_segment, strict=True)):
        if position and opens_another_column(line.cells[position - 1], segment, line):
            label = ""  # "… art. 42 ustawy o VAT | Wartość netto | 19 226,22": a remark's column, left
        cursor = 0
        for value, start, end in amounts:
            label += " " + segment.folded[cursor:start]
            cursor = end
            base = _BASE_BEFORE.search(label)
            if base:  # "VAT @ 23% on €15,250.97 | €3,507.72": the base the rate is taken on; the tax follows
                label = label[: base.start()]
                continue
            candidate = _candidate(label, value, segment, start, end, line)
            if candidate:
                results.append(candidate)
            if not _printed_as_total(segment.text, start, end):
                cursor = start  # a bare number ("PVM 21 %:" read as "PVM | 21 | %:") is part of its label
            elif candidate or re.search(r"[a-z]{3}", label):
                label = ""
        tail = segment.folded[cursor:]
        label += " " + tail
        # a label with no amount after it in its line heads a column of amounts
        column_head = not any(amounts_by_segment[position:])
        if column_head and _classify(tail) and not v.NOT_A_TOTAL.search(tail):
            results.extend(_below(layout, line, segment))
    return results + _sum_row(line, amounts_by_segment)


# a preposition before an amount in a rate's label: the amount is the base ("VAT 23% on €100.00",
# "PVM 21 % nuo 100,00", "MwSt. 19 % auf 100,00", "enth. MwSt 7% v. 2,58")
_BASE_BEFORE = re.compile(r"\d\s?%[^\d]*\b(?:on|of|from|nuo|von|v\.|auf|sur|uz|na|su|sobre)\s*[€$£]?\s*$")


def _plain_amounts(
    line: Line, amounts_by_segment: list[list[tuple[Decimal, int, int]]]
) -> list[TotalCandidate]:
    """Every amount printed with cents in the line, whatever its label says (or misreads)."""
    return [
        TotalCandidate("amount", value, PLAIN, segment.span_box(start, end), line.index)
        for segment, found in zip(line.cells, amounts_by_segment, strict=True)
        for value, start, end in found
        if _cents(segment.text, start, end)
    ]


def _sum_row(line: Line, amounts_by_segment: list[list[tuple[Decimal, int, int]]]) -> list[TotalCandidate]:
    """ "Razem: | 257,59 | 59,24 | 316,83": a totals row under a table's columns holds net, VAT and gross
    when they add up and the VAT is a plausible share of the net; a row of two amounts, a net and its
    VAT."""
    # the label: the cells before the first amount (OCR may part its words; a till's columns stand close,
    # so the label's own cell may hold the first amount too)
    label = ""
    for segment, found in zip(line.cells, amounts_by_segment, strict=True):
        label += " " + (segment.folded[: found[0][1]] if found else segment.folded)
        if found:
            break
    if not _classify(label) or v.NOT_A_TOTAL.search(label) or re.search(r"\d", label):
        return []
    amounts = [
        (value, segment.span_box(start, end))
        for segment, found in zip(line.cells, amounts_by_segment, strict=True)
        for value, start, end in found
        if _cents(segment.text, start, end)
    ]
    # in any order: a Latvian till's summary prints the gross first ("Kopā | 46,25 | 38,68 | 7,57")
    for (net, net_box), (vat, vat_box), (gross, gross_box) in itertools.permutations(amounts, 3):
        if net > 0 and 0 <= vat <= net * Decimal("0.3") and abs(net + vat - gross) <= EQUATION:
            return [
                TotalCandidate(kind, value, 0.8, box, line.index, summary_row=True)
                for kind, value, box in (
                    ("net", net, net_box),
                    ("vat", vat, vat_box),
                    ("gross", gross, gross_box),
                )
            ]
    if len(amounts) == 2 and _vat_share_possible(amounts[0][0], amounts[1][0]) and amounts[0][0] > 0:
        # "Total | 6 433,96 | 1 351,13" under the columns of the values and their VAT, the amount payable
        # on a line of its own: a net and its VAT, should a gross elsewhere make them add up
        return [
            TotalCandidate(kind, value, 0.6, box, line.index, summary_row=True)
            for kind, (value, box) in zip(("net", "vat"), amounts, strict=True)
        ]
    return []


# A document named with its number before an amount ("Mokėjimo paskirtis: PVM sąskaita faktūra Nr.
# 2606-0326445 | Suma: 60,73"): its "PVM" is the title's, no label of the VAT, nor its number a rate
_DOCUMENT_REFERENCE = re.compile(
    r"(?:pvm |vat )?(?:saskait\w* faktur\w*|invoice|faktur\w*(?: vat)?)\s+(?:nr|no)\b\.?\s*[\w/-]*\d[\w/-]*"
)


def _candidate(
    label: str, value: Decimal, segment: Segment, start: int, end: int, line: Line
) -> TotalCandidate | None:
    label = _DOCUMENT_REFERENCE.sub(" ", label)
    if v.NOT_A_TOTAL.search(label):
        return None
    kind = _classify(label)
    if kind is None:
        return None
    name, length = kind
    rate = _label_rate(label, name)
    if not _printed_as_total(segment.text, start, end):
        return None
    confidence = 0.85 if length >= 8 else 0.65
    box = segment.span_box(start, end)
    if name.startswith("discount"):
        value = abs(value)  # printed "-12,00" or "12,00": the discount is the same
    return TotalCandidate(
        name, value, confidence * segment.span_confidence(start, end), box, line.index, rate
    )


def _label_rate(label: str, kind: str) -> Decimal | None:
    percent = _PERCENT.search(label) or _PERCENT_MISREAD.search(label)
    if percent:
        return parse_percent(percent.group(1) + "%")
    if kind == "vat":
        # "PVM 21 94:", "Kwota VAT 21 4:": a VAT label's known rate with its percent sign misread as digits
        for number in re.finditer(r"(?<![\d.,])\d{1,2}(?![\d.,])", label):
            if Decimal(number.group()) in KNOWN_RATES:
                return Decimal(number.group())
        # "PVM 54:": the sign read as a digit run into the rate ("5%"), which no rate is, ending the label
        # (a law's section, "AVL 72 a §", is no rate)
        for number in re.finditer(r"(?<![\d.,])(\d{1,2})\d(?![\d.,])(?=\W*$)", label):
            rate = Decimal(number.group(1))
            if rate and rate in KNOWN_RATES and Decimal(number.group()) not in KNOWN_RATES:
                return rate
    return None


def _printed_as_total(text: str, start: int, end: int) -> bool:
    """Totals print cents or a currency: a bare "3" is a count, a rate, a misread or an identifier (an
    invoice number or a postal code under a "PVM" heading)."""
    return _cents(text, start, end) or _currency_beside(text, start, end)


def _cents(text: str, start: int, end: int) -> bool:
    return bool(re.search(r"[.,]\d{2}$", text[start:end]))


def _total_amounts(text: str) -> list[tuple[Decimal, int, int]]:
    return [
        (value, start, end)
        for value, start, end in amount_finder(text)
        if _printed_as_total(text, start, end)
    ]


def _currency_beside(text: str, start: int, end: int) -> bool:
    """ "Rs 1939", "€ 25", "25 EUR": a currency printed beside a whole number makes it an amount."""
    beside = text[:start].split()[-1:] + text[end:].split()[:1]
    return any(currency_code(word) for word in beside)


def _below(layout: Layout, line: Line, segment: Segment) -> list[TotalCandidate]:
    """A totals table: labels in one row, amounts under them. Labels run together in one segment
    ("Grondslag BTW bedrag") head a column each."""
    spans = _label_spans(segment.folded)
    labels = [Segment(segment.span_words(start, end)) for start, end in spans] if spans else [segment]
    results = []
    for label in labels:
        kind = _classify(label.folded)
        found = value_after(layout, Hit(line, label, 0, len(label.text)), _total_amounts, max_segments=0)
        if kind is not None and found is not None and isinstance(found.value, Decimal):
            if _labelled_in_its_row(layout, found.box):
                continue  # "USt. 0 %" over "Gesamtbetrag 5.242,66": the amount is its own label's
            # "Moms 6 % | Moms 12 %" over their amounts: each label's rate, where the amounts' row prints none
            rate = _row_rate(layout, found.box) or _label_rate(label.folded, kind[0])
            results.append(
                TotalCandidate(kind[0], found.value, 0.7 * found.confidence, found.box, line.index, rate)
            )
    return results


def _row_of(layout: Layout, box: Box | None) -> Line | None:
    if box is None:
        return None
    return next(
        (
            line
            for line in layout.lines
            if line.page == box.page and line.box.y0 <= box.center_y <= line.box.y1
        ),
        None,
    )


def _before_in_row(layout: Layout, box: Box | None) -> str:
    """The words printed left of ``box`` in its row."""
    row = _row_of(layout, box)
    if row is None or box is None:
        return ""
    return " ".join(w.text for w in row.words if w.box.x1 <= box.x0)


def _labelled_in_its_row(layout: Layout, box: Box | None) -> bool:
    """A totals label stands before the amount in the amount's own row."""
    return _classify(fold_aligned(_before_in_row(layout, box))) is not None


def _row_rate(layout: Layout, box: Box | None) -> Decimal | None:
    """The rate of the breakdown row an amount stands in ("21% | 593,86 | 124,71 | 718,57" under "PVM
    tarifas | Suma be PVM | PVM suma | Suma su PVM"): the amount is that rate's part of the document."""
    row = _row_of(layout, box)
    if row is None:
        return None
    rates = _rate_and_amounts(row.text)
    return rates[0][0] if len(rates) == 1 and _PERCENT.search(row.text) else None


def _label_spans(folded: str) -> list[tuple[int, int]]:
    """The totals labels filling a text, in order, when there are several (the longer wins an overlap)."""
    matches = sorted(
        (m.span() for pattern in _KINDS.values() for m in pattern.finditer(folded)), key=lambda s: s[0] - s[1]
    )
    spans: list[tuple[int, int]] = []
    for start, end in matches:
        if all(end <= s or e <= start for s, e in spans):
            spans.append((start, end))
    rest = "".join(c for i, c in enumerate(folded) if not any(s <= i < e for s, e in spans))
    return sorted(spans) if len(spans) > 1 and not rest.strip(" :%") else []


def _breakdown(layout: Layout, skip_lines: set[int]) -> list[VatRate]:
    """Rows "21 % | 100,00 | 21,00 [| 121,00]": a rate with a base and the tax on it; else a rate with the
    tax and the gross it is part of ("A | 21,00% | 0,51 | 2,92", a till's table without the base)."""
    rates: dict[Decimal, VatRate] = {}
    for line in layout.lines:
        if line.index in skip_lines or _percent_charge(line.folded):
            continue
        for rate, amounts in _rate_and_amounts(line.text) or _rate_by_arithmetic(line.text):
            row = (
                _base_and_tax(rate, amounts)
                or _tax_and_gross(rate, amounts)
                or _tax_lost_its_comma(rate, amounts)
            )
            if row is not None:
                rates.setdefault(rate, row)
    return sorted(rates.values(), key=lambda r: r.rate, reverse=True)


def _percent_charge(folded: str) -> bool:
    """A discount, surcharge or commission of a percentage of the sum ("Nuolaida 5 % 200,00 10,00"), named
    so and not VAT."""
    return bool(v.DISCOUNT.search(folded) or v.PERCENT_CHARGE.search(folded)) and not v.VAT_TOTAL.search(
        folded
    )


def _base_and_tax(rate: Decimal, amounts: list[Decimal]) -> VatRate | None:
    for base, tax in itertools.permutations(amounts, 2):
        if base and abs(base * rate / 100 - tax) <= EQUATION and (rate or tax == 0):
            return VatRate(rate, base, tax)
    return None


def _tax_and_gross(rate: Decimal, amounts: list[Decimal]) -> VatRate | None:
    for tax, gross in itertools.permutations(amounts, 2):
        if rate and tax and abs(gross * rate / (100 + rate) - tax) <= EQUATION:
            return VatRate(rate, gross - tax, tax)
    return None


def _tax_lost_its_comma(rate: Decimal, amounts: list[Decimal]) -> VatRate | None:
    """ "B 12% | 12,06 | 145 | 13,51": OCR dropped the tax's decimal comma; the base, the rate and the row's
    gross agree on 1,45."""
    for base, whole, gross in itertools.permutations(amounts, 3):
        tax = whole / 100
        of_the_base = abs(base * rate / 100 - tax) <= EQUATION
        if whole == whole.to_integral_value() and of_the_base and abs(base + tax - gross) <= EQUATION:
            return VatRate(rate, base, tax)
    return None


def _rate_by_arithmetic(text: str) -> list[tuple[Decimal, list[Decimal]]]:
    """A breakdown row whose rate OCR misread ("B 93 | 8,73 | 0,79 | 9,52" for 9 %): base, tax and their
    sum, the tax a known rate of the base, and no words beside them."""
    if re.search(r"[^\W\d_]{3,}", text):
        return []
    amounts = [value for value, start, end in amount_finder(text) if _cents(text, start, end)]
    for base, tax, gross in itertools.permutations(amounts, 3):
        rate = rate_of(base, tax) if base > 0 and tax > 0 else None
        if rate is not None and abs(base + tax - gross) <= EQUATION:
            return [(rate, [base, tax])]
    # "C 94 | 4,11 | 6,37 | 4,48": a digit of the tax misread too; the base and the gross give 0,37, 9 % of
    # the base, one digit from what was read
    for base, misread, gross in itertools.permutations(amounts, 3):
        tax = gross - base
        rate = rate_of(base, tax) if base > 0 and tax > 0 else None
        if rate is not None and _one_digit_apart(misread, tax):
            return [(rate, [base, tax])]
    return []


def _one_digit_apart(a: Decimal, b: Decimal) -> bool:
    first, second = f"{a:.2f}", f"{b:.2f}"
    return len(first) == len(second) and sum(x != y for x, y in zip(first, second, strict=True)) == 1


def _with_labelled_rates(breakdown: list[VatRate], found: list[TotalCandidate]) -> list[VatRate]:
    """The VAT printed per rate ("PVM 12 %: 0,91") is that rate's row of the breakdown where the table lacks
    it (OCR lost the row, or the page prints no table), base unknown: with several rates, the check then
    adds up every rate's tax."""
    known = {row.rate for row in breakdown}
    labelled = {
        c.rate: c.value for c in found if c.kind == "vat" and c.rate is not None and c.rate not in known
    }
    rows = breakdown + [VatRate(rate, None, vat) for rate, vat in labelled.items()]
    return sorted(rows, key=lambda r: r.rate, reverse=True) if len(rows) > 1 else breakdown


# a count, maybe its unit, a multiplication sign and a price
_TIMES = re.compile(r"\d\s*(?:[^\W\d_]{1,5}\.?\s*)?[x×*]\s*\d")


def _rate_and_amounts(text: str) -> list[tuple[Decimal, list[Decimal]]]:
    """The rate of a breakdown row: a percentage, else a whole number that is a known VAT rate ("21 | 41,31 |
    8,68"); with the row's other amounts."""
    percent = _PERCENT.search(text)
    if percent:
        rate = parse_percent(percent.group())
        rest = text[: percent.start()] + " " + text[percent.end() :]
        return [(rate, [a for a, _, _ in amount_finder(rest)])] if rate is not None else []
    if re.search(r"[^\W\d_]{3,}", text) and not v.VAT_TOTAL.search(fold_aligned(text)):
        # a bare number beside an item's name is its quantity ("Kava 10 | 220,27 | 2202,70"), not a rate
        return []
    if _TIMES.search(text):
        return []  # "10 m x 1,43   14,30": a count times a price, whose arithmetic a rate's mimics
    found = amount_finder(text)
    # a base and its tax are printed with cents: whole numbers beside a VAT word are a register code's
    # groups ("TVA … RCS Périgueux 025 628 611"), not a row
    money = [(a, s) for a, s, e in found if _cents(text, s, e)]
    options = []
    for value, start, end in found:
        if value in ALL_RATES and not re.search(r"[.,]", text[start:end]):
            options.append((value, [a for a, s in money if s != start]))
    return options


def _choose(
    found: list[TotalCandidate],
    breakdown: list[VatRate],
    vat_mentioned: bool,
    plain: list[TotalCandidate],
    outside_vat: bool = False,
    vat_included: bool = False,
) -> Candidates:
    """The labelled net, VAT and gross that add up; else two labelled ones and the amount printed on the
    page that completes them at a valid rate; else what can be derived."""
    out = Candidates.empty()
    by_kind: dict[str, list[TotalCandidate]] = {}
    for candidate in found:
        by_kind.setdefault(candidate.kind, []).append(candidate)
    _nets_under_their_rates(by_kind)
    _add_rate_sums(by_kind)
    if breakdown:
        total = sum((r.vat or Decimal(0) for r in breakdown), Decimal(0))
        by_kind.setdefault("vat", []).append(TotalCandidate("vat", total, 0.6, None, 0))
        if all(r.base is not None for r in breakdown):
            base = sum((r.base or Decimal(0) for r in breakdown), Decimal(0))
            by_kind.setdefault("net", []).append(TotalCandidate("net", base, 0.55, None, 0))
    triple = _consistent_triple(by_kind) or _in_plain_sight(
        by_kind, plain, _printed_rates(by_kind, breakdown)
    )
    if triple is not None:
        triple = _with_stated_gross(triple, by_kind, plain)
    if triple is None:
        if vat_included:
            _subtotals_with_vat(by_kind)
        _derive_missing(by_kind)
        if not vat_mentioned:
            _untaxed(by_kind, outside_vat)
        triple = _consistent_triple(by_kind)
    if triple:
        for member in triple:
            if member is not None:
                candidate = member
                out.add(
                    _FIELD[candidate.kind],
                    candidate.value,
                    min(0.99, candidate.confidence + 0.15),
                    candidate.box,
                    _backing(candidate),
                )
    for kind, candidates in by_kind.items():
        for candidate in candidates:
            # later totals win ties: a subtotal printed before the final total is less likely the answer
            recency = 0.02 * candidate.order / max(1, max(c.order for c in candidates))
            out.add(
                _FIELD[kind],
                candidate.value,
                candidate.confidence * 0.8 + recency,
                candidate.box,
                _backing(candidate),
            )
    _rates(out, by_kind, breakdown)
    return out


# How much surer a gross's label must be than the consistent one's to stand against it.
STATED_MARGIN = 0.1


def _with_stated_gross(
    triple: tuple[TotalCandidate | None, ...],
    by_kind: dict[str, list[TotalCandidate]],
    plain: list[TotalCandidate],
) -> tuple[TotalCandidate | None, ...]:
    """The page states the amount due under a surer label than the gross that adds up (which came from a
    table's column, a row's sum or an amount printed elsewhere): the stated one is the document's gross,
    and the sums that no longer agree are the page's own inconsistency to flag, not a value to correct.
    Unless what parts the two is printed too: a balance brought forward ("Nesumokėta skola 144,97"), which
    the amount due includes and the document's gross does not."""
    net, vat, gross, discount = triple
    stated = max(
        (
            c
            for c in by_kind.get("gross", [])
            if not (c.derived or c.unlabelled or c.summary_row) and c.rate is None
        ),
        key=lambda c: c.confidence,
        default=None,
    )
    if gross is None or stated is None or abs(stated.value - gross.value) <= EQUATION:
        return triple
    if stated.value == 0 and gross.value:
        return triple  # "Apmokėta kortele … Mokėtina suma 0,00": paid already, nothing left to pay
    # one rate's gross from a breakdown row, a summary row's, or an amount printed without a label, gives
    # way to any stated amount due (a scan's misread one is read again closer, closer.py)
    from_a_row = gross.rate is not None or gross.unlabelled or gross.summary_row
    if not from_a_row and stated.confidence < gross.confidence + STATED_MARGIN:
        return triple
    # "Razem: | 257,59 | 59,24 | 316,83": the label's first amount is the row's net, no amount due
    if any(member is not None and member.value == stated.value for member in (net, vat)):
        return triple
    # a labelled gross (not one rate's row: the untaxed rows make up the rest) short of the amount due by an
    # amount printed alone on its line, as a balance is beside its label (an item's row holds several)
    balance = stated.value - gross.value
    totals = {member.value for member in (net, vat, gross) if member is not None}
    per_line = Counter(c.order for c in plain)
    printed = any(abs(c.value - balance) <= EQUATION and per_line[c.order] == 1 for c in plain)
    if not from_a_row and balance not in totals and printed:
        return triple
    if printed and abs(balance) < CASH_ROUNDING:
        # "Zaokrouhlení 0,11", then "K úhradě hotově 554,00": cash rounding, no part of the gross
        return triple
    return (net, vat, stated, discount)


# A till rounds cash to whole units at most ("Zaokrouhlení 0,11"): less than half a unit.
CASH_ROUNDING = Decimal("0.5")


def _backing(candidate: TotalCandidate) -> str:
    return "none" if candidate.derived else "label"


def _in_plain_sight(
    by_kind: dict[str, list[TotalCandidate]], plain: list[TotalCandidate], printed_rates: set[Decimal]
) -> tuple[TotalCandidate | None, ...] | None:
    """Two labelled totals and, printed elsewhere on the page, the third that makes net + VAT = gross at a
    VAT rate the document allows ("PVM 21 %: 57,56" misread, or its label unreadable). The recovered
    amount joins its kind's candidates."""
    best: tuple[float, TotalCandidate, tuple[TotalCandidate, TotalCandidate, TotalCandidate]] | None = None
    for first, second, missing in (("net", "gross", "vat"), ("net", "vat", "gross"), ("vat", "gross", "net")):
        for a, b in itertools.product(_top(by_kind.get(first, []), 3), _top(by_kind.get(second, []), 3)):
            wanted = _third(missing, a.value, b.value)
            for amount in plain:
                if abs(amount.value - wanted) > EQUATION or amount.box in (a.box, b.box):
                    continue
                recovered = dataclasses.replace(amount, kind=missing, confidence=RECOVERED, unlabelled=True)
                members = {first: a, second: b, missing: recovered}
                triple = (members["net"], members["vat"], members["gross"])
                fit = _rate_fit(triple[0].value, triple[1].value, printed_rates)
                if fit is not None and (best is None or a.confidence + b.confidence + fit > best[0]):
                    best = (a.confidence + b.confidence + fit, recovered, triple)
    if best is None:
        return None
    _, chosen, members_of_best = best
    by_kind.setdefault(chosen.kind, []).append(chosen)
    return (*members_of_best, None)


def _third(missing: str, a: Decimal, b: Decimal) -> Decimal:
    """The total that completes net + VAT = gross, given the other two in (net, gross), (net, VAT) or
    (VAT, gross) order."""
    return a + b if missing == "gross" else b - a


def _rate_fit(net: Decimal, vat: Decimal, printed_rates: set[Decimal]) -> float | None:
    """How well VAT on net fits the rates: a rate the document prints, else a Lithuanian rate, else one
    seen abroad; None when none explains it (several printed rates: a share between them)."""
    if len(printed_rates) > 1:
        low, high = min(printed_rates), max(printed_rates)
        return 0.1 if net and low / 100 <= vat / net <= high / 100 else None
    if printed_rates:
        return 0.3 if rate_of(net, vat, tuple(printed_rates)) is not None else None
    if rate_of(net, vat, LITHUANIAN_RATES) is not None:
        return 0.2
    return 0.1 if rate_of(net, vat) is not None else None


def _nets_under_their_rates(by_kind: dict[str, list[TotalCandidate]]) -> None:
    """ "PVM A 21,00 % | 0,53" over "Be PVM | 2,50": a net printed on the line under a rate's VAT is that
    rate's net."""
    if "net" not in by_kind:
        return
    rates = {c.order: c.rate for c in by_kind.get("vat", []) if c.rate is not None}
    by_kind["net"] = [
        dataclasses.replace(c, rate=rates[c.order - 1]) if c.rate is None and c.order - 1 in rates else c
        for c in by_kind["net"]
    ]


def _add_rate_sums(by_kind: dict[str, list[TotalCandidate]]) -> None:
    """Totals labelled with a rate ("PVM 21 %: 21,00", "Total 6% supplies (Inc. GST): 30.52") are one rate's
    part of the document: with several rates, their sum is a candidate and the parts step back, so that
    one rate's own net + VAT = gross does not pass for the document's."""
    parts = {
        kind: {c.rate: c for c in by_kind.get(kind, []) if c.rate is not None}
        for kind in ("net", "vat", "gross")
    }
    zero = parts["net"].get(Decimal(0)) or parts["gross"].get(Decimal(0))
    if zero:
        # at 0 % there is no VAT: the one amount printed is that rate's net and gross alike
        parts["net"].setdefault(Decimal(0), zero)
        parts["gross"].setdefault(Decimal(0), zero)
    for kind, by_rate in parts.items():
        if len(by_rate) < 2:
            continue
        total = sum((c.value for c in by_rate.values()), Decimal(0))
        # the sum is printed nowhere as such: point at the lines it comes from
        boxes = [c.box for c in by_rate.values() if c.box is not None]
        box = functools.reduce(Box.union, boxes) if boxes and len({b.page for b in boxes}) == 1 else None
        order = max(c.order for c in by_rate.values())
        kept = [
            c if c.rate is None else dataclasses.replace(c, confidence=0.5 * c.confidence)
            for c in by_kind.get(kind, [])
        ]
        by_kind[kind] = [*kept, TotalCandidate(kind, total, 0.6, box, order)]


def _subtotals_with_vat(by_kind: dict[str, list[TotalCandidate]]) -> None:
    """Where the VAT is included in the prices, a "subtotal" as large as the gross holds the VAT too: it is
    no net (the net then follows from the gross less the VAT)."""
    grosses = {c.value for c in by_kind.get("gross", [])}
    if not any(c.value > 0 for c in by_kind.get("vat", [])):
        return
    kept = [c for c in by_kind.get("net", []) if c.value not in grosses]
    if kept:
        by_kind["net"] = kept
    else:
        by_kind.pop("net", None)


def _derive_missing(by_kind: dict[str, list[TotalCandidate]]) -> None:
    """One of net, VAT and gross unreadable (an OCR misread): the other two give it, with low confidence."""
    present = {
        kind: max(cands, key=lambda c: c.confidence)
        for kind in ("net", "vat", "gross")
        if (cands := by_kind.get(kind))
    }
    if len(present) != 2:
        return
    if "vat" not in present:
        value = present["gross"].value - present["net"].value
        if value >= 0:
            by_kind["vat"] = [TotalCandidate("vat", value, 0.4, None, 0, derived=True)]
    elif "net" not in present:
        gross, vat = present["gross"].value, present["vat"].value
        # a net of the other sign than the gross means a misread, not a net
        if gross * vat >= 0 and abs(vat) <= abs(gross):
            by_kind["net"] = [TotalCandidate("net", gross - vat, 0.4, None, 0, derived=True)]


def _untaxed(by_kind: dict[str, list[TotalCandidate]], outside_vat: bool) -> None:
    """A total and no VAT printed anywhere (a seller outside VAT, an export): the total is both net and gross,
    whichever of the two its label names ("Net Total : 21.00" on a till receipt is what was paid). The VAT
    is nil only where the seller says it is outside VAT: a till may leave the VAT in its total unprinted."""
    if by_kind.get("vat"):
        return
    for known, missing in (("gross", "net"), ("net", "gross")):
        if by_kind.get(known) and not by_kind.get(missing):
            total = max(by_kind[known], key=lambda c: c.confidence)
            by_kind[missing] = [
                TotalCandidate(missing, total.value, 0.35, total.box, total.order, derived=True)
            ]
            if outside_vat:
                by_kind["vat"] = [TotalCandidate("vat", Decimal(0), 0.35, None, total.order, derived=True)]
            return


_FIELD = {
    "net": "amount_wo_vat",
    "vat": "vat_amount",
    "gross": "amount_with_vat",
    "discount_wo_vat": "invoice_discount_wo_vat",
    "discount_with_vat": "invoice_discount_with_vat",
}


def _consistent_triple(
    by_kind: dict[str, list[TotalCandidate]],
) -> tuple[TotalCandidate | None, ...] | None:
    """The best-scoring net, VAT and gross with net (− discount) + VAT = gross."""
    nets = _top(by_kind.get("net", []))
    vats = _top(by_kind.get("vat", []))
    grosses = _top(by_kind.get("gross", []))
    discounts: list[TotalCandidate | None] = [None, *_top(by_kind.get("discount_wo_vat", []))]
    best, best_score = None, 0.0
    for net, vat, gross, discount in itertools.product(nets, vats, grosses, discounts):
        off = abs(discount.value) if discount else Decimal(0)
        if (gross.value == 0 and net.value == 0) or not _vat_share_possible(net.value - off, vat.value):
            continue
        if abs(net.value - off + vat.value - gross.value) <= EQUATION or (
            discount is None and abs(net.value + vat.value - gross.value) <= EQUATION
        ):
            score = (
                net.confidence + vat.confidence + gross.confidence + 0.01 * (net.order + gross.order) / 1000
            )
            if net.value != gross.value or vat.value == 0:
                score += 0.1
            if score > best_score:
                best, best_score = (net, vat, gross, discount), score
    return best


# The highest standard VAT rate in the EU (Hungary's 27 %): no VAT is a larger share of its net.
HIGHEST_RATE = Decimal("0.27")


def _vat_share_possible(net: Decimal, vat: Decimal) -> bool:
    """VAT of the net's sign and no more than the highest rate of it: two columns of a summary table that
    happen to add up ("8,73 + 20,16 = 28,89", the bases of two rates) are no net and VAT."""
    if vat == 0:
        return True
    return (net > 0) == (vat > 0) and abs(vat) <= HIGHEST_RATE * abs(net) + EQUATION


def _top(candidates: list[TotalCandidate], n: int = 8) -> list[TotalCandidate]:
    return sorted(candidates, key=lambda c: (-c.confidence, -c.order))[:n]


def _printed_rates(by_kind: dict[str, list[TotalCandidate]], breakdown: list[VatRate]) -> set[Decimal]:
    return {c.rate for c in by_kind.get("vat", []) if c.rate is not None} | {r.rate for r in breakdown}


def _rates(out: Candidates, by_kind: dict[str, list[TotalCandidate]], breakdown: list[VatRate]) -> None:
    rates = _printed_rates(by_kind, breakdown)
    vat = out.best("vat_amount")
    partial = (
        len(breakdown) == 1
        and breakdown[0].vat is not None
        and vat is not None
        and isinstance(vat.value, Decimal)
        and abs(breakdown[0].vat - vat.value) > EQUATION
    )
    net = out.best("amount_wo_vat")
    net_value = net.value if net is not None and isinstance(net.value, Decimal) else None
    rows = [{"rate": row.rate, "base": row.base} for row in breakdown]
    if len(rates) == 1 and (partial or taxes_part_of_the_net(net_value, rows)):
        # "12 % | 327,96 | 39,36" of a VAT of 50,81: another rate's row went unread; "A 21 % | 0,36 | 0,08" of
        # a net of 10,00: the rest of the net is exempt ("N Neapmok. | 9,64 | 0,00"); the rate is unknown
        return
    if len(rates) == 1:
        rate = rates.pop()
        box = next((c.box for c in by_kind.get("vat", []) if c.rate == rate), None)
        out.add("vat_percent", rate, 0.85, box)
        return
    if rates:
        return  # several rates: the document has no single VAT percentage
    if net and vat and isinstance(net.value, Decimal) and isinstance(vat.value, Decimal) and net.value:
        explained = rate_of(net.value, vat.value)
        if explained is not None:
            out.add("vat_percent", explained, 0.55, None, "none")  # the rate the two imply: printed nowhere
