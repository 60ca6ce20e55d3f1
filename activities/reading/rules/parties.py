"""Seller and buyer: name, company code, VAT code, IBAN, address and country from their printed blocks."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

import pycountry

from activities.reading.identifiers import (
    compact,
    find_identifiers,
    find_polish_nip,
    find_siren,
    is_lt_vat_code,
    register_code_in_vat,
    valid_iban_prefix,
)
from activities.reading.layout import Hit, Layout, Line, Segment
from activities.reading.normalize import find_dates, fold
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import (
    PIECE_SEPARATOR,
    Candidates,
    Finder,
    text_after,
    value_after,
    with_translation,
)
from activities.reading.rules.countries import COUNTRIES, COUNTRY_NAME, without_country
from activities.reading.rules.names import repaired_name
from activities.reading.types import Box
from workflows.identifiers import vat_country

LEGAL_FORM = re.compile(
    r"(?<![\w])(?:UAB|UADB|ADB|AB|MB|IĮ|II|VšĮ|VŠĮ|VSI|TŪB|KŪB|ŽŪB|KB|BĮ|DNSB|GmbH|AG|KG|OHG|oHG|e\.K\.|Ltd\.?|Limited|Inc\.?"
    r"|LLC|Corp\.?|S\.A\.|SA|SAS|SASU|SARL|EURL|SNC|V\.O\.F\.|VOF|C\.V\."
    r"|S\.à r\.l\.|B\.V\.|BV|N\.V\.|NV|Sp\. z o\.o\.|sp\. z o\.o\.|S\.A"
    r"|SIA|OÜ|OU|AS|ASA|ANS|I/S|K/S|P/S|IVS|HB|Ky|Tmi"
    r"|Oy|ApS|A/S|Sdn\.? Bhd\.?|SDN\.? BHD\.?|Pvt\.? Ltd\.?|LLP|PLC|S\.r\.l\.|SpA|S\.p\.A\."
    r"|Oyj|Pte\.? Ltd\.?|PTE\.? LTD\.?|DAC|CLG|s\.r\.o\.|spol\. s r\.o\.|(?<=,\s)a\.s\.|k\.s\.|v\.o\.s\."
    r"|d\.o\.o\.|Kft\.|Zrt\.|Nyrt\.|Bt\.|Kkt\.|S\.L\.U\.|S\.L\.|S\.R\.L\.|Lda\.?|GesmbH|Ges\.m\.b\.H\.|e\.U\.|OG|EOOD"
    r"|(?i:s\.r\.l\.|s\.p\.a\.|s\.a\.s\.|s\.n\.c\.|s\.l\.u?\.|lda\.))(?![\w])"
)
STREET = re.compile(
    r"(?i)(?<![\w])(?:g\.|gatvė|gatve|pr\.|prospektas|al\.|alėja|aleja|kel\.|pl\.|skg\.|str\.|straße|strasse|"
    r"street|st\.|road|rd\.|avenue|ave\.|ul\.|iela|tn\.|tänav|mnt\.|rue|weg|laan|jalan|jln|lane|drive|blvd|"
    r"plaza|platz|allee|gasse|ring|damm|square|sq\.|lorong|taman|c/|calle|avda\.|avenida|paseo|pº|viale|corso|"
    r"piazza|rua|travessa|carrer|strada|\d+[a-z]?\s*-\s*\d+)"
)
POSTCODE = re.compile(
    r"(?<![\w])(?:LT|LV|EE|PL|DE|D)?-?\s?\d{4,6}(?![\w])|(?<!\d)\d{2}-\d{3}(?!\d)"
    r"|(?<![\w])\d{3} \d{2}(?![\w])"  # Czech, Slovak, Swedish: "530 02"
    r"|(?<![\w])(?:[AC-FHKNPRTV-Y]\d{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}(?![\w])"  # an Irish Eircode: "D02 X285"
    r"|(?<![\w])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![\w])"  # a British postcode: "SW1A 1AA"
)
# A street without a word for street: a name and the house number ("Pražská 552", "Kauppakatu 45, …"; not
# "Kioskas Nr. 297", a numbered thing), or
# the number first ("26 South Mall")
_NAME_AND_NUMBER = re.compile(
    r"^[^\W\d_][^\d,:;]{2,}(?<![Nn]r\.)(?<![Nn]o\.)(?<![Nn]r)(?<!#),?\s\d{1,5}(?:\s?[a-zA-Z])?(?:/\d{0,5}[a-zA-Z]?)?(?:\s(?:bus|bte|box)\s?\d{1,4}[a-zA-Z]?)?\.?(?:,|$)"
    r"|^\d{1,5}[a-zA-Z]?,?\s+[^\W\d_][^\W\d_'’.-]+(?:\s+[^\W\d_][^\W\d_'’.-]*){1,3}$"
)
_POSTCODE_COUNTRY = re.compile(r"(?<![\w])(LT|LV|EE|PL)-\d{4,5}(?!\d)")
_CONTACT = re.compile(
    r"(?i)tel\.?|telefon|phone|e-?mail|el\.\s?p|www\.|http|fax|mob\.|@|bankas|bank|swift|bic"
)
MAX_BLOCK_LINES = 14
# Below this share of the page's height lies its foot.
FOOTER_SHARE = 0.7
# A company's name before its legal form; a longer run is a sentence ("… are sold by X, Inc.").
MAX_NAME_WORDS = 5


@dataclass
class Block:
    role: str  # "seller" | "buyer"
    label: Hit | None
    x0: float
    x1: float
    rows: list[tuple[Line, list[Segment]]] = field(default_factory=list)

    @property
    def lines(self) -> list[Line]:
        return [line for line, _ in self.rows]

    def segments(self) -> list[Segment]:
        return [s for _, segments in self.rows for s in segments]


def party_candidates(
    layout: Layout,
    skip_lines: set[int],
    receipt: bool = False,
    buyer_lines: Mapping[int, float] | None = None,
    tables: list[PartyTable] | None = None,
) -> Candidates:
    """``buyer_lines``: where the buyer is known to stand without a label (the user's own company), as the
    left edge of its block on each of its lines; ``tables``: the page's tables of both parties, where the
    caller has found them already."""
    found = Candidates.empty()
    blocks = find_blocks(layout, skip_lines)
    if receipt and "seller" in blocks and _cashier(blocks["seller"]):
        del blocks["seller"]  # "Myyjä: Tiina", "Pardavėjas: Ona": the till's cashier, not the company
    for block in blocks.values():
        _block_fields(layout, block, found, 1.0)
    if "buyer" in blocks and found.best("buyer_address") is None:
        _buyer_address_elsewhere(layout, blocks["buyer"], found, skip_lines)
    _party_table(party_tables(layout) if tables is None else tables, found)
    if "seller" not in blocks:
        _unlabelled_seller(layout, blocks.get("buyer"), found, receipt, buyer_lines or {}, skip_lines)
    if not receipt:
        _address_window(layout, found)
    _payee_account(layout, blocks.get("buyer"), found)
    return found


# The rows a table of the parties runs to at most, and the fields its row keys name (most specific first:
# "PVM mokėtojo kodas" holds "kodas" too).
PARTY_TABLE_ROWS = 10
_ROW_FIELDS = (
    (v.VAT_CODE, "vat_code"),
    (v.IBAN, "iban"),
    (v.COMPANY_CODE, "id"),
    (v.ADDRESS, "address"),
    (v.NAME, "name"),
)


@dataclass
class PartyTable:
    """A table of both parties: "Tiekėjas | Pirkėjas" heading two columns, each row keyed at the left
    ("Pavadinimas", "Įmonės kodas", "Adresas", "Banko sąskaita")."""

    head: Line
    columns: list[tuple[str, float, float]]  # role, left and right edge
    rows: list[Line]
    keys_edge: float  # a row's key ends left of it; a row with none goes on with the row above's values

    @property
    def line_indexes(self) -> set[int]:
        return {self.head.index, *(row.index for row in self.rows)}


def party_tables(layout: Layout) -> list[PartyTable]:
    tables = []
    for line in layout.lines:
        heads = {role: s for s in line.segments if (role := _table_head(s.folded))}
        if set(heads) != {"seller", "buyer"}:
            continue
        (first, left), (second, right) = sorted(heads.items(), key=lambda item: item[1].box.x0)
        # headings may stand centred over their columns: the columns part halfway between them
        middle = (left.box.x1 + right.box.x0) / 2
        columns = [(first, -math.inf, middle), (second, middle, math.inf)]
        rows: list[Line] = []
        for row in layout.lines[line.index + 1 : line.index + 1 + PARTY_TABLE_ROWS]:
            keyed = row.segments[0].box.x1 <= left.box.x0
            if row.page != line.page or not (keyed or _goes_on(rows, row)):
                break  # no key left of the columns: the table is over
            rows.append(row)
        tables.append(PartyTable(line, columns, rows, left.box.x0))
    return tables


def _goes_on(rows: list[Line], row: Line) -> bool:
    """A line tight under a keyed row, its values under that row's values ("LT-35666 Panevėžys" under
    "Adresas | Kalvarijų g. 56")."""
    if not rows or len(rows[-1].segments) < 2:
        return False
    above = rows[-1]
    tight = row.box.y0 - above.box.y1 < 0.6 * row.height
    return tight and row.segments[0].box.x0 >= above.segments[1].box.x0 - 2


def _party_table(tables: list[PartyTable], found: Candidates) -> None:
    """Each value of a table of the parties is the party's of its column, as its row's key names it; a row
    without a key goes on with the values of the row above (an address's second line)."""
    for table in tables:
        keyed: list[tuple[str | None, list[Line]]] = []
        for row in table.rows:
            if row.segments[0].box.x1 <= table.keys_edge or not keyed:
                key = row.segments[0].folded
                keyed.append((next((n for pattern, n in _ROW_FIELDS if pattern.search(key)), None), [row]))
            else:
                keyed[-1][1].append(row)
        for name, lines in keyed:
            if name is None:
                continue
            for role, x0, x1 in table.columns:
                # the key opens the first line; the lines it goes on to hold values alone
                values = [lines[0].segments[1:], *(line.segments for line in lines[1:])]
                cells = [[s for s in segments if x0 <= s.box.x0 < x1] for segments in values]
                texts = [" ".join(c.text for c in line_cells).strip(" –-") for line_cells in cells]
                value = _table_value(name, ", ".join(t for t in texts if t))
                flat = [c for line_cells in cells for c in line_cells]
                if value:
                    box = flat[0].box
                    for cell in flat[1:]:
                        box = box.union(cell.box)
                    found.add(f"{role}_{name}", value, 0.9, box)


def _table_head(folded: str) -> str | None:
    """A column's heading naming a party, alone in its cell."""
    text = folded.strip(" :")
    if len(text.split()) > 3:
        return None
    for role, pattern in (("seller", v.SELLER), ("buyer", v.BUYER)):
        if (match := pattern.match(text)) and match.end() == len(text):
            return role
    return None


def _table_value(name: str, text: str) -> str | None:
    if not text:
        return None
    if name == "iban":
        return valid_iban_prefix(compact(text))
    if name in ("id", "vat_code"):
        return compact(text) if any(c.isdigit() for c in text) else None
    return clean_name(text) if name == "name" else text


# The parts of an envelope's sender line: "Kolor GmbH & Co. KG · Am Sandtorkai 13 · 20457 Hamburg"
_SENDER_PARTS = re.compile(r"\s*[·•|]\s*|\s+[-–]\s+")
WINDOW_LINES = 5


def _address_window(layout: Layout, found: Candidates) -> None:
    """A business letter's address window (DIN 5008 and its like): the sender's name and address in one
    small line, the addressee's block right under it. The sender is the seller, the addressee the buyer,
    by their places alone."""
    if not layout.lines:
        return
    first_page = layout.lines[0].page
    for line in layout.lines:
        if line.page != first_page or line.box.y0 > layout.page_height(first_page) / 2:
            return
        for segment in line.segments:
            sender = sender_line(segment.text)
            if sender is None:
                continue
            parts, town = sender
            # the street, whatever it is called ("Am Sandtorkai 13"), up to the postcode and town
            address = parts[1 : town + 1]
            found.add("seller_name", repaired_name(parts[0]), 0.55, segment.box, backing="position")
            found.add("seller_address", ", ".join(address), 0.6, segment.box, backing="position")
            _addressee(layout, line, segment, found)
            return


def sender_line(text: str, legal: bool = True) -> tuple[list[str], int] | None:
    """The sender's line over an address window, "Firma GmbH · Straße 1 · 1060 Wien": its parts, and which
    of them holds the postcode and town. ``legal``: the sender's name has its legal form (a sole trader's,
    "Tischlerei Katrin Wagner", has none)."""
    parts = [p.strip(" ,") for p in _SENDER_PARTS.split(text) if p.strip(" ,")]
    town = next((n for n, p in enumerate(parts) if n and POSTCODE.search(p)), None)
    if len(parts) < 3 or (legal and not LEGAL_FORM.search(parts[0])) or town is None:
        return None
    return parts, town


def _addressee(layout: Layout, sender: Line, segment: Segment, found: Candidates) -> None:
    """The block under the sender line, at its left edge: a name, then its street and town (a country's
    name may end it)."""
    rows: list[Segment] = []
    previous = sender.box
    # the lines of an information block beside the window may fall between the window's own
    for line in layout.lines[sender.index + 1 : sender.index + 1 + 2 * WINDOW_LINES]:
        if (
            line.page != sender.page
            or line.box.y0 - previous.y1 > 1.2 * line.height
            or len(rows) == WINDOW_LINES
        ):
            break
        previous = line.box
        under = next((s for s in line.segments if abs(s.box.x0 - segment.box.x0) <= 1.5 * line.height), None)
        if under is not None:
            rows.append(under)
    if len(rows) < 2 or find_identifiers(rows[0].text) or is_label_text(rows[0].text):
        return
    address = [row for row in rows[1:] if (STREET.search(row.text) or POSTCODE.search(row.text))]
    if not address:
        return
    found.add("buyer_name", clean_name(rows[0].text), 0.55, rows[0].box, backing="position")
    box = address[0].box
    for row in address[1:]:
        box = box.union(row.box)
    text = ", ".join(_COUNTRY_BEFORE_POSTCODE.sub("", clean_name(row.text)) for row in address[:2])
    found.add("buyer_address", text, 0.55, box, backing="position")


_IBAN_SHAPE = re.compile(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}")


def register_codes_from_vat(found: Candidates) -> Candidates:
    """A party's register number read off its VAT number where its country's scheme makes them one number
    and no label gave it: weakly, marked for review."""
    derived = Candidates.empty()
    for role in ("seller", "buyer"):
        vat = found.best(f"{role}_vat_code")
        if found.best(f"{role}_id") or vat is None or not isinstance(vat.value, str):
            continue
        code = register_code_in_vat(vat.value)
        if code:
            derived.add(f"{role}_id", code, 0.3 * vat.confidence, vat.box, vat.backing)
    return derived


def _cashier(block: Block) -> bool:
    """A receipt's "seller" label before a person's first name alone, or the till's number for them ("Vendeur
    18"), with no legal form and no code."""
    after = text_after(block.label) if block.label else None
    if after is None:
        return False
    # "Pardavėjas(-a): Justina": the label's feminine ending in brackets
    text = re.sub(r"^\(-?\w{1,3}\)", "", after[0].text[after[1] : after[2]].strip(" :")).strip(" :")
    person = re.fullmatch(r"[^\W\d_]+(?:\s[^\W\d_]\.?)?|\d{1,4}", text)
    return bool(person) and not LEGAL_FORM.search(text)


def _payee_account(layout: Layout, buyer: Block | None, found: Candidates) -> None:
    """The account to pay into is the seller's, wherever it is printed (a payment section, the footer) but in
    the buyer's block (a grid of the document's data may share the block's lines, left of it)."""
    buyer_lines = {line.index for line in buyer.lines} if buyer else set()
    # a column headed beside the block's label ("PAYER | PAYMENT DETAILS") is not the buyer's
    label = buyer.label if buyer else None
    beside = min(
        (s.box.x0 for s in label.line.segments if _far_beside(label, s)) if label else (), default=math.inf
    )

    def the_buyers(line: Line, segment: Segment) -> bool:
        return (
            buyer is not None
            and line.index in buyer_lines
            and buyer.x0 < segment.box.x1
            and segment.box.x0 < beside
        )

    for hit in layout.find(v.IBAN):
        after = text_after(hit)
        if after and not the_buyers(hit.line, after[0]):
            segment, start, end = after
            code = compact(segment.text[start:end])
            valid = valid_iban_prefix(code)
            if valid:
                found.add("seller_iban", valid, 0.7, segment.span_box(start, end))
            elif _IBAN_SHAPE.fullmatch(code):
                found.add("seller_iban", code, 0.45, segment.span_box(start, end))
    for line in layout.lines:
        for segment in line.segments:
            for ident in find_identifiers(segment.text):
                if ident.kind == "iban" and not the_buyers(line, segment):
                    found.add("seller_iban", ident.value, 0.6, segment.span_box(ident.start, ident.end))


def _label_hits(layout: Layout, pattern: re.Pattern[str], skip_lines: set[int]) -> list[Hit]:
    hits = []
    for hit in layout.find(pattern):
        if hit.line.index in skip_lines or hit.start > 2:
            continue
        hit = with_translation(hit, pattern)
        rest = hit.segment.folded[hit.end :]
        if NUMBER_OF_THE_PARTY.match(rest):
            continue  # "Customer number 2694", "Kliento Nr.": the party's number with us, not its block
        # a label stands alone, ends in a colon, or opens a short line; not a word inside a sentence
        if rest.strip() == "" or rest.lstrip().startswith((":", "/", "(")) or len(hit.segment.words) <= 6:
            hits.append(hit)
    return hits


# A payment slip's payee ("Gavėjas", "Saņēmējs") beside its payer ("Mokėtojas"): the seller, paid by the
# buyer; without a payer near, the same word names the recipient of the goods, the buyer
_PAYEE = re.compile(r"gavejas|sanemejs|saaja")
_PAYER = re.compile(r"moketojas|maksatajs|maksja")
_SLIP_LINES = 4


def _payee(hit: Hit, buyers: list[Hit]) -> bool:
    return bool(_PAYEE.match(hit.segment.folded, hit.start)) and any(
        _PAYER.match(other.segment.folded, other.start)
        and other.line.page == hit.line.page
        and abs(other.line.index - hit.line.index) <= _SLIP_LINES
        for other in buyers
    )


def payee_on_a_slip(layout: Layout, line: Line, folded: str) -> bool:
    """ "Gavėjas" on a payment slip beside its "Mokėtojas": the payee, who is the issuer, not the buyer."""
    if not _PAYEE.match(folded.lstrip()):
        return False
    near = layout.lines[max(0, line.index - _SLIP_LINES) : line.index + _SLIP_LINES + 1]
    payers = (other for other in near if other.page == line.page)
    return any(_PAYER.match(segment.folded.lstrip()) for other in payers for segment in other.segments)


NUMBER_OF_THE_PARTY = re.compile(
    r"[\s.-]*(?:number|no\b|nr\b|n°|#|id\b|ref\b|reference|numer|numero|nummer|numeris|numurs|kood\b)"
)


def find_blocks(layout: Layout, skip_lines: set[int]) -> dict[str, Block]:
    sellers = _label_hits(layout, v.SELLER, skip_lines)
    buyers = _label_hits(layout, v.BUYER, skip_lines)
    payees = [hit for hit in buyers if _payee(hit, buyers)]
    sellers += payees
    buyers = [hit for hit in buyers if hit not in payees]
    blocks: dict[str, Block] = {}
    for role, hits, others in (("seller", sellers, buyers), ("buyer", buyers, sellers)):
        if not hits:
            continue
        ordered = sorted(
            hits, key=lambda h: (h.line.index, not h.segment.folded[h.end :].lstrip().startswith(":"))
        )
        block = _block(layout, role, ordered[0], others, skip_lines)
        if _GENERIC_LABEL.fullmatch(_label_text(ordered[0])) and not _names_a_party(block):
            # "From: Jonavos g. 107, Kaunas 18:58" is a trip's start: the company is under a later label
            later = (_block(layout, role, hit, others, skip_lines) for hit in ordered[1:])
            block = next((other for other in later if _names_a_party(other)), block)
        blocks[role] = block
    return blocks


# A party's label that is a common word too ("From:" a trip's start, a letter's sender)
_GENERIC_LABEL = re.compile(r"from")


def _label_text(hit: Hit) -> str:
    return hit.segment.folded[hit.start : hit.end]


def _names_a_party(block: Block) -> bool:
    return any(find_identifiers(s.text) or LEGAL_FORM.search(s.text) for s in block.segments())


def _block(layout: Layout, role: str, hit: Hit, others: list[Hit], skip_lines: set[int]) -> Block:
    width = layout.page_width(hit.line.page)
    x0 = hit.segment.box.x0 - 3
    x1 = width
    for other in others:
        near = (
            other.line.page == hit.line.page
            and abs(other.line.box.y0 - hit.line.box.y0) < 3 * hit.line.height
        )
        if near and other.segment.box.x0 > hit.segment.box.x1:
            x1 = min(x1, other.segment.box.x0 - 3)
    block = Block(role, hit, x0, x1)

    def right(segment: Segment) -> bool:
        """A block set flush right at the page's right, its label over it: its longer lines start left of
        the label."""
        edge = hit.segment.box.x1
        return (
            hit.segment.box.x0 > width / 2
            and segment.box.x0 > width / 3
            and abs(segment.box.x1 - edge) <= hit.line.height
            and x1 == width
        )

    stop_labels = (v.SELLER, v.BUYER)
    previous_bottom = hit.line.box.y1
    for line in layout.lines[hit.line.index :]:
        if line.page != hit.line.page or len(block.rows) >= MAX_BLOCK_LINES or line.index in skip_lines:
            break
        kept = block.rows[-1][1] if block.rows else []
        segments = _column(line, [s for s in line.segments if x0 <= s.box.x0 < x1 or right(s)], kept)
        reach = max((s.box.x1 for _, row in block.rows for s in row), default=hit.segment.box.x1)
        if segments and segments[0].box.x0 - reach > _FAR_BESIDE * line.height:
            segments = []  # a line of the column beside, wholly right of the block's own
        if not segments:
            if line.box.y0 - previous_bottom > 2.5 * hit.line.height:
                break
            continue
        if line is not hit.line:
            if line.box.y0 - previous_bottom > 2.5 * max(hit.line.height, line.height):
                break
            # "Datos del cliente" over "Cliente | …": the heading's own label opens its first row
            sub_label = not block.rows[1:] and _bare_label(role, segments[0].folded)
            if any(p.match(segments[0].folded) for p in stop_labels) and not sub_label:
                break
            if re.match(r"(pvm )?saskaita|invoice|eil\.? ?nr|pavadinimas\s+kiekis", segments[0].folded):
                break
        block.rows.append((line, segments))
        previous_bottom = line.box.y1
    lowest = min((s.box.x0 for s in block.segments()), default=block.x0)
    if lowest < block.x0:
        block.x0 = lowest - 3  # a block set flush right reaches left of its label
    return block


def _caption(segment: Segment) -> bool:
    """A form's caption over its value: a code's or address's label alone, no party's label."""
    text = segment.text
    return is_label_text(text) and not any(c.isdigit() for c in text) and not _party_label(fold(text))


def _party_label(folded: str) -> bool:
    return bool(v.SELLER.match(folded) or v.BUYER.match(folded))


def _column(line: Line, segments: list[Segment], above: list[Segment]) -> list[Segment]:
    """A block's segments on one line up to a gap too wide for a label and its value: beyond it stands
    another column (an unlabelled letterhead at the page's right). A form's row of captions ("Įmonės kodas
    | PVM mokėtojo kodas") is the block's however far apart, and so is the row of values under them
    (``above``: the block's segments on the line before)."""
    for at in range(1, len(segments)):
        if segments[at].box.x0 - segments[at - 1].box.x1 <= _FAR_BESIDE * line.height:
            continue
        keyed = segments[at - 1].text.rstrip().endswith(":")  # "Name: | …": a form's value, however far
        captions = keyed or (_caption(segments[at - 1]) and _caption(segments[at]))
        if not captions and not any(
            abs(s.box.x0 - segments[at].box.x0) <= line.height and _caption(s) for s in above
        ):
            return segments[:at]
    return segments


def _block_fields(layout: Layout, block: Block, found: Candidates, weight: float) -> None:
    prefix = block.role
    lines = block.lines
    segments = block.segments()
    name = _name(layout, block)
    if name:
        text, box, confidence = name
        found.add(f"{prefix}_name", text, confidence * weight, box)
    labelled_codes(layout, block, found, weight)
    for segment in segments:
        for ident in find_identifiers(segment.text):
            box = segment.span_box(ident.start, ident.end)
            confidence = (0.7 if ident.valid else 0.4) * weight
            if ident.kind == "iban":
                found.add(f"{prefix}_iban", ident.value, 0.85 * weight, box)
            elif ident.kind == "vat_code":
                found.add(f"{prefix}_vat_code", ident.value, confidence, box)
            elif ident.kind in ("company_code", "personal_code") and ident.valid:
                found.add(f"{prefix}_id", ident.value, confidence * 0.9, box)
    address = _address(layout, block, lines)
    if address:
        text, box, confidence = address
        found.add(f"{prefix}_address", text, confidence * weight, box)
    country = country_of(block, found, prefix)
    if country:
        found.add(f"{prefix}_country_iso", country[0], country[1] * weight, None)


def labelled_codes(
    layout: Layout, block: Block, found: Candidates, weight: float, backing: str = "label"
) -> None:
    """The party's company and VAT codes by their labels, foreign ones without a checksum we know
    included ("Y-tunnus 0576703-2", "Co. Reg. No. 726732-X"): unconfirmed, so marked for review."""
    _labelled(layout, block, v.COMPANY_CODE, _company_code_finder, f"{block.role}_id", found, weight, backing)
    _labelled(layout, block, v.VAT_CODE, _vat_finder, f"{block.role}_vat_code", found, weight, backing)
    _labelled(
        layout, block, v.TAX_NUMBER, _tax_number_finder, f"{block.role}_vat_code", found, weight, backing
    )


# A label inside a longer one of another kind is that one's: "reg. no" in "GST Reg. No", "VAT reg. no."
_PART_OF = {v.COMPANY_CODE: re.compile(f"{v.VAT_CODE.pattern}|{v.CUSTOMER_CODE.pattern}")}


def _labelled(
    layout: Layout,
    block: Block,
    pattern: re.Pattern[str],
    finder: Finder,
    name: str,
    found: Candidates,
    weight: float,
    backing: str = "label",
) -> None:
    longer = _PART_OF.get(pattern)
    own = {id(segment) for segment in block.segments()}
    for hit in layout.find(pattern, block.lines):
        if not block.x0 <= hit.segment.box.x0 < block.x1 or id(hit.segment) not in own:
            continue
        if longer and any(
            m.start() <= hit.start and hit.end <= m.end() for m in longer.finditer(hit.segment.folded)
        ):
            continue
        item = value_after(layout, hit, finder, below=True)
        if item and block.x0 - 5 <= item.box.x0 < block.x1:
            found.add(name, item.value, item.confidence * weight, item.box, backing)


def _company_code_finder(text: str) -> list[tuple[str, int, int]]:
    results = []
    identifiers = find_identifiers(text)
    for ident in identifiers:
        if ident.kind in ("company_code", "personal_code"):
            results.append((ident.value, ident.start, ident.end))
        elif ident.kind == "vat_code":
            # after a register's label, a VAT number ("C.I.F.: B97872790", "NIF: PT505805871") is the
            # register's number too where its country's scheme makes them one
            code = register_code_in_vat(ident.value)
            if code:
                results.append((code, ident.start, ident.end))
    # what is, by its checksum, a VAT code or an IBAN is no company code ("PVM kodas" holds "kodas")
    typed = [(i.start, i.end) for i in identifiers if i.valid and i.kind in ("vat_code", "iban")]
    if not results:
        sirens = find_siren(text, labelled=True)
        results = [(i.value, i.start, i.end) for i in sirens if not _overlaps(i.start, i.end, typed)]
    if not results:
        # an Austrian Firmenbuchnummer: digits and a check letter after "FN" ("FN 123456a")
        results = [(m.group(1), *m.span(1)) for m in re.finditer(r"\bFN\s?(\d{1,6}[a-z])\b", text)]
    if not results:
        # foreign registration numbers: the first token holding at least five digits
        # (with its check letter: Malaysian "726732-X", a Singapore UEN "200094190M")
        # (a register's letters before it, "HRB 1234", but not a second label's word: "Business ID 0576703-2")
        pattern = r"(?<![\w-])(?!(?:ID|NO|NR)\b)[A-Z]{0,4}[ ]?\d[\d /.-]{3,18}\d(?:-?[A-Z])?(?![\w])"
        for match in re.finditer(pattern, text):
            if _overlaps(match.start(), match.end(), typed) or _CONTACT.search(text[: match.start()]):
                continue  # "Tel.: +351 225 424 909" under the label is no register number
            if find_dates(match.group()):
                continue  # "26-02-2026" under the next label down is a date
            if sum(c.isdigit() for c in match.group()) >= 5:
                results.append((match.group().strip(), match.start(), match.end()))
            break
    return results


def _overlaps(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(start < e and s < end for s, e in spans)


def _vat_finder(text: str) -> list[tuple[str, int, int]]:
    results = [(i.value, i.start, i.end) for i in find_identifiers(text) if i.kind == "vat_code"]
    if not results:
        match = re.search(r"(?<![\d])(\d{9}|\d{12})(?!\d)", text)
        if match and is_lt_vat_code(match.group()):
            results.append(("LT" + match.group(), match.start(), match.end()))
    if not results:
        results = [(i.value, i.start, i.end) for i in find_polish_nip(text)]
    return results


def _tax_number_finder(text: str) -> list[tuple[str, int, int]]:
    """A tax number outside the EU's scheme, kept as printed and unconfirmed, since no checksum backs it:
    Malaysian GST "001868589339", a Singapore GST number that is the company's UEN ("200094190M",
    "M6-6623035-5"), an SST number ("W10-1910-31845658")."""
    for match in re.finditer(r"(?<![\w\-+])[A-Z]{0,3}\d[\dA-Z-]{6,20}[\dA-Z](?![\w\-])", text):
        digits = sum(c.isdigit() for c in match.group())
        if digits >= 10 or (digits >= 8 and not match.group().isdigit()):
            return [(match.group(), match.start(), match.end())]
    return []


# A short key and its colon: "Nummer:", "Globale Nummer:", "Kundennummer:"
KEY = re.compile(r"[^\W\d][\w .\-/()]{0,30}:")


def is_label_text(text: str) -> bool:
    """A label, a contact line, or any short "Key:" (Nummer:, Globale Nummer:) — not a value."""
    folded = fold(text)
    party = any(_only_label(p, folded) for p in (v.SELLER, v.BUYER, v.NAME))
    return (
        party
        or any(
            p.match(folded) for p in (v.COMPANY_CODE, v.VAT_CODE, v.ADDRESSEE_CODE, v.ADDRESS, v.OTHER_PLACE)
        )
        or bool(_CONTACT.match(text))
        or bool(KEY.fullmatch(text.strip()))
    )


def _only_label(pattern: re.Pattern[str], folded: str) -> bool:
    """The label alone, with its translation ("Pavadinimas / Name"), or naming the party's number with us
    ("Customer number")."""
    found = pattern.match(folded)
    rest = folded[found.end() :].strip(" :/|") if found else None
    if rest is None:
        return False
    return not rest or bool(
        pattern.fullmatch(rest.rstrip(" :")) or NUMBER_OF_THE_PARTY.fullmatch(rest.rstrip(" :."))
    )


def clean_name(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip(" :;,-–|")


def _labelled_text(
    layout: Layout, block: Block, pattern: re.Pattern[str], joiner: str
) -> tuple[list[str], Box] | None:
    """A label's value with the lines under it in the value's column ("Anschrift: street" / "city")."""
    for hit in layout.find(pattern, block.lines):
        if hit.start > 2 or not block.x0 <= hit.segment.box.x0 < block.x1:
            continue
        after = text_after(with_translation(hit, pattern))
        if not after:
            continue
        segment, start, end = after
        first = clean_name(segment.text[start:end])
        if not first or is_label_text(first):
            continue
        parts, box = [first], segment.span_box(start, end)
        value_x = segment.span_box(start, end).x0
        above = _line_above_in_column(block, hit.line, value_x)
        if above:
            parts.insert(0, clean_name(above.text))
            box = box.union(above.box)
        for line, segments in block.rows:
            if line.index <= hit.line.index:
                continue
            under = segments[0]
            part = _address_part(under, hit.segment) if pattern is v.ADDRESS else None
            if part and line.index <= hit.line.index + 3:
                parts.append(part)  # "Dirección | Pramonės pr. 22" over "C.P. y población | LT-01285 Vilnius"
                box = box.union(under.box)
                continue
            # "Adresas: Ukmergės g. 68-13, LT-35751" over "Panevėžys": the town wrapped to the next line
            if (
                pattern is v.ADDRESS
                and line.index == hit.line.index + 1
                and town_after(parts[-1], under.text)
            ):
                parts.append(clean_name(under.text))
                box = box.union(under.box)
                break
            if (
                abs(under.box.x0 - value_x) > 6
                or is_label_text(under.text)
                or line.index > hit.line.index + 3
            ):
                break
            parts.append(clean_name(under.text))
            box = box.union(under.box)
        return parts, box
    return None


def _address_part(segment: Segment, label: Segment) -> str | None:
    """The value of a postcode or town row under an address's label, keyed at the label's left edge."""
    key = v.ADDRESS_PART.match(segment.folded)
    if key is None or abs(segment.box.x0 - label.box.x0) > 6:
        return None
    return clean_name(segment.text[key.end() :]) or None


def _line_above_in_column(block: Block, label_line: Line, value_x: float) -> Segment | None:
    """A two-line value printed with its label beside the second line ("MVM Musterhafter" / "Name: …")."""
    for line, segments in block.rows:
        if line.index == label_line.index - 1 and len(segments) == 1:
            segment = segments[0]
            tight = label_line.box.y0 - line.box.y1 < 0.6 * label_line.height
            if tight and abs(segment.box.x0 - value_x) <= 6 and not is_label_text(segment.text):
                return segment
    return None


def _name(layout: Layout, block: Block) -> tuple[str, Box, float] | None:
    labelled = _labelled_text(layout, block, v.NAME, " ")
    if labelled:
        return " ".join(labelled[0]), labelled[1], 0.85
    hit = block.label
    if hit is not None:
        after = text_after(hit)
        beside = after and after[0] is not hit.segment
        if after and beside:
            # "PIRKĖJAS | Išrašymo data: …": the name is under the label, another block beside
            heads = not _keys_beside_values(layout, hit, after[0]) and _heads_a_column(layout, hit)
            if heads or _far_beside(hit, after[0]):
                after = None
        if after:
            segment, start, end = after
            text = clean_name(segment.text[start:end])
            translated_label = is_label_text(text.lstrip("/| "))  # "Buyer" | "/ Pirkėjas" read apart
            if text and not is_label_text(text) and not translated_label and segment in block.segments():
                # "Paslaugų teikėjas: UAB „Upės akmuo“ · Liepų g. 109, … · Įm. k. …": one line, its pieces
                return up_to_inline_key(PIECE_SEPARATOR.split(text)[0]), segment.span_box(start, end), 0.85
    for _, segments in block.rows[1:] if hit else block.rows:
        segment = segments[0]
        if len(segments) > 1 and _bare_label(block.role, segment.folded):
            segment = segments[1]  # "DATOS DEL CLIENTE" over "Cliente | IĮ „Rasos spaustuvė“"
        text = clean_name(segment.text)
        title = DOCUMENT_TITLE.match(text)  # the title beside the label, in larger print: a line of its own
        if text and not is_label_text(text) and not title and re.search(r"[^\W\d_]{2}", text):
            return up_to_inline_key(text), segment.box, 0.8
    return None


# The keys of a party's particulars written one after another in a sentence ("MB „Ąžuolas“, įm. k.
# 359299082, PVM mok. k. LT283333216, Adresas: Šermukšnių g. 44, LT-44126 Kaunas, A/s LT20…")
_INLINE_KEYS = (v.COMPANY_CODE, v.VAT_CODE, v.ADDRESS, v.IBAN, re.compile(r"(?:tel|el\.? ?p|e-?mail|faks)\b"))


def up_to_inline_key(text: str) -> str:
    """The text before the first ", key" in it: a name or an address in a sentence of particulars."""
    for comma in re.finditer(r",\s*", text):
        rest = fold(text[comma.end() :])
        if any(key.match(rest) for key in _INLINE_KEYS):
            return text[: comma.start()]
    return text


def _inline_address(block: Block) -> tuple[str, Box] | None:
    """ "…, PVM mok. k. LT…, Adresas: Šermukšnių" over "g. 44, LT-44126 Kaunas, A/s LT…": an address
    keyed within a sentence of particulars, to the next key, the sentence wrapped to the next line."""
    for at, (line, segments) in enumerate(block.rows):
        for segment in segments:
            for key in v.ADDRESS.finditer(segment.folded):
                if not segment.folded[: key.start()].rstrip().endswith(","):
                    continue
                text = segment.text[key.end() :].lstrip(" :")
                box = segment.box
                wrapped = block.rows[at + 1][1][0] if at + 1 < len(block.rows) else None
                if up_to_inline_key(text) == text and wrapped and abs(wrapped.box.x0 - line.box.x0) < 6:
                    text, box = f"{text} {wrapped.text}", box.union(wrapped.box)
                text = clean_name(up_to_inline_key(text))
                return (text, box) if any(c.isdigit() for c in text) else None
    return None


def _keys_beside_values(layout: Layout, hit: Hit, beside: Segment) -> bool:
    """A form's rows of key | value cells ("Gavėjas | UAB …" over "Gavėjo sąskaita | LT97 …"): the label's
    value is the cell beside it, not the key under it."""
    if KEY.match(beside.text):
        return False  # "PIRKĖJAS | Išrašymo data: …": another block's key beside
    if hit.segment.text.isupper() and beside.text.isupper() and not LEGAL_FORM.search(beside.text):
        return False  # "PIRKĖJAS | PRISTATYMAS": the headings of two boxes side by side
    tolerance = 1.5 * hit.line.height
    under = _line_under(layout, hit.line)
    if under is None:
        return False
    return any(abs(s.box.x0 - hit.segment.box.x0) <= tolerance for s in under.segments) and any(
        abs(s.box.x0 - beside.box.x0) <= tolerance for s in under.segments
    )


def _far_beside(hit: Hit, segment: Segment) -> bool:
    """A segment too far right on the label's line to be its value: the heading of another box."""
    return segment.box.x0 - hit.segment.box.x1 > _FAR_BESIDE * hit.line.height


_FAR_BESIDE = 12


def _bare_label(role: str, folded: str) -> bool:
    label = (v.SELLER if role == "seller" else v.BUYER).match(folded)
    return bool(label and not folded[label.end() :].strip(" :"))


def _heads_a_column(layout: Layout, hit: Hit) -> bool:
    """A label alone in its segment with a value right under it, at its left edge."""
    if hit.segment.text[hit.end :].strip(" :"):
        return False
    under = _line_under(layout, hit.line)
    return under is not None and any(
        abs(s.box.x0 - hit.segment.box.x0) <= 1.5 * hit.line.height and not is_label_text(s.text)
        for s in under.segments
    )


def _line_under(layout: Layout, line: Line) -> Line | None:
    """The next line, where it stands right under this one on its page."""
    under = layout.lines[line.index + 1] if line.index + 1 < len(layout.lines) else None
    if under is None or under.page != line.page or under.box.y0 - line.box.y1 > 1.2 * under.height:
        return None
    return under


# "DE 80333 München", "GB SW1B 3BN London": a country code before the postcode (not "LT-01103", a postcode).
_COUNTRY_BEFORE_POSTCODE = re.compile(r"^([A-Z]{2}) (?=[A-Z0-9]{0,4}\d)")


def _without_contacts(text: str) -> str:
    """A line of dot-parted pieces without its phone, mail and web pieces: "Ukmergės g. 26, LT-68378
    Marijampolė · tel. +370 41 248671 · info@…" is an address."""
    pieces = PIECE_SEPARATOR.split(text)
    kept = [piece for piece in pieces if not (_CONTACT.match(piece.strip()) or re.search(r"@|www\.", piece))]
    return ", ".join(kept) if len(pieces) > 1 and kept else text


def _address(layout: Layout, block: Block, lines: list[Line]) -> tuple[str, Box, float] | None:
    labelled = _labelled_text(layout, block, v.ADDRESS, ", ")
    # an address has a house number or a postcode: "ADRESSE | DE FACTURATION" is the block's own label
    if labelled and any(c.isdigit() for part in labelled[0] for c in part):
        text = ", ".join(_COUNTRY_BEFORE_POSTCODE.sub("", part) for part in labelled[0])
        return without_country(up_to_inline_key(text)), labelled[1], 0.85
    inline = _inline_address(block)
    if inline:
        return without_country(inline[0]), inline[1], 0.85
    after = text_after(block.label) if block.label else None
    if after:
        # the label's line holds the name and the address, parted by dots
        pieces = PIECE_SEPARATOR.split(after[0].text[after[1] : after[2]])
        placed = [clean_name(piece) for piece in pieces[1:] if address_like(piece)]
        if placed:
            return without_country(", ".join(placed)), after[0].box, 0.8
    parts: list[tuple[str, Box]] = []
    texts = [segments[0] for _, segments in block.rows[1:]]
    for at, segment in enumerate(texts):
        text = _without_contacts(segment.text)
        if parts and segment.box.x0 > parts[0][1].x1:
            continue  # a line of a column beside, printed between the address's lines
        if is_label_text(text) or find_identifiers(text):
            if parts:
                break
            continue
        # a town between the street and the postcode, each on its line ("26 South Mall / Cork / T12 AD81")
        # (the next line of the column: one of a column beside may stand between)
        below = next((t for t in texts[at + 1 :] if not (parts and t.box.x0 > parts[0][1].x1)), None)
        town = len(parts) == 1 and below is not None and bool(POSTCODE.search(below.text))
        town = town and _TOWN.fullmatch(text.strip(" ,.")) is not None
        if address_like(text) or (parts and town_after(parts[-1][0], text)) or town:
            parts.append((_COUNTRY_BEFORE_POSTCODE.sub("", clean_name(text)), segment.box))
        elif parts:
            break
        if len(parts) == 2 and not town:
            break
    if not parts:
        return None
    box = parts[0][1]
    for _, other in parts[1:]:
        box = box.union(other)
    return without_country(", ".join(p for p, _ in parts)), box, 0.7


_INITIALS = re.compile(r"([A-ZÄÖÜÅĄČĘĖĮŠŲŪŽ]{2,3})\s+(\S.*)")


def without_logo_initials(name: str) -> str:
    """A logo's letters printed before the name they abbreviate: "KS Kuusiston Sauna Oyj", "AS Amber Soft AG".
    Letters that are a legal form stay unless the name has its own ("AB Amber Baltic" is an AB)."""
    found = _INITIALS.fullmatch(name)
    if found is None:
        return name
    letters, rest = found.groups()
    initials = "".join(word[0].upper() for word in rest.split() if word[0].isalpha())
    if initials.startswith(letters) and (not LEGAL_FORM.fullmatch(letters) or LEGAL_FORM.search(rest)):
        return rest
    return name


# The document's title alone is no issuer's name, when OCR lost the letterhead above it
DOCUMENT_TITLE = re.compile(
    r"(?i)^\W*(?:(?:pvm|vat|tax|commercial)\s+)?(?:s[aą]skaita(?:[\s-]+fakt[uū]ra)?|invoice|rechnung|gutschrift"
    r"|credit note|faktura(?: vat)?|r[eē][kķ]ins|arve|lasku|facture|factuur|receipt|kvitas|fattura|factura"
    r"|fatura|kvittering|kuitti|paragon|kassenbon)\W*$"
)


def form_and_name(text: str, segments: list[Segment], segment: Segment) -> str:
    """A legal form OCR set apart from the name after it on its line ("UAB | „Upės akmuo“"), joined again."""
    at = segments.index(segment)
    if not LEGAL_FORM.fullmatch(text.strip()) or at + 1 == len(segments):
        return text
    after = segments[at + 1]
    near = after.box.x0 - segment.box.x1 < 4 * (segment.box.y1 - segment.box.y0)  # not the next column
    return f"{text.strip()} {after.text.strip()}" if near else text


def wrapped_name(layout: Layout, line: Line, segment: Segment, text: str) -> str:
    """A name that goes on to the next line: its quotes open on its line and close on the next
    ("Advokatų kontora „Navickas ir" over "Rimkus“", 'AS "Baltijas' over 'Mazumtirdzniecība"'), or the
    next opens with "and" ("Žukauskas" over "ir partneriai"). The whole name, when the words that end it
    stand right under it."""
    if line.index + 1 >= len(layout.lines):
        return text
    below = layout.lines[line.index + 1]
    first = below.segments[0]
    under = first.box.x0 < segment.box.x1 and first.box.x1 > segment.box.x0
    if below.page != line.page or not under or below.box.y0 - line.box.y1 > line.height:
        return text
    if text.count("„") > text.count("“") + text.count("”"):
        ending = re.match(r"[^„“”\d]{1,40}[“”]", first.text)
    elif text.count('"') % 2:
        ending = re.match(r'[^"\d]{1,40}"', first.text)
    else:
        ending = _AND_PARTNERS.fullmatch(first.text.strip())
    return f"{text.rstrip()} {ending.group()}" if ending else text


# The rest of a firm's name on the line under it: "ir partneriai", "& Partner", "und Söhne"
_AND_PARTNERS = re.compile(r"(?:ir|and|und|&|et|en|och|og|ja|i|e|y)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?")


def address_like(text: str) -> bool:
    """A street (by its word, or a name and a house number) or a postcode, not a web or mail address nor
    a dated line ("Leveransdatum 2026-01-18": a year passes for a postcode)."""
    return (
        bool(STREET.search(text) or POSTCODE.search(text) or _NAME_AND_NUMBER.match(text))
        and not re.search(r"@|www\.|http", text)
        and not find_dates(text)
        and sum(c.isalpha() for c in text) >= 2  # "3468": a customer's number, no postcode without its town
        and not _PAYMENT_TERMS.search(text)
        and not _OPENING_HOURS.search(text)
    )


# "30 dagar netto", "14 Tage netto", "Net 30 days": payment terms, which read like a house number and a street
_PAYMENT_TERMS = re.compile(
    r"(?i)(?<![\w])(?:netto|net|days?|dagar|dage|dager|tage[n]?|päivää|jours|giorni|d[ií]as|dienų|dni|päeva)(?![\w])"
)


# "Avatud E-R 9-19, L 9-16", "Darbo laikas I-V 8:00–20:00": a shop's hours, whose ranges read like a house
# and flat number
_OPENING_HOURS = re.compile(
    r"(?i)avatud|darbo laikas|darba laiks|öffnungszeiten|opening hours|godziny otwarcia|aukioloajat"
    r"|öppettider|åbningstider|(?<![\w])(?:I-V|I-VII|E-R|E-P|Mo-Fr|Mo-Sa|Pr-Pn|P-Pk)(?![\w])"
    r"|\d{1,2}[:.]\d{2}\s*[-–]\s*\d{1,2}[:.]\d{2}"
)


# a line ending with its postcode ("Ukmergės g. 49, LT-35537"), whose town is printed on the next line
_POSTCODE_END = re.compile(r"(?:(?:LT|LV|EE)-?\s?\d{4,5}|\d{2}-\d{3}|\d{5})\W*$")
_TOWN = re.compile(r"[^\W\d_]+(?:[ -][^\W\d_]+){0,2}")


def town_after(previous: str, text: str) -> bool:
    return bool(_POSTCODE_END.search(previous) and _TOWN.fullmatch(text.strip(" ,.")))


def country_of(block: Block, found: Candidates, prefix: str) -> tuple[str, float] | None:
    text = " ".join(s.text for s in block.segments())
    folded = text.casefold()
    named = COUNTRY_NAME.search(folded)
    if named:
        return COUNTRIES[named.group(1)], 0.85
    for segment in block.segments():
        prefix_code = _COUNTRY_BEFORE_POSTCODE.match(segment.text)
        if prefix_code and pycountry.countries.get(alpha_2=prefix_code.group(1)):
            return prefix_code.group(1), 0.8
    postcode = _POSTCODE_COUNTRY.search(text)
    if postcode:
        return postcode.group(1), 0.8
    vat = found.best(f"{prefix}_vat_code")
    if vat and isinstance(vat.value, str) and vat.value[:2].isalpha():
        return vat_country(vat.value), 0.6
    return None


def _issuer(text: str) -> str:
    """ "QualityHosting AG - Uferweg 40-42 - Gelnhausen" (an envelope's sender line) or "Acme Ltd Invoice"."""
    name = without_logo_initials(clean_name(text))
    parts = [p for p in re.split(r"\s+[-–|·]\s+", name) if p]
    if len(parts) > 1 and LEGAL_FORM.search(parts[0]):
        name = parts[0]
    return repaired_name(re.sub(r"(?i)\s+(invoice|rechnung|faktura|sąskaita|facture|factuur)$", "", name))


def _unlabelled_seller(
    layout: Layout,
    buyer: Block | None,
    found: Candidates,
    receipt: bool,
    known_buyer: Mapping[int, float],
    table_lines: set[int],
) -> None:
    """No "Pardavėjas"/"Seller" label: the issuer heads the first page (or a receipt). Its role comes from
    its place alone, so none of its values is confirmed by a checksum (backing "position")."""
    if not layout.lines:
        return
    first_page = layout.lines[0].page
    top = [
        line
        for line in layout.lines
        if line.page == first_page and line.box.y1 < layout.page_height(first_page) * 0.3
    ]
    # where the buyer starts on each of its lines: a letterhead may share its lines with a box at the right
    # that holds the customer's code ("USt-IdNr. Kunde")
    buyer_edge = {line.index: buyer.x0 for line in buyer.lines} if buyer else {}
    for index, x0 in known_buyer.items():
        buyer_edge[index] = min(x0, buyer_edge.get(index, x0))
    buyer_lines = set(buyer_edge)
    # the company a label names the buyer ("Customer | VšĮ „Ežerų turizmas“" in a payment slip at the foot)
    # is the addressee at the head, not its issuer
    labelled = found.best("buyer_name")
    buyer_name = fold(str(labelled.value)) if labelled and labelled.backing == "label" else None
    candidates = [
        line
        for line in top
        if line.segments[0].box.x1 < buyer_edge.get(line.index, math.inf)
        and not (len(line.segments) == 1 and DOCUMENT_TITLE.match(line.text))
        and not any(fold(clean_name(s.text)) == buyer_name for s in line.segments[:2])
    ]
    # the first segment, or one after a logo's letters or the title ("VA | Vektor AG", "Faktura | Aukra AS")
    named = next(
        (
            line
            for line in candidates
            if LEGAL_FORM.search(line.segments[0].text)
            or (
                (len(line.segments[0].text) <= 3 or DOCUMENT_TITLE.match(line.segments[0].text))
                and any(LEGAL_FORM.search(s.text) for s in line.segments[1:2])
            )
        ),
        None,
    )
    in_footer = False
    if named is None and not receipt:
        named = _footer_company(layout, buyer_lines)
        in_footer = named is not None
    if named is None and not candidates:
        return
    chosen = named or candidates[0]
    segment = next((s for s in chosen.segments if LEGAL_FORM.search(s.text)), chosen.segments[0])
    named_text = form_and_name(segment.text, chosen.segments, segment)
    confidence = 0.6 if named else (0.5 if receipt else 0.3)
    legal = None if receipt else _legal_name(layout)
    if legal:
        found.add("seller_name", legal[0], 0.5, legal[1], backing="position")
    # a receipt's head is centred: its code lines may start left of the name
    left = _block_left(segment)
    if chosen.segments[0] is not segment and len(chosen.segments[0].text) <= 3:
        # a logo before the name: the letterhead's lines start under it
        left = min(left, chosen.segments[0].box.x0 - 1.5 * chosen.height)
    for line in layout.lines[chosen.index + 1 : chosen.index + 1 + _UNDER_THE_NAME]:
        first = line.segments[0]
        if left - 5 * chosen.height < first.box.x0 < left and first.box.x1 > segment.box.x0:
            left = first.box.x0 - 2  # the address under the name, set out left of it (beside a logo above)
    block = Block("seller", None, 0 if receipt else left, layout.page_width(first_page))
    start = chosen.index
    for line in layout.lines[start : start + MAX_BLOCK_LINES]:
        edge = buyer_edge.get(line.index, math.inf)
        if edge <= block.x0 or line.page != first_page or line.index in table_lines:
            break
        block.x1 = min(block.x1, edge)
        segments = [s for s in line.segments if block.x0 <= s.box.x0 < block.x1]
        if segments:
            block.rows.append((line, segments))
    name = _issuer(wrapped_name(layout, chosen, segment, named_text))
    if in_footer:
        name = footer_name(name)
    found.add("seller_name", name, confidence, segment.box, backing="position")
    weight = 0.7
    labelled_codes(layout, block, found, weight, "position")
    address = _address(layout, Block("seller", None, block.x0, block.x1, block.rows), block.lines) or (
        _address_under_the_name_again(layout, segment, table_lines)
    )
    if address:
        found.add("seller_address", address[0], address[2] * weight, address[1], backing="position")
    # identifiers anywhere outside the buyer's block most likely belong to the issuer
    for line in layout.lines:
        if line.index in buyer_lines:
            continue  # the whole line: OCR may part a code from the block it belongs to
        for segment in line.segments:
            for ident in find_identifiers(segment.text):
                box = segment.span_box(ident.start, ident.end)
                if ident.kind == "vat_code":
                    found.add(
                        "seller_vat_code", ident.value, 0.45 if ident.valid else 0.3, box, backing="position"
                    )
                elif ident.kind == "company_code" and ident.valid:
                    found.add("seller_id", ident.value, 0.4, box, backing="position")
            for ident in find_siren(segment.text):
                found.add(
                    "seller_id",
                    ident.value,
                    0.5,
                    segment.span_box(ident.start, ident.end),
                    backing="position",
                )
    country = country_of(block, found, "seller")
    if country:
        found.add("seller_country_iso", country[0], country[1] * weight, None, backing="position")


# The lines under a letterhead's name that may set its block's left edge.
_UNDER_THE_NAME = 4


def _block_left(name: Segment) -> float:
    """The left edge of the block a name heads: a name in larger print starts further right of it than the
    block's smaller lines do (the letters' side bearings)."""
    return name.box.x0 - max(3.0, 0.5 * name.box.height)


def _address_under_the_name_again(
    layout: Layout, name: Segment, table_lines: set[int]
) -> tuple[str, Box, float] | None:
    """The letterhead names the issuer without its address, which is printed under the name where it
    stands again (a footer's column: "ADRESS / Hälsinge Trä & Fritid AB / Sveavägen 29 / 111 57
    Stockholm")."""
    for line in layout.lines:
        for again in line.segments:
            if again is name or again.folded != name.folded:
                continue
            block = Block("seller", None, _block_left(again), again.box.x1 + 20 * again.box.height)
            for below in layout.lines[line.index : line.index + MAX_BLOCK_LINES]:
                if below.page != line.page or below.index in table_lines:
                    break
                segments = [s for s in below.segments if block.x0 <= s.box.x0 < block.x1]
                if segments:
                    block.rows.append((below, segments))
            address = _address(layout, block, block.lines)
            if address:
                return address
    return None


def _buyer_address_elsewhere(layout: Layout, block: Block, found: Candidates, table_lines: set[int]) -> None:
    """A labelled buyer without an address ("Customer | VšĮ „Ežerų turizmas“" in a payment slip at the foot):
    its address is under its name where the page prints it again (the addressee at the head)."""
    named = found.best("buyer_name")
    name = fold(str(named.value)) if named else None
    segment = next((s for s in block.segments() if name and fold(clean_name(s.text)) == name), None)
    address = _address_under_the_name_again(layout, segment, table_lines) if segment else None
    if address:
        found.add("buyer_address", address[0], 0.8 * address[2], address[1], backing="position")


def _footer_company(layout: Layout, buyer_lines: set[int]) -> Line | None:
    """Nobody named at the head of the first page: a company named at its foot, over the lines of its
    address and codes, is the issuer (a letterhead printed as a footer)."""
    first_page = layout.lines[0].page
    foot = layout.page_height(first_page) * FOOTER_SHARE
    return next(
        (
            line
            for line in layout.lines
            if line.page == first_page
            and line.box.y0 > foot
            and line.index not in buyer_lines
            and (form := LEGAL_FORM.search(line.segments[0].text))
            and len(line.segments[0].text[: form.start()].split()) <= MAX_NAME_WORDS
            and not v.LEGAL_FOOTER.search(line.folded)
        ),
        None,
    )


def footer_name(text: str) -> str:
    """A footer runs on after the company's name: "e-Luscious Nederland B.V. iov Saeco.com" ends at its
    legal form, "UAB Saulės vėjas, Vilniaus g. 1" (the form first) at its comma."""
    form = LEGAL_FORM.search(text)
    if form is None:
        return text
    return text[: form.end()] if form.start() else text.split(",")[0].strip()


_ANY_LEGAL_FORM = re.compile(LEGAL_FORM.pattern, re.IGNORECASE)


def _legal_name(layout: Layout) -> tuple[str, Box] | None:
    """The company a legal line names: "Free SAS au capital de …", or "NETPRESSE" over "Siège social : …"."""
    for hit in layout.find(v.LEGAL_FOOTER):
        before = clean_name(hit.segment.text[: hit.start])
        if before and not _ANY_LEGAL_FORM.fullmatch(before) and len(before.split()) <= 6:
            return before, hit.segment.span_box(0, hit.start)
        above = layout.lines[hit.line.index - 1] if hit.line.index else None
        if before or above is None or above.page != hit.line.page or len(above.segments) != 1:
            continue
        name = above.segments[0]
        overlaps = name.box.x0 < hit.segment.box.x1 and hit.segment.box.x0 < name.box.x1
        if (
            overlaps
            and len(name.words) <= 6
            and not re.search(r"\d", name.text)
            and not is_label_text(name.text)
        ):
            return clean_name(name.text), name.box
    return None
