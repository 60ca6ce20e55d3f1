"""Receipt lines (kasos kvitas): "name … amount [tax letter]", with "qty x price" on the same or next line."""

from __future__ import annotations

import re
from decimal import Decimal

from activities.reading.layout import Layout, Line
from activities.reading.normalize import find_amounts, find_dates, number_value
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import Candidates
from activities.reading.rules.names import repaired_name
from activities.reading.types import Field, LineItem

_ITEM = re.compile(
    r"^(?P<name>.*?[^\W\d_].*?)\s+(?P<amount>-?\d{1,3}(?:[ \u00a0.]\d{3})*[.,]\d{2})"
    r"\s*(?P<tax>[A-Z]{1,2}\b|\*)?\s*$"
)
_QTY = re.compile(
    r"(?P<qty>\d+(?:[.,]\d{1,3})?)\s*(?P<unit>vnt\.?|kg|l|pcs|g|m)?\s*[xX×*]\s*(?P<price>\d+[.,]\d{2,4})"
)
_TAX_LETTER = re.compile(
    r"(?<![\w])(?P<letter>[A-D])\s*(?:PVM|VAT)?\s*[=:]?\s*(?P<rate>\d{1,2}(?:[.,]\d{1,2})?)\s?%"
)
# Columns of a table stand further apart than words, in word heights.
COLUMN_GAP = 3
_SKIP = re.compile(r"(?i)kvit|ceki|čeki|kasinink|kasa|ka nr|pvm|tarpine|nuolaida|data|laikas|tel|www")


# A till receipt's head: the issuer, maybe its registration number, its address, then contacts or the title.
_HEAD_STOP = re.compile(
    r"(?i)\b(tel|phone|fax|e-?mail|www|gst|vat|pvm|sst|receipt|kvitas|cekis|čekis|cashier"
    r"|kasinink|table|order|bill|date|time|data|mobile|whatsapps?|h/p|hp|kodas)\b|invoice\b|@|\b[įi]m\.?\s?k\b"
    r"|\+?\b0\d{1,2}-\d{3,4}\s?\d{3,4}\b"
)
_NOT_ADDRESS = re.compile(r"(?i)licensee|owned by|dimiliki|operated by|a member of|branch|cawangan")
_REGISTRATION = re.compile(
    r"(?i)^\(?\s*(?:co\.?\s*reg\.?\s*(?:no\.?)?|roc|company no\.?)?[\s:.]*"
    r"[\dA-Z]*\d[\dA-Z]*\s?-\s?[A-Z]\s*\)?$"
)
# Registration lines between the name and the address (company, VAT and GST numbers): skipped, not a stop.
_REGISTRATION_LINE = re.compile(
    r"(?i)\b(co\.?\s*reg|company no|roc no|reg\.?\s*no|gst\s*(id|no|reg))|\bįm\.?\s?k\b"
)
# a postcode before its town ("40150 Shah Alam", "LT-01103 Vilnius") or ending its line ("Jaya, 47800")
_POSTCODE = re.compile(r"(?<![\d-])(?:LT-?\s?)?\d{5}(?:\s*[^\W\d_]|\W*$)")
# A branch or owner's note in brackets under the name: "(Mutiara Rini 16)"
_BRACKETED = re.compile(r"^\(.*\)$")
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


def receipt_header(layout: Layout, found: Candidates) -> None:
    """The issuer's name and address from the head of a receipt, which prints no "Seller:" label."""
    head = [line for line in layout.lines[:14] if line.page == layout.lines[0].page]
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
    named = next((line for line in textual[:8] if _BUSINESS.search(line.text) and line.index < stop), None)
    name_line = named or textual[0]
    at = head.index(name_line)
    name, box = _head_text(name_line), name_line.box
    above = head[at - 1] if at else None
    if named and above is not None and above in textual and not any(c.isdigit() for c in above.text):
        # a long name printed on two lines: "THE COFFEE BEAN / & TEA LEAF (M) SDN. BHD."
        name, box = f"{_head_text(above)} {name}", above.box.union(box)
    # above the generic guess of an unlabelled seller (parties.py): a receipt's head is read more closely here
    found.add("seller_name", _issuer_name(name), 0.8 if named else 0.65, box)
    address: list[Line] = []
    after_postcode = 0
    for line in head[at + 1 :]:
        text = line.text.strip()
        noted = _REGISTRATION.match(text) or _NOT_ADDRESS.search(text) or _BRACKETED.match(text)
        if noted or (not address and (find_dates(text) or _REGISTRATION_LINE.search(text))):
            if after_postcode:
                break  # a note under a finished address: what follows is the receipt's body
            continue
        if sum(c.isalnum() for c in text) < 4:
            continue  # OCR noise between the lines
        # an address ends with its postcode line, or one line (state, country) after it
        if _HEAD_STOP.search(text) or len(address) == 5 or after_postcode == 2:
            break
        address.append(line)
        if after_postcode or _POSTCODE.search(text):
            after_postcode += 1
    if address:
        box = address[0].box
        for line in address[1:]:
            box = box.union(line.box)
        found.add("seller_address", _joined_address([line.text for line in address]), 0.6, box)


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
    texts = [re.sub(r"\s+", " ", text.replace("||", " ")).strip(" |:") for text in lines]
    lithuanian = any(_LITHUANIAN_ADDRESS.search(text) for text in texts)
    joined = texts[0]
    for text in texts[1:]:
        comma = lithuanian and not joined.endswith((",", ";", "."))
        joined += (", " if comma else " ") + text
    return joined.strip(" ,;")


def _clean(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("||", " ")).strip(" ,;:|")


def receipt_items(layout: Layout) -> list[LineItem]:
    rates = _tax_letters(layout)
    items: list[LineItem] = []
    pending_qty: tuple[Decimal, Decimal, str | None] | None = None
    for line in _body(layout):
        text = line.text.replace("  ", " ")
        quantity = _QTY.search(text)
        item = _ITEM.match(text[: quantity.start()] + text[quantity.end() :] if quantity else text)
        if quantity and not item:
            pending_qty = _quantity(quantity)
            if items and "quantity" not in items[-1].fields:
                _apply_quantity(items[-1], pending_qty, line)
                pending_qty = None
            continue
        if not item or _SKIP.search(item.group("name")):
            continue
        total = number_value(item.group("amount"))
        if total is None:
            continue
        fields = {
            "prekes_pavadinimas": Field(item.group("name").strip(), 0.7, "rules", line.box),
            "total": Field(total, 0.75, "rules", line.box),
        }
        rate = rates.get(item.group("tax") or "")
        if rate is not None:
            fields["vat_percent"] = Field(rate, 0.7, "rules", line.box)
        new_item = LineItem(fields)
        counted = _quantity(quantity) if quantity else pending_qty
        if counted:
            _apply_quantity(new_item, counted, line)
            pending_qty = None
        items.append(new_item)
    for single in items:
        if "quantity" not in single.fields:
            # a till prints no "1 x" for a single piece: its line amount is the unit price
            line_total = single.fields["total"]
            single.fields["quantity"] = Field(Decimal(1), 0.5, "rules", line_total.box)
            single.fields["price"] = Field(line_total.value, 0.5, "rules", line_total.box)
    return items


def _body(layout: Layout) -> list[Line]:
    """Lines between the header and the first total."""
    lines = []
    for line in layout.lines:
        if v.GROSS_TOTAL.match(line.folded) or re.match(r"tarpine suma|subtotal", line.folded):
            break
        if list(find_amounts(line.text)):
            lines.append(line)
    return lines


def _quantity(match: re.Match[str]) -> tuple[Decimal, Decimal, str | None]:
    return (
        number_value(match.group("qty")) or Decimal(1),
        number_value(match.group("price")) or Decimal(0),
        match.group("unit"),
    )


def _apply_quantity(item: LineItem, quantity: tuple[Decimal, Decimal, str | None], line: Line) -> None:
    qty, price, unit = quantity
    item.fields["quantity"] = Field(qty, 0.7, "rules", line.box)
    item.fields["price"] = Field(price, 0.7, "rules", line.box)
    if unit:
        item.fields["unit"] = Field(unit, 0.6, "rules", line.box)


def _tax_letters(layout: Layout) -> dict[str, Decimal]:
    rates: dict[str, Decimal] = {}
    for match in _TAX_LETTER.finditer(layout.text):
        rate = number_value(match.group("rate"))
        if rate is not None:
            rates.setdefault(match.group("letter"), rate)
    return rates
