"""Receipt lines (kasos kvitas): "name … amount [tax letter]", with "qty x price" on the same or next line."""

from __future__ import annotations

import itertools
import re
from decimal import Decimal

from activities.reading.identifiers import find_identifiers
from activities.reading.layout import Layout, Line
from activities.reading.normalize import find_dates, fold, number_value, parse_percent
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import RULE_LINE, Candidates
from activities.reading.rules.names import repaired_name
from activities.reading.rules.parties import LEGAL_FORM, STREET, wrapped_name
from activities.reading.types import Field, LineItem

_TAX_LETTER = re.compile(
    r"(?<![\w])(?P<letter>[A-D])\s*(?:PVM|VAT)?\s*[=:]?\s*(?P<rate>\d{1,2}(?:[.,]\d{1,2})?)\s?%"
)
# Columns of a table stand further apart than words, in word heights.
COLUMN_GAP = 3
# a till's own lines among the items; whole words, so that "milteliai" is no "tel"
_SKIP = re.compile(
    r"(?i)\b(?:kvit|ceki|čeki|kasinink|kasa\b|ka nr|pvm\b|tarpine|nuolaida|data\b|laikas\b|tel\b|www)"
)


# A till receipt's head: the issuer, maybe its registration number, its address, then contacts or the title.
_HEAD_STOP = re.compile(
    r"(?i)\b(tel|t[aā]lr|puh|phone|fax|e-?mail|www|gst|vat|pvm|sst|receipt|kvitas|cekis|čekis|čeks|ceks|tšekk|kviitung"
    r"|paragon|kassenbon|kassabon|bonnr|beleg|nr|cashier|factura|ticket"
    r"|kasinink|table|order|bill|date|time|data|mobile|whatsapps?|h/p|hp|kodas"
    r"|nip|regon|ust|mwst|steuer\w*|pvn|kmkr|tva|btw|nif|cif|abn)\b|invoice\b|@|\b[įi]m\.?\s?k\b"
    r"|\+?\b0\d{1,2}-\d{3,4}\s?\d{3,4}\b"
)
_NOT_ADDRESS = re.compile(r"(?i)licensee|owned by|dimiliki|operated by|a member of|branch|cawangan")
_REGISTRATION = re.compile(
    r"(?i)^\(?\s*(?:co\.?\s*reg\.?\s*(?:no\.?)?|roc|company no\.?)?[\s:.]*"
    r"[\dA-Z]*\d[\dA-Z]*\s?-\s?[A-Z]\s*\)?$"
)
# Registration lines between the name and the address (company, VAT and GST numbers): skipped, not a stop.
_REGISTRATION_LINE = re.compile(
    r"(?i)\b(co\.?\s*reg|company no|roc no|re[gģ]\.?\s*n[or]|gst\s*(id|no|reg)|pvn|pvm|nip|vat|ust)"
    r"|\bįm\.?\s?k\b"
)
# a postcode before its town ("40150 Shah Alam", "LT-01103 Vilnius", "90-001 Łódź", "LV-1010 Rīga") or
# ending its line ("Jaya, 47800")
_POSTCODE = re.compile(
    r"(?<![\d-])(?:(?:LT-?\s?)?\d{5}|\d{2}-\d{3}|LV-?\s?\d{4})(?:\s*[^\W\d_]|\W*$)|(?<![\w-])S?\d{6}\W*$"
    r"|^\d{4} ?[A-Z]{2} [^\W\d_]"  # a Dutch postcode before its town: "5611 EN Eindhoven"
)
# A line of legal-form words alone ("SDN BHD", "BHD", "GmbH & Co. KG"): the end of the name above it.
_FORM_WORDS = re.compile(
    r"(?i)(?<![\w])(?:sdn|bhd|s/b|pte|pvt|ltd|limited|plc|llc|inc|corp|gmbh|co|kg|ag|uab|sia|oü|oy|\(m\))(?![\w])"
)
# A branch or owner's note in brackets under the name: "(Mutiara Rini 16)"
_BRACKETED = re.compile(r"^\(.*\)$")
# The company's register number in brackets under its name, without a label: "(201001734845)", "(1001734-K)"
# (a labelled one, "Co. Reg. No.", is read by its label)
_REGISTRATION_NUMBER = re.compile(r"^\(\s*(\d{6,12}(?:\s?-\s?[A-Z])?)\s*\)$")
_NOT_A_NAME = re.compile(
    r"(?i)thank|welcome|please|come again|receipt|invoice|kvitas|čekis|cekis|goods sold|returnable|refundable"
    r"|feedback|complaint|voucher|error|warning|^\W*$"
    r"|^[^\W\d_]+(?: [^\W\d_]+)? ?:\s*\S"  # a labelled value: "Guest Name: Sanjay", "Kasininkas: Ona"
)
# Legal forms may come glued to the name by OCR ("INTERNATIONALSDNBHD"), so "sdn bhd" needs no word start.
_BUSINESS = re.compile(
    r"(?i)sdn\.?\s*bhd\b|\b(sdn|s/b|bhd|enterprise|trading|restoran|restaurant|stationery|mart|bakeries"
    r"|marketing|hardware|store|shop|cafe|uab|mb|ab|iį|ii|všį)\b"
)


# A card terminal's slip, printed above the till's receipt on some rolls
_CARD_SLIP = re.compile(
    r"termin|autori[sz]|\bpin\b|visa|mastercard|maestro|\*{4}|\baid\b|\brrn\b|kartes maksajums|card payment"
    r"|kortele|copy|kopija|eksemplars|approved|apstiprinats|patvirtinta|hyvaksytty"
)


def _after_a_card_slip(lines: list[Line]) -> list[Line]:
    """The roll's lines after a card slip that opens it: the slip ends at the first wide gap or rule after
    its last line that names the card, before any company's name."""
    if not any(_CARD_SLIP.search(line.folded) for line in lines[:3]):
        return lines
    last = 0
    for at, line in enumerate(lines[:20]):
        if LEGAL_FORM.search(line.text):
            break
        if _CARD_SLIP.search(line.folded):
            last = at
    for at in range(last, len(lines) - 1):
        rule = RULE_LINE.fullmatch(lines[at].text)
        if rule or lines[at + 1].box.y0 - lines[at].box.y1 > 1.5 * lines[at].height:
            return lines[at + 1 :]
    return lines


# A company's VAT code this many lines at most under its name
_CODE_UNDER = 6


def _company_at_the_foot(page: list[Line], head: list[Line]) -> Line | None:
    """A brand with no legal form at the head, the company by its legal form at the foot over its address
    and VAT code ("Café Hoffmann" … "Bäckerei & Konditorei Hoffmann / GmbH / … / USt.-ID DE191419640"): the
    line that starts the company's name."""
    rest = page[len(head) :]
    vat_coded = [any(i.kind == "vat_code" and i.valid for i in find_identifiers(line.text)) for line in rest]
    for at, line in enumerate(rest):
        if LEGAL_FORM.search(line.text) and any(vat_coded[at + 1 : at + 1 + _CODE_UNDER]):
            return rest[at - 1] if at and _form_only(line.text) else line
    return None


def _registered_company(head: list[Line]) -> Line | None:
    """The company by its legal form, with its register code on the line under it, anywhere in the head: the
    legal seller under a restaurant's brand block that has its own address and phone."""
    for line, under in itertools.pairwise(head):
        if LEGAL_FORM.search(line.text) and (
            _REGISTRATION_LINE.search(under.text) or _CODE_LINE.match(under.text)
        ):
            return line
    return None


def receipt_header(layout: Layout, found: Candidates) -> None:
    """The issuer's name and address from the head of a receipt, which prints no "Seller:" label."""
    page = [line for line in layout.lines if line.page == layout.lines[0].page]
    head = _after_a_card_slip(page)[:14]
    # the owner's company under "Owned by:" is not the name the shop trades under
    owners = {head[i + 1].index for i, line in enumerate(head[:-1]) if _NOT_ADDRESS.search(line.text)}
    textual = [
        line
        for line in head
        if _looks_like_name(_issuer_name(_head_text(line)))
        and line.index not in owners
        and not _column_heads(line)
    ]
    if not textual:
        return
    # the name stands above the contacts and the title
    stop = next((line.index for line in head if _HEAD_STOP.search(line.text)), head[-1].index + 1)
    # the company by its legal form, under a brand printed above it ("PIE MĀJAS" over 'SIA "Pie mājas
    # tirdzniecība"'), else a business word
    named = next(
        (
            line
            for words in (LEGAL_FORM, _BUSINESS)
            for line in textual[:8]
            if words.search(line.text) and line.index < stop
        ),
        None,
    )
    company = _registered_company(head)
    foot = None if named or company else _company_at_the_foot(page, head)
    lines = page if foot else head
    name_line = named or company or foot or textual[0]
    at = lines.index(name_line)
    name, box = _head_text(name_line), name_line.box
    above = lines[at - 1] if at else None
    if (
        named
        and above is not None
        and above in textual
        and not any(c.isdigit() for c in above.text)
        and not _QUOTED_NAME.search(name)
        and abs(above.height - name_line.height) <= 0.15 * name_line.height
    ):
        # a long name printed on two lines: "THE COFFEE BEAN / & TEA LEAF (M) SDN. BHD."; a name in quotes
        # with its legal form is whole, and a shop's brand above it ("ŪKIO KAMPELIS" over 'UAB „Ūkio
        # kampelis“') is not part of it, nor is a brand in larger print ("GOLDEN SPOON FOOD COURT")
        name, box = f"{_head_text(above)} {name}", above.box.union(box)
    name = wrapped_name(layout, name_line, name_line.segments[0], name)
    if at + 1 < len(lines) and _form_only(lines[at + 1].text):
        at += 1
        name, box = f"{name} {lines[at].text.strip()}", box.union(lines[at].box)
    # above the generic guess of an unlabelled seller (parties.py): a receipt's head is read more closely here
    found.add("seller_name", _issuer_name(name), 0.8 if named else 0.65, box)
    # a company at the foot has its address under its name, else the shop's is under the brand at the head
    address = _address_under(lines[at + 1 : at + 1 + len(head)], found, foot is not None)
    if not address and foot is not None:
        address = _address_under(head[head.index(textual[0]) + 1 :], found, False)
    if address:
        box = address[0].box
        for line in address[1:]:
            box = box.union(line.box)
        found.add("seller_address", _joined_address([line.text for line in address]), 0.6, box)


def _address_under(lines: list[Line], found: Candidates, codes_end_it: bool) -> list[Line]:
    """The address lines under the name; ``codes_end_it``: a foot's company prints its codes after them."""
    address: list[Line] = []
    after_postcode = 0
    for line in lines:
        text = line.text.strip()
        if codes_end_it and (_CODE_LINE.match(text) or find_identifiers(text)):
            break
        noted = _REGISTRATION.match(text) or _NOT_ADDRESS.search(text) or _BRACKETED.match(text)
        registered = _REGISTRATION_NUMBER.match(text)
        if registered and not address:
            found.add("seller_id", re.sub(r"\s", "", registered.group(1)), 0.6, line.box)
        if address and find_dates(text):
            break  # the receipt's date: its body has begun
        code_line = _CODE_LINE.match(text.strip())
        if address and (code_line or find_identifiers(text)):
            break  # "IČO: 57390533" under the postcode: the codes follow the address
        before = not address and (
            find_dates(text) or _REGISTRATION_LINE.search(text) or code_line or find_identifiers(text)
        )
        if noted or before:
            if after_postcode:
                break  # a note under a finished address: what follows is the receipt's body
            continue
        if address and RULE_LINE.fullmatch(text):
            break  # the till's ruled line under the head: its body follows
        if sum(c.isalnum() for c in text) < 4:
            continue  # OCR noise between the lines
        if not address and not any(c.isdigit() for c in text) and not STREET.search(text):
            continue  # a slogan or a place's name ("šviežia kasdien", "Prekybos centras"): no address yet
        # an address ends with its postcode line, or one line (state, country) after it
        if (
            _HEAD_STOP.search(text)
            or len(address) == 5
            or after_postcode == 2
            or (after_postcode and _HOURS.search(text))
        ):
            break
        address.append(line)
        if after_postcode or _POSTCODE.search(text):
            after_postcode += 1
    return address


# a short label, then a number too long for a house number or postcode ("Registrikood 10473082",
# "Rg-kood 12314850", "13558620"): a register code under the name, whatever the label
_CODE_LINE = re.compile(r"^[^\W\d_]*(?:[\s./:-]+[^\W\d_]+){0,2}[\s.:#-]*(?:\d[\s-]?){7,}$")


# opening hours ("Avatud E-P 7-23", "I-V 8:00–20:00"): the head's address is over
_HOURS = re.compile(r"(?<![\d-])\d{1,2}(?:[:.]\d{2})?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?(?![\d-])(?!.*\d{4})")


def _form_only(text: str) -> bool:
    return bool(_FORM_WORDS.search(text)) and not any(c.isalnum() for c in _FORM_WORDS.sub("", text))


_QUOTED_NAME = re.compile(r"[„“\"«].+[“”\"»]")


def _head_text(line: Line) -> str:
    """A name in a table's first column keeps the figures of the other columns out ("OYO 4189 Resort,
    31/12/2017, 01/01/2018, 1": the hotel, then its dates)."""
    columns = line.columns(COLUMN_GAP)
    if len(columns) > 1 and not any(c.isalpha() for column in columns[1:] for c in column.text):
        return columns[0].text
    return line.text


def _column_heads(line: Line) -> bool:
    """Three or more columns of words without figures head a table ("Hotel Details  Check In  Rooms")."""
    return len(line.columns(COLUMN_GAP)) >= 3 and not any(c.isdigit() for c in line.text)


def _issuer_name(text: str) -> str:
    return repaired_name(re.sub(r"\s*\(\s*[\dA-Z-]{5,}\s*\)$", "", _clean(text)))  # "… SDN BHD (728344-X)"


def _looks_like_name(text: str) -> bool:
    letters = sum(c.isalpha() for c in text)
    return (
        letters >= 4 and letters / max(len(text.replace(" ", "")), 1) > 0.6 and not _NOT_A_NAME.search(text)
    )


# A Lithuanian address: its postcode, a street's abbreviation, or a letter only Lithuanian spells with.
_LITHUANIAN_ADDRESS = re.compile(r"\bLT-?\s?\d{5}\b|\b(?:g|pr|al|pl|a)\.(?=\s|$)|[ąčęėįšųūžĄČĘĖĮŠŲŪŽ]")


def _joined_address(lines: list[str]) -> str:
    """An address over several lines as printed: each line's own punctuation kept, lines joined by a
    space (a till receipt's lines are one address, "NO. 1 JALAN PUTERI 7/10 BANDAR PUTERI, 47100
    PUCHONG"), except where Lithuanian usage puts a comma between the street and the postcode and town."""
    texts = [_clean(text, " |:") for text in lines]
    lithuanian = any(_LITHUANIAN_ADDRESS.search(text) for text in texts)
    joined = texts[0]
    for text in texts[1:]:
        comma = lithuanian and not joined.endswith((",", ";", "."))
        joined += (", " if comma else " ") + text
    return joined.strip(" ,;")


def _clean(text: str, ends: str = " ,;:|") -> str:
    return re.sub(r"\s+", " ", text.replace("||", " ")).strip(ends)


def receipt_items(layout: Layout) -> list[LineItem]:
    """A till receipt's lines, each read by its arithmetic whatever the till's layout: the line amount
    last (a tax letter may follow), quantity × unit price before it ("3 x 7,13 21,39 C", "3 25.39 76.17
    ZR", "2,472 kg x 5,17"), or on a line of its own under the amount ("2 x 1,50", "@ 7.67"); the name on
    the line, or on the line above the amounts when the till prints them apart."""
    rates = _tax_letters(layout)
    leading_quantity = _quantity_heading_first(layout)
    items: list[LineItem] = []
    named: Line | None = None  # a line of words alone, waiting for the amounts under it
    counted: tuple[Decimal, Decimal] | None = None  # "2 x 1,50" above the line it counts
    # "2 Nasi Goreng Kampung 15.34": the count before an item's name, under a "Qty" heading or shown by a
    # unit price on the next line
    leading: dict[int, Decimal] = {}
    # "2 x 6,95" under an item it does not count: the next item's, if it counts that one ("2 x 6,95" over
    # "VINO ROSSO 13,90"), else the one above it after all
    pending: tuple[LineItem, Decimal, Decimal, Line] | None = None
    for line in _body(layout):
        read = _read_line(line.text)
        if read is None:
            named = line if _words_only(line.text) else None
            continue
        name, total, quantity, price, letter = read
        if total is None:
            if quantity is not None and price is not None:
                if pending is not None:
                    _counted_above(*pending)  # a second count before the next item: the first was above
                    pending = None
                if items and "quantity" not in items[-1].fields:
                    if _counts(items[-1], quantity * price):
                        _set_quantity(items[-1], quantity, price, line)
                    else:
                        pending, counted = (items[-1], quantity, price, line), (quantity, price)
                else:
                    counted = (quantity, price)
            elif items and price is not None and len(items) - 1 in leading:  # "@ 7.67" under it
                _quantity_from_leading(items[-1], leading[len(items) - 1], price, line)
            continue
        if not name and named is not None:
            name, box = named.text.strip(), named.box.union(line.box)
        else:
            box = line.box
        named = None
        if len(re.findall(r"[^\W\d_]", name)) < 2 or _SKIP.search(name) or find_dates(name):
            continue  # "25.03.2025 klo 19.36": the receipt's date and time, no item
        opening = re.match(r"(\d{1,3}) (?=[^\W\d_])", name) if quantity is None else None
        if opening is not None:
            leading[len(items)] = Decimal(opening.group(1))
        fields = {
            "prekes_pavadinimas": Field(
                name[opening.end() :] if opening and leading_quantity else name, 0.7, "rules", box
            ),
            "total": Field(total, 0.75, "rules", line.box),
        }
        if letter and rates.get(letter) is not None:
            fields["vat_percent"] = Field(rates[letter], 0.7, "rules", line.box)
        # "CORNETTO CREMA | 10% | 1,66": the line's rate between its name and its amount ("Atlaide 25%" is a
        # discount's)
        named_as = str(fields["prekes_pavadinimas"].value)
        rate = None if v.DISCOUNT.search(fold(named_as)) else _RATE_AFTER_NAME.search(named_as)
        percent = parse_percent(rate.group(1)) if rate else None
        if rate and percent is not None and "vat_percent" not in fields:
            fields["prekes_pavadinimas"].value = named_as[: rate.start()]
            fields["vat_percent"] = Field(percent, 0.7, "rules", line.box)
        item = LineItem(fields)
        if pending is not None and counted is not None:
            if quantity is None and _counts(item, counted[0] * counted[1]):
                quantity, price = counted
            else:
                _counted_above(*pending)
            pending = counted = None
        if quantity is None and counted is not None:
            quantity, price = counted
        counted = None
        if quantity is not None and price is not None:
            _set_quantity(item, quantity, price, line)
        items.append(item)
    if pending is not None:
        _counted_above(*pending)
    for index, single in enumerate(items):
        if "quantity" in single.fields:
            continue
        line_total = single.fields["total"]
        count = leading[index] if leading_quantity and index in leading else Decimal(1)
        assert isinstance(line_total.value, Decimal)
        # a till prints no "1 x" for a single piece: its line amount is the unit price
        single.fields["quantity"] = Field(count, 0.5, "rules", line_total.box)
        single.fields["price"] = Field(line_total.value / count, 0.5, "rules", line_total.box)
    return items


# Count × unit price within this of the line amount: the price printed to the cent.
ROUNDING = Decimal("0.011")
_RECEIPT_QTY = re.compile(
    r"(?P<qty>\d+(?:[.,]\d{1,3})?)\s*(?P<unit>vnt\.?|kg|l|pcs|g|m|stk\.?|szt\.?)?\s*[xX×*]\s*"
    r"(?P<price>\d+[.,]\d{2,4})"
)
_UNIT_PRICE = re.compile(r"^\s*@\s*(?P<price>\d+[.,]\d{2,4})\s*$")
_TAIL = re.compile(
    r"\s(?P<amount>-?\d{1,3}(?:[ \u00a0.]\d{3})*[.,]\d{2})\s*(?:EUR|€|RM|PLN|zł)?"
    r"\s*(?P<tax>[A-Z]{1,2}|\*)?\s*$"
)
# a count or price of the line, a number standing alone (not "200g", "5KG", a barcode)
_LOOSE_NUMBER = re.compile(r"(?<![\w.,])\d{1,6}(?:[.,]\d{1,4})?(?![\w.,]*\d|[^\W\d_])")


def _read_line(text: str) -> tuple[str, Decimal | None, Decimal | None, Decimal | None, str | None] | None:
    """(name, line amount, quantity, unit price, tax letter) of a receipt's line; None for a line of no
    amounts."""
    text = " " + re.sub(r"\s+", " ", text).strip()
    unit_price = _UNIT_PRICE.match(text)
    if unit_price:
        return "", None, None, number_value(unit_price.group("price")), None
    counted = _RECEIPT_QTY.search(text)
    tail = _TAIL.search(text)
    if tail is not None and counted is not None and tail.start("amount") < counted.end():
        tail = None  # "2 x 1,50": the price is the last amount, no line amount follows it
    if counted is not None:
        quantity, price = number_value(counted.group("qty")), number_value(counted.group("price"))
        name = text[: counted.start()]
        return _name(name), number_value(tail.group("amount")) if tail else None, quantity, price, _tax(tail)
    if tail is None:
        return None
    total = number_value(tail.group("amount"))
    before = text[: tail.start()]
    numbers = list(_LOOSE_NUMBER.finditer(before))
    for first, second in itertools.pairwise(reversed(numbers)):
        price, quantity = number_value(first.group()), number_value(second.group())
        if total is not None and price is not None and quantity and abs(quantity * price - total) <= ROUNDING:
            return _name(before[: second.start()]), total, quantity, price, _tax(tail)
    return _name(before), total, None, None, _tax(tail)


def _name(text: str) -> str:
    """A line's text before its numbers, without a barcode or an index printed before the name."""
    text = re.sub(r"^\s*(?:\d{8,14}|\d{1,3}[.)])\s+", "", text)
    return re.sub(r"\s*\d{8,14}\s*$", "", text).strip(" :")


def _tax(tail: re.Match[str] | None) -> str | None:
    return tail.group("tax") if tail is not None else None


def _words_only(text: str) -> bool:
    return len(re.findall(r"[^\W\d_]", text)) >= 3 and not _TAIL.search(" " + text)


_COUNT_HEADING = re.compile(r"\b(qty|kiekis|kiek\.|menge|ilosc|daudz\.?|kogus)(?!\w)")
_ITEM_HEADING = re.compile(r"\b(description|item|preke|pavadinimas|artikel|bezeichnung|nazwa|nosaukums)\b")


def _quantity_heading_first(layout: Layout) -> bool:
    """A column heading names the count before the item ("Qty  Description  Amt")."""
    for line in layout.lines[:40]:
        count = _COUNT_HEADING.search(line.folded)
        item = _ITEM_HEADING.search(line.folded)
        if count and item:
            return count.start() < item.start()
    return False


# a VAT rate printed after the item's name ("BIRRA 0,33L 22%"), before its amount
_RATE_AFTER_NAME = re.compile(r"\s(\d{1,2}(?:[.,]\d{1,2})?\s?%)$")


def _counts(item: LineItem, counted: Decimal) -> bool:
    total = item.value("total")
    return isinstance(total, Decimal) and abs(total - counted) <= ROUNDING


def _counted_above(item: LineItem, quantity: Decimal, price: Decimal, line: Line) -> None:
    """A count under an item, whatever it makes: its amount may be misread ("305 232,93" for 232,93)."""
    _return_thousands_to_name(item, quantity * price)
    _set_quantity(item, quantity, price, line)


def _set_quantity(item: LineItem, quantity: Decimal, price: Decimal, line: Line) -> None:
    item.fields["quantity"] = Field(quantity, 0.7, "rules", line.box)
    item.fields["price"] = Field(price, 0.7, "rules", line.box)


def _return_thousands_to_name(item: LineItem, counted: Decimal) -> None:
    """ "Kasetė HP 305 232,93" under which "2 x 116,47" stands: the amount is 232,93 and "305" ends the
    name, not a thousands group of the amount (a till cuts names short, so a name may end in a number)."""
    total, name = item.value("total"), item.value("prekes_pavadinimas")
    if not isinstance(total, Decimal) or abs(total) < 1000 or abs(total - counted) < Decimal("0.05"):
        return
    group, rest = divmod(abs(total), 1000)
    if abs(rest - abs(counted)) <= Decimal("0.05") and not str(name).endswith(str(int(group))):
        item.fields["total"].value = rest if total > 0 else -rest
        item.fields["prekes_pavadinimas"].value = f"{name} {int(group)}"


def _quantity_from_leading(item: LineItem, count: Decimal, price: Decimal, line: Line) -> None:
    """A unit price under a line whose count opens its name: the count is the quantity when it gives the
    line amount."""
    total = item.value("total")
    if isinstance(total, Decimal) and abs(count * price - total) <= ROUNDING:
        name = item.fields["prekes_pavadinimas"]
        name.value = re.sub(r"^\d{1,3} ", "", str(name.value))
        _set_quantity(item, count, price, line)


def _body(layout: Layout) -> list[Line]:
    """Lines from the first that carries an amount (the line of words above it may name it) to the first
    total."""
    lines: list[Line] = []
    for line in layout.lines:
        if v.GROSS_TOTAL.match(line.folded) or re.match(r"tarpine suma|subtotal|sub total", line.folded):
            break
        lines.append(line)
    first = next((i for i, line in enumerate(lines) if _read_line(line.text) is not None), len(lines))
    return lines[max(0, first - 1) :]


def _tax_letters(layout: Layout) -> dict[str, Decimal]:
    rates: dict[str, Decimal] = {}
    for match in _TAX_LETTER.finditer(layout.text):
        rate = number_value(match.group("rate"))
        if rate is not None:
            rates.setdefault(match.group("letter"), rate)
    return rates
