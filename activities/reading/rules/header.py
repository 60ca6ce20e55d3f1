"""Header fields: dates, series and number, order number, currency, cash payment."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from datetime import date

from activities.reading.identifiers import compact, find_identifiers, is_vat_code, valid_iban_prefix
from activities.reading.layout import Hit, Layout, Line, Segment
from activities.reading.normalize import currency_code, find_dates, fold
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import (
    RULE_LINE,
    Candidates,
    date_finder,
    labelled_values,
    text_after,
    value_after,
    with_translation,
)
from activities.reading.rules.keyvalue import keyed_values
from activities.reading.types import Box, FieldValue

# A document number: starts with a letter or digit, may hold - / . _ and must contain a digit.
_NUMBER_TOKEN = re.compile(r"[A-Za-z0-9ĄČĘĖĮŠŲŪŽąčęėįšųūž][\w\-/._]*")
_SERIES_NUMBER = re.compile(r"([A-ZĄČĘĖĮŠŲŪŽ]{1,6})[-\s/]?(\d{1,12}(?:-\d{1,12})*)")
_STOP_WORDS = {"data", "date", "vom", "from", "is", "iš", "of", "dated", "datum", "du", "z", "dd", "nuo"}
_LABEL_PUNCT = " :.#°-–"
_GENERIC_NUMBER = ("nr", "no", "number", "numeris", "n°", "c")


def header_candidates(layout: Layout) -> Candidates:
    found = Candidates.empty()
    _dates(layout, found)
    _series_and_number(layout, found)
    _order_number(layout, found)
    _currency(layout, found)
    _cash(layout, found)
    return found


def _dates(layout: Layout, found: Candidates) -> None:
    due = {id(f.segment): f for f in labelled_values(layout, v.DUE_DATE, date_finder)}
    operation = labelled_values(layout, v.OPERATION_DATE, date_finder)
    for item in due.values():
        found.add("due_date", item.value, item.confidence, item.box)
    for item in operation:
        found.add("operation_date", item.value, item.confidence * 0.95, item.box)
    taken = {(item.box, item.value) for item in [*due.values(), *operation]}
    for hit in layout.find(v.INVOICE_DATE):
        # ("Original Invoice Date": the label names the referred document itself)
        labelled = _text_before(hit) + hit.segment.folded[hit.start : hit.end]
        if _inside_other_label(hit) or _REFERRED_DOCUMENT.search(labelled):
            continue
        dated = value_after(layout, hit, date_finder)
        generic = hit.end - hit.start <= 5  # a bare "Data"/"Date"/"Datum"
        # "Invoice date / Date of supply": one date under both labels is the invoice's too
        both = not generic and bool(v.OPERATION_DATE.search(hit.segment.folded))
        if dated is None or ((dated.box, dated.value) in taken and not both):
            continue
        found.add("invoice_date", dated.value, dated.confidence * (0.8 if generic else 1.0), dated.box)
    _title_line_date(layout, found, taken)
    _unlabelled_date(layout, found, taken)
    _keyed_due_date(layout, found)
    _due_date_in_the_terms(layout, found)


# "Zahlbar binnen 10 Tagen ohne Abzug bis 09.04.2026", "Please pay within 14 days, by 12 May 2026": a sentence
# of payment terms naming the last day
_PAYMENT_WORD = re.compile(
    r"zahlbar|zahlung|uberweis|payable|payment|please pay|apmoket|moket|sumoket|betalbar|betaling|platn"
    r"|maksat|maksa"
    r"|tasuda|pagamento|pago|paiement|reglement|maksu"
    r"|erstatt|refund|gutschreib|grazin|zwrot|rembours|terugbeta"  # a credit note's refund by a day
)
_UNTIL = re.compile(
    r"(?<![\w])(?:bis(?: zum)?|until|by|iki|do|till|entro(?: il)?|hasta(?: el)?|avant le|voor|tot|asti)\s*$"
)


def _due_date_in_the_terms(layout: Layout, found: Candidates) -> None:
    issued = found.best("invoice_date")
    if issued is None or not isinstance(issued.value, date) or found.best("due_date"):
        return
    for line in layout.lines:
        if not _PAYMENT_WORD.search(line.folded):
            continue
        for segment in line.segments:
            for value, start, end in date_finder(segment.text):
                if not _UNTIL.search(segment.folded[:start]):
                    continue
                if 0 < (value - issued.value).days <= _LONGEST_TERM_DAYS:
                    confidence = 0.6 * segment.span_confidence(start, end)
                    found.add("due_date", value, confidence, segment.span_box(start, end))
                    return


# The document a credit note corrects, named before its own date: "zur Rechnung RE-5145 vom 01.01.2026",
# "Koreguojama sąskaita AB 123 (2026-01-05)", "to invoice 1042 of 2026-01-05"
_REFERRED_DOCUMENT = re.compile(
    r"zur? (?:rechnung|rg)|korrektur zu|storno zu|gutschrift zu|bezug|koreguojam|taisom|kreditavim"
    r"|korygowan|do faktury|to invoice|for invoice|original invoice|corrected invoice|refers to|viide arvele"
)
# A payment term longer than this is no payment term
_LONGEST_TERM_DAYS = 180


def _keyed_due_date(layout: Layout, found: Candidates) -> None:
    """A date under a key none of our labels name ("Płatne do", "Tasuda"), later than the invoice date
    and within a payment term of it, is the due date: the one date of a header that follows the issue.
    Dates under known keys are left to them (a delivery date may follow the issue too)."""
    issued = found.best("invoice_date")
    if issued is None or not isinstance(issued.value, date):
        return
    known = (v.INVOICE_DATE, v.DUE_DATE, v.OPERATION_DATE)
    for pair in keyed_values(layout, date_finder):
        if any(pattern.search(pair.key) for pattern in known) or not isinstance(pair.value, date):
            continue
        if 0 < (pair.value - issued.value).days <= _LONGEST_TERM_DAYS:
            found.add("due_date", pair.value, 0.6 * pair.confidence, pair.box)
            return


# What may stand between a title line's number and its date: "562044387 du ", "17, dated ", "2026/1 z dnia "
_NUMBER_THEN_DATED = re.compile(
    r"[\s:#.]*[\w\-/.]*\d[\w\-/.]*[\s,]+(?:(?:du|vom|dated|of|from|z dnia|z|van|del|nuo)[\s:]+)?$"
)


def _title_line_date(layout: Layout, found: Candidates, taken: set[tuple[Box, FieldValue]]) -> None:
    """ "Facture n° 562044387 du 02 Juillet 2015": the date printed right after the title's number."""
    for hit in layout.find(v.NUMBER):
        if not re.search(_TITLE_WORDS, hit.line.folded):
            continue
        for value, start, end in date_finder(hit.segment.text):
            box = hit.segment.span_box(start, end)
            if start >= hit.end and (box, value) not in taken:
                if _NUMBER_THEN_DATED.fullmatch(hit.segment.folded[hit.end : start]):
                    found.add("invoice_date", value, 0.85 * hit.segment.span_confidence(start, end), box)
                break


def _unlabelled_date(layout: Layout, found: Candidates, taken: set[tuple[Box, FieldValue]]) -> None:
    """No label: the first date near the top of the first page, else (receipts) the first date anywhere."""
    first_page = layout.lines[0].page if layout.lines else 0
    top = layout.page_height(first_page) * 0.45
    for line in layout.lines:
        for segment in line.segments:
            for value, start, end in date_finder(segment.text):
                box = segment.span_box(start, end)
                if (box, value) not in taken:
                    near_top = line.page == first_page and line.box.y0 <= top
                    found.add("invoice_date", value, 0.4 if near_top else 0.3, box)
                    return


def _text_before(hit: Hit) -> str:
    """The folded text of the hit's line before it."""
    earlier = itertools.takewhile(lambda segment: segment is not hit.segment, hit.line.segments)
    return "  ".join([*(segment.folded for segment in earlier), hit.segment.folded[: hit.start]])


def _inside_other_label(hit: Hit) -> bool:
    """'Data' inside 'Apmokėti iki data', 'Tiekimo data' … belongs to the other label."""
    before = hit.segment.folded[max(0, hit.start - 25) : hit.start]
    return bool(
        v.DUE_DATE.search(before + hit.segment.folded[hit.start : hit.end])
        or v.OPERATION_DATE.search(before + hit.segment.folded[hit.start : hit.end])
    )


# A segment of more words than this is a sentence, not a label and its value.
_SENTENCE_WORDS = 12


# A line naming the document this one corrects ("Koreguojama PVM sąskaita faktūra SF Nr. 08233", "zur
# Rechnung RE-2877"): its series and number are that document's.
_CORRECTED = re.compile(
    r"koreguojam|koreguot|pradin\w* (?:pvm )?saskait|original invoice|corrected invoice|credited invoice"
    r"|zur rechnung|korygowan|do faktury|korigej|parandatav|alkuperai|facture d.origine|rettifica"
    r"|factura rectificada|viide arvele"
)


# "Asmeninės sąskaitos Nr.", "Kliento sąskaitos Nr.": the number of a customer's or bank account, not of
# the invoice ("Kreditinės sąskaitos Nr." is a credit note's)
_ACCOUNT_OWNER = re.compile(
    r"(?:asmenines|atsiskaitomosios|einamosios|banko|kliento|abonento|gavejo|moketojo|mokejimo)\s+$"
)


def _series_and_number(layout: Layout, found: Candidates) -> None:
    for hit in layout.find(v.SERIES):
        if _CORRECTED.search(hit.line.folded):
            continue
        hit = with_translation(hit, v.SERIES)  # "Serija / Series KRV Nr. 68642"
        after = text_after(hit)
        if not after:
            continue
        segment, start, end = after
        token = _NUMBER_TOKEN.search(segment.text, start, end)
        if token and v.NUMBER.match(fold(token.group())) and segment is not hit.segment:
            _series_under(layout, hit, found)  # "Serie | Número | Fecha" over "EX | 02515 | …"
        elif (
            token
            and fold(token.group()).strip(_LABEL_PUNCT) not in ("nr", "no")
            and token.group() not in _AND
        ):
            box = segment.span_box(*token.span())
            found.add("document_series", token.group().upper(), 0.9, box)
    for hit in layout.find(v.NUMBER):
        hit = with_translation(hit, v.NUMBER)
        before = hit.segment.folded[: hit.start]
        if (
            (before and before[-1].isalnum())
            or _CORRECTED.search(hit.line.folded)
            or _ACCOUNT_OWNER.search(before)
        ):
            continue
        label = hit.segment.folded[hit.start : hit.end]
        # Czech "č."; "nr / No." in two languages
        generic = all(p.strip(_LABEL_PUNCT) in _GENERIC_NUMBER for p in re.split(r"[/|]", label))
        vat_series = generic and _VAT_SERIES.fullmatch(hit.segment.text[: hit.start])
        # "Serija TP Nr. 00368" names the document's number wherever it stands: a letter's title sits
        # below its letterhead and addressee, under the page's top third
        after_series = _SERIES_KEY.search(before)
        if generic and not (
            (_title_or_top(layout, hit) or after_series) and (_opens_a_number(hit) or vat_series)
        ):
            continue
        if v.VAT_CODE.match(hit.segment.folded[hit.end :].strip(_LABEL_PUNCT)):
            continue  # "N° TVA LT210087315": the number of a VAT code
        if len(hit.segment.folded.split()) > _SENTENCE_WORDS and not _title_or_top(layout, hit):
            continue  # "… (loi n° 80-335 du 12 mai 1980)": a number cited in a sentence of the small print
        number = _number_after(hit) or (None if generic else _number_under(layout, hit))
        if number is None:
            continue
        text, box = number
        if _account_after(hit) or is_vat_code(text) or (vat_series and not _SHORT_NUMBER.fullmatch(text)):
            continue  # "Sąskaitos Nr." in a bank's box is the account's number; "VAT No." OCR cut to "AT No."
        confidence = (0.7 if generic else 0.9) * (0.5 if _in_a_card_slip(layout, hit.line) else 1.0)
        explicit_series = _series_printed(hit.line.text[: hit.line.folded.find(label)])
        keyed_series = (
            _KEYED_SERIES.search(hit.segment.text[: hit.start]) or _leading_series(hit) or vat_series
        )
        if keyed_series:
            # "Ser. AB Nr. 035970": capitals between a key and the number's label are the series
            series_box = hit.segment.span_box(*keyed_series.span(1))
            found.add("document_series", keyed_series.group(1), confidence * 0.9, series_box)
            explicit_series = True
        split = _SERIES_NUMBER.fullmatch(text)
        if split and not explicit_series:
            series, digits = _zero_read_as_o(layout, hit, split.group(1), split.group(2), text)
            found.add("document_series", series, confidence * 0.9, box)
            found.add("document_number", digits, confidence * 0.9, box)
        else:
            found.add("document_number", text, confidence, box)
    _title_column_number(layout, found)
    _hash_number(layout, found)
    _number_after_the_title(layout, found)
    _number_under_the_title(layout, found)
    for hit in layout.find(v.BOOKING_NUMBER):
        booking = value_after(layout, hit, _number_finder)
        if booking:
            found.add("document_number", booking.value, 0.5 * booking.confidence, booking.box)


# A card terminal's slip printed on the till roll: its "Beleg-Nr." numbers the card payment, not the receipt
_CARD_SLIP = re.compile(
    r"terminal|trace|autori[sz]|\baid\b|\brrn\b|kartenzahlung|card payment|girocard|mastercard"
)


def _in_a_card_slip(layout: Layout, line: Line) -> bool:
    """The line's paragraph of the roll (between its rules, a few lines each way) names a card payment."""

    def paragraph(lines: list[Line]) -> list[Line]:
        out = [line]
        for other in lines:
            gap = abs(other.box.y0 - out[-1].box.y0) > 2 * line.height
            if other.page != line.page or gap or RULE_LINE.fullmatch(other.text):
                break
            out.append(other)
        return out

    above = paragraph(layout.lines[max(0, line.index - 6) : line.index][::-1])
    below = paragraph(layout.lines[line.index + 1 : line.index + 6])
    return any(_CARD_SLIP.search(other.folded) for other in above + below)


_SERIES_CELL = re.compile(r"[A-ZĄČĘĖĮŠŲŪŽ]{1,6}")


def _series_under(layout: Layout, hit: Hit, found: Candidates) -> None:
    """A series label heading its column in a row of labels, its value alone in the cell under it."""

    def capitals(text: str) -> list[tuple[str, int, int]]:
        cell = _SERIES_CELL.fullmatch(text.strip())
        return [(cell.group(), 0, len(text))] if cell else []

    under = value_after(layout, hit, capitals, max_segments=0)
    if under is not None and isinstance(under.value, str):
        found.add("document_series", under.value, 0.8, under.box)


def _zero_read_as_o(layout: Layout, hit: Hit, series: str, digits: str, text: str) -> tuple[str, str]:
    """A scan's "PRKO81584": OCR read the number's leading zero as the letter O, run into the series."""
    scanned = any(page.source == "ocr" for page in layout.pages if page.number == hit.line.page)
    if scanned and len(series) > 1 and series.endswith("O") and text.startswith(series + digits):
        return series[:-1], "0" + digits
    return series, digits


def _account_after(hit: Hit) -> bool:
    after = text_after(hit)
    return bool(after and valid_iban_prefix(compact(after[0].text[after[1] :])))


# "Serija ir Nr.", "Series and No.": the word joining two labels (in lower case, where a series is in
# capitals) is no series
_AND = ("ir", "and", "und", "i", "un", "ja", "et", "en")


def _series_printed(before: str) -> bool:
    """A series label with a value of its own before the number's label ("Serija AB Nr."), not one that
    labels the whole of "Serija ir Nr. AB-123"."""
    label = v.SERIES.search(fold(before))
    if label is None:
        return False
    return any(word not in _AND for word in re.findall(r"\w+", before[label.end() :]))


# Capitals after a key's abbreviation or colon, right before the number's label: "Ser. AB Nr.", "Serie: XY No"
_KEYED_SERIES = re.compile(r"[^\W\d_]+[.:]\s*([A-ZĄČĘĖĮŠŲŪŽ]{1,6})\s*$")
# Capitals alone before the label in its cell: "AB Nr. 21896" ("PVM SF Nr." is the title, "VAT invoice No.")
_LEADING_SERIES = re.compile(r"([A-ZĄČĘĖĮŠŲŪŽ]{1,6})")
_TITLE_ABBREVIATIONS = ("pvm", "sf", "vat", "fv", "inv")


# "PVM Nr." by the title labels the VAT code, but a number shorter than any code is the invoice's, in series
# "PVM" ("PVM SĄSKAITA FAKTŪRA … PVM Nr. 78498", paid as "PVM-78498")
_VAT_SERIES = re.compile(r"\s*(PVM)\s*")
_REGISTER_BEFORE = re.compile(rf"(?:{v.COMPANY_CODE.pattern})$")
_SERIES_KEY = re.compile(r"\b(?:serija|seria|serie)\W+[a-z]{1,6}\W*$")
_SHORT_NUMBER = re.compile(r"\d{1,8}")


def _leading_series(hit: Hit) -> re.Match[str] | None:
    """Capitals alone before a bare "Nr." in its cell ("AB Nr. 21896"), not a title's abbreviation. Only
    "Nr.": before "No." capitals are words of the label ("CASH BILL NO:", "GST NO."), not a series."""
    if hit.segment.folded[hit.start : hit.end].strip(_LABEL_PUNCT) != "nr":
        return None
    series = _LEADING_SERIES.fullmatch(hit.segment.text[: hit.start].strip())
    word = fold(series.group(1)) if series else ""
    return series if series and word not in _TITLE_ABBREVIATIONS and not _BARE_TITLE.fullmatch(word) else None


def _number_finder(text: str) -> list[tuple[str, int, int]]:
    """Tokens holding a digit that are not dates: "VF1005193039", "IBZY2087"."""
    dates = [(m.start, m.end) for m in find_dates(text)]
    results = []
    for token in _NUMBER_TOKEN.finditer(text):
        start, end = token.span()
        if any(c.isdigit() for c in token.group()) and not any(s < end and start < e for s, e in dates):
            results.append((token.group().strip("._-/").upper(), start, end))
    return results


def _title_column_number(layout: Layout, found: Candidates) -> None:
    """A row of column labels ("Klant | Order | Factuur datum | Factuur") with the number under the bare
    title word."""
    for line in layout.lines:
        if len(line.segments) < 3:
            continue
        for segment in line.segments:
            if _BARE_TITLE.fullmatch(segment.folded.strip(_LABEL_PUNCT)):
                hit = Hit(line, segment, 0, len(segment.text))
                number = value_after(layout, hit, _number_finder, max_segments=0)
                if number:
                    found.add("document_number", number.value, number.confidence, number.box)


def _head_lines(layout: Layout) -> Iterator[Line]:
    """The lines of the first page's top third, where a title's own number stands."""
    for line in layout.lines:
        if line.page != layout.lines[0].page or line.box.y1 > layout.page_height(line.page) / 3:
            return
        yield line


def _number_after_the_title(layout: Layout, found: Candidates) -> None:
    """The title with its number and no label ("Fatura FT 2026/507", "Rechnungskorrektur GS-38958"): below
    a labelled number, which says more."""
    for line in _head_lines(layout):
        for segment in line.segments:
            # the title read folded ("Čeks 42397"), what follows it as printed
            title = _TITLE.match(segment.folded, len(segment.text) - len(segment.text.lstrip()))
            end = len(segment.text.rstrip())
            titled = _AFTER_THE_TITLE.fullmatch(segment.text, title.end(), end) if title else None
            if titled is None or find_dates(titled.group("number")):
                continue
            box = segment.span_box(
                titled.start("series" if titled.group("series") else "number"), titled.end()
            )
            series, number = titled.group("series"), titled.group("number")
            split = None if series else _SERIES_NUMBER.fullmatch(number)
            if split:
                series, number = split.groups()
            if series:
                found.add("document_series", series, _TITLED_CONFIDENCE, box)
            found.add("document_number", number, _TITLED_CONFIDENCE, box)


_TITLED_CONFIDENCE = 0.6
_LONE_NUMBER = re.compile(r"[A-Z]{0,6}[-/]?\d[\w/.-]*")


def _number_under_the_title(layout: Layout, found: Candidates) -> None:
    """The title alone ("Számla / Invoice") over a number alone at its left edge ("BIA-2026-01276")."""
    for line in _head_lines(layout):
        for segment in line.segments:
            if not all(_BARE_TITLE.fullmatch(part.strip()) for part in re.split(r"[/|]", segment.folded)):
                continue
            cells = [
                cell
                for under in layout.lines[line.index + 1 : line.index + 4]
                if under.page == line.page and under.box.y0 - line.box.y1 < 2.5 * line.height
                for cell in under.segments
                if abs(cell.box.x0 - segment.box.x0) < 2 * line.height
            ]
            text = cells[0].text.strip() if cells else ""
            if _LONE_NUMBER.fullmatch(text) and not find_dates(text):
                found.add("document_number", text, 0.9 * _TITLED_CONFIDENCE, cells[0].box)


def _hash_number(layout: Layout, found: Candidates) -> None:
    """ "INVOICE" with "# 1042" beside or under it: the hash is the number's label."""
    for line in _head_lines(layout):
        previous = layout.lines[line.index - 1].folded if line.index else ""
        if not re.search(_TITLE_WORDS, line.folded + " " + previous):
            continue
        for number, segment in enumerate(line.segments):
            hash_sign = re.match(r"#\s*", segment.text)
            numbers = _number_finder(segment.text[hash_sign.end() :]) if hash_sign else []
            if hash_sign and numbers and numbers[0][1] == 0 and not _order_label(layout, line, number):
                start, end = hash_sign.end(), hash_sign.end() + numbers[0][2]
                found.add("document_number", numbers[0][0], 0.8, segment.span_box(start, end))


def _order_label(layout: Layout, line: Line, number: int) -> bool:
    """ "Užsakymo Nr." beside the "#452560" or right above it: the order's number, not the invoice's."""
    segment = line.segments[number]
    labels = [line.segments[number - 1].folded] if number else []
    if line.index:
        above = layout.lines[line.index - 1]
        labels += [
            s.folded for s in above.segments if s.box.x0 < segment.box.x1 and segment.box.x0 < s.box.x1
        ]
    return any(v.ORDER_NUMBER.search(label) for label in labels)


def _opens_a_number(hit: Hit) -> bool:
    """A bare "Nr." starts its segment or follows a series or a title, not "USt.-Id.-Nr.", "Reg. nr." or
    "PO Number"."""
    before = hit.segment.folded[: hit.start].strip(" .-:")
    if not before:
        return True
    if v.ORDER_NUMBER.search(hit.segment.folded[: hit.end]) or _REGISTER_BEFORE.search(before):
        return False  # "PO Number", "G.E.MI. No.": another thing's number
    # a series is printed in capitals ("AB Nr."): "pažyma Nr." numbers another document
    series = re.search(r"\b[A-ZĄČĘĖĮŠŲŪŽ]{1,6}$", hit.segment.text[: hit.start].strip(" .-:"))
    return bool(
        v.SERIES.search(before)
        or series
        or re.search(rf"(?:{_TITLE_WORDS}|\bsf|{_TITLE_TAILS})\w*\W*$|\(\d{{3}}\)$", before)
    ) and not (re.search(_NOT_OURS, before) and not v.SERIES.search(before))  # "Serija PVM Nr.": a series


# "USt-IdNr.", "Reg. Nr.", "HRB Nr.", "Tel. Nr.": numbers of other things
_NOT_OURS = r"(id|ust|pvm|vat|reg|hr[ab]|kodas|kodo|tel|fax|konto|account|iban)[\s.\-]*$"


_TITLE_WORDS = (
    r"saskait|faktur|invoice|rechnung|faktura|rekins|arve|facture|factuur|kvit|ceki|ceks|receipt|paragon|tsekk"
    r"|kviitung|kassenbon|lasku|fatura|fattura|szamla|saateleht"
)
# a title word whose first letter OCR lost at the page's edge ("nvoice No.")
_TITLE_TAILS = "|".join(rf"\b{word[1:]}" for word in _TITLE_WORDS.split("|") if len(word) >= 5)
_BARE_TITLE = re.compile(rf"(?:pvm )?(?:{_TITLE_WORDS})[a-z]*(?: faktura)?")
# "Fatura FT 2026/507", "FACTURA A-2026/118": the title, a series in capitals and the number, with no label
_TITLE = re.compile(rf"(?:pvm\s+)?(?:{_TITLE_WORDS})\w*")
_AFTER_THE_TITLE = re.compile(r"\s+(?:(?P<series>[A-Z]{1,4}\d{0,2})\s+)?(?P<number>[\w/.-]*\d[\w/.-]*)")


def _title_or_top(layout: Layout, hit: Hit) -> bool:
    """A bare "Nr." counts only in the title or the top third of the first page."""
    title = re.search(_TITLE_WORDS, hit.line.folded)
    top = hit.line.page == layout.lines[0].page and hit.line.box.y1 < layout.page_height(hit.line.page) / 3
    return bool(title) or top


def _number_under(layout: Layout, hit: Hit) -> tuple[str, Box] | None:
    """A label alone in its box with the number under it ("SĄSKAITOS NR." over "DS-30546"), in a row of
    such boxes: the label ends its segment and nothing follows it in its own cell. Only a label that says
    whose number it is: a bare "Nr." heads a table's row numbers as often."""
    if hit.segment.text[hit.end :].strip(_LABEL_PUNCT):
        return None
    found = value_after(layout, hit, _number_finder, max_segments=0)
    if found is None or not isinstance(found.value, str):
        return None
    return found.value, found.box


def _number_after(hit: Hit) -> tuple[str, Box] | None:
    after = text_after(hit)
    if not after:
        return None
    segment, start, end = after
    tokens = list(_NUMBER_TOKEN.finditer(segment.text, start, end))[:3]
    for i, token in enumerate(tokens):
        text = token.group().strip("._-/")
        if fold(text) in _STOP_WORDS:
            return None
        if i == 0 and text.isalpha() and not text.isupper() and not re.match(_TITLE_WORDS, fold(text)):
            return None  # "N° société 195679775", "Nr. kliento 123": the word names another thing's number
        if any(c.isdigit() for c in text):
            # "ABC 000123": a letters-only token right before the number is its series
            if i > 0 and tokens[i - 1].group().isalpha() and tokens[i - 1].group().isupper():
                prev = tokens[i - 1]
                return f"{prev.group()}{text}", segment.span_box(prev.start(), token.end())
            return text.upper(), segment.span_box(*token.span())
    return None


def _order_number(layout: Layout, found: Candidates) -> None:
    for hit in layout.find(v.ORDER_NUMBER):
        number = _number_after(hit)
        if number:
            found.add("order_number", number[0], 0.8, number[1])


_CURRENCY_TOKEN = re.compile(
    r"(?<![A-Za-z])(EUR|Eur|eur|USD|GBP|PLN|CHF|SEK|NOK|DKK|CZK|RON|INR|Rs\.?|MYR|SGD|RM|zł|Kč|€|S\$|\$|£|₹"
    # the Romanian leu by its word only after an amount or as a column's "-lei-": "lei" is Italian for "she"
    r"|(?<=\d )lei|(?<=-)lei(?=-))(?![A-Za-z])"
)


# An exchange rate stated for the tax authority ("Kurs średni NBP: 1 EUR = 4,3341 PLN … Net value in PLN:
# 6786,46 PLN"): the currency converted into is not the document's
_EXCHANGE_RATE = re.compile(r"\b(?:kurs\w*|exchange rate|wechselkurs\w*|arfolyam\w*|vahetuskurss\w*)\b")
_ONE_UNIT_IS = re.compile(r"(?<![\d.,])1\s?[A-Z]{3}\s?=\s?\d")  # "1 EUR = 4,3341 PLN"


def _exchange_rate_segments(layout: Layout) -> set[int]:
    """The segments (ids) of each paragraph that states an exchange rate: its own and those wrapped tight
    under it, at its left edge (a table beside may interleave its lines)."""
    out: set[int] = set()
    last: Segment | None = None
    for line in layout.lines:
        for segment in line.segments:
            wrapped = (
                last is not None
                and line.page == last.box.page
                and -0.3 * line.height <= segment.box.y0 - last.box.y1 < 0.6 * line.height
                and abs(segment.box.x0 - last.box.x0) < 2
            )
            if wrapped or _EXCHANGE_RATE.search(segment.folded) or _ONE_UNIT_IS.search(segment.text):
                out.add(id(segment))
                last = segment
    return out


def _currency(layout: Layout, found: Candidates) -> None:
    counts: dict[str, float] = {}
    boxes: dict[str, Box] = {}
    last: dict[str, int] = {}
    conversions = _exchange_rate_segments(layout)
    for line in layout.lines:
        for segment in line.segments:
            if id(segment) in conversions:
                continue
            for match in _CURRENCY_TOKEN.finditer(segment.text):
                code = currency_code(match.group())
                if code:
                    weight = 2 if re.search(r"\d", segment.text) else 1
                    # OCR takes an "S" or a "5" for a "$" now and then, a written code hardly ever
                    counts[code] = counts.get(code, 0) + (weight / 2 if match.group() == "$" else weight)
                    boxes.setdefault(code, segment.span_box(*match.span()))
                    last[code] = line.index
    codes = [] if counts else list(_vat_codes(layout))
    national = _national_currency(layout, codes) if codes else None
    if national is not None:
        code, box = national
        counts[code], boxes[code], last[code] = 1, box, 0
    if counts:
        # a tie goes to the currency printed last: the totals' ("£=1725,64" in a row, "13970,59 €" under it)
        code = max(counts, key=lambda c: (counts[c], last[c]))
        share = counts[code] / sum(counts.values())
        found.add("currency", code, min(0.95, 0.6 + 0.35 * share), boxes[code])
    elif re.search(r"pvm|saskait", layout.folded) or _euro_area(codes):
        # a Lithuanian document without a currency sign, or a shop's whose VAT code is of the euro area
        found.add("currency", "EUR", 0.5, None)


_KR = re.compile(r"(?<![^\W\d_])kr\.?(?![^\W\d_])")
# The currencies of EU and nearby countries outside the euro, by the prefix of the VAT codes printed
# ("kr" is the Swedish, Danish and Norwegian crown alike; a British till prints "£" or nothing at all)
_NATIONAL_CURRENCY = {
    "SE": "SEK",
    "DK": "DKK",
    "NO": "NOK",
    "GB": "GBP",
    "PL": "PLN",
    "CZ": "CZK",
    "HU": "HUF",
    "RO": "RON",
    "BG": "BGN",
}


_EURO_AREA = {
    "AT", "BE", "HR", "CY", "EE", "FI", "FR", "DE", "EL", "IE", "IT", "LV", "LT", "LU", "MT", "NL", "PT",
    "SK", "SI", "ES",
}  # fmt: skip


def _euro_area(codes: list[tuple[str, Box]]) -> bool:
    """Every valid VAT code the page prints is of a euro-area country."""
    prefixes = {code[:2] for code, _ in codes}
    return bool(prefixes) and prefixes <= _EURO_AREA


def _vat_codes(layout: Layout) -> Iterator[tuple[str, Box]]:
    """The valid VAT codes the page prints, each with its box."""
    for line in layout.lines:
        for segment in line.segments:
            for ident in find_identifiers(segment.text):
                if ident.kind == "vat_code" and ident.valid:
                    yield ident.value, segment.span_box(ident.start, ident.end)


def _national_currency(layout: Layout, codes: list[tuple[str, Box]]) -> tuple[str, Box] | None:
    """The one currency outside the euro whose country's VAT codes (``codes``) the page prints, where it
    prints no currency: pointed at the "kr" printed, else at the code."""
    found: dict[str, Box] = {}
    for code, box in codes:
        currency = _NATIONAL_CURRENCY.get(code[:2])
        if currency:
            found.setdefault(currency, box)
    if len(found) != 1:
        return None
    [(code, box)] = found.items()
    for line in layout.lines:
        for segment in line.segments:
            if kr := _KR.search(segment.text):
                return code, segment.span_box(*kr.span())
    return code, box


def _cash(layout: Layout, found: Candidates) -> None:
    cash = next(iter(layout.find(v.CASH)), None)
    card = next(iter(layout.find(v.CARD)), None)
    if cash and not card:
        found.add("paid_by_cash", True, 0.7, cash.box)
    elif card and not cash:
        found.add("paid_by_cash", False, 0.6, card.box)
