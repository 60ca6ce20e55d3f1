"""Parties from the blocks around their codes, whatever the layout and language (issue 13).

A *block* is lines grouped by geometry: a segment joins the segment under it when their left edges (or
centres) line up and no wider gap than a line parts them, and a label ("Kundennummer:") joins the value
beside it. A block holding a company or VAT code that passes its checksum is a party. Its role is read from
a party label inside it or right above it (LT, EN, DE, PL, LV, EE, …); without one, from its place: the
issuer heads the page (first, top-left), the buyer follows. The user's own company (from their profile),
when named by its code, takes the side a label leaves open; where no label names either side, the bank
account decides before the place does: an invoice prints the account it is to be paid to, the seller's.
Its name is the line with a legal form (else its first plain line), its address the lines that look like
one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from statistics import median

from activities.reading.identifiers import Identifier, compact, find_identifiers
from activities.reading.layout import Layout, Line, Segment
from activities.reading.normalize import fold
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import PIECE_SEPARATOR, Candidates
from activities.reading.rules.countries import without_country
from activities.reading.rules.parties import (
    DOCUMENT_TITLE,
    FOOTER_SHARE,
    KEY,
    LEGAL_FORM,
    NUMBER_OF_THE_PARTY,
    Block,
    address_like,
    clean_name,
    country_of,
    footer_name,
    form_and_name,
    is_label_text,
    labelled_codes,
    payee_on_a_slip,
    sender_line,
    town_after,
    without_logo_initials,
    wrapped_name,
)
from workflows.contracts import OwnCompany

# A line gap wider than this many word heights ends a block; a label's value stands at most this far right.
LINE_GAP = 0.9
OVERLAP = 0.3
ALIGN = 1.5
LABEL_GAP = 6.0
ROLE_WEIGHT = {"label": 1.0, "position": 0.6}
_LABEL_END = re.compile(r":\s*$")
_PARTY_CODES = ("company_code", "personal_code", "vat_code")


@dataclass
class CodeBlock:
    rows: list[tuple[Line, list[Segment]]]
    codes: frozenset[str]
    role: str | None = None
    backing: str = "position"

    @property
    def top(self) -> tuple[int, float, float]:
        line, segments = self.rows[0]
        return line.page, line.box.y0, min(s.box.x0 for s in segments)


def code_block_candidates(layout: Layout, skip_lines: set[int], own: OwnCompany | None = None) -> Candidates:
    return block_candidates(layout, code_blocks(layout, skip_lines, own))


def code_blocks(layout: Layout, skip_lines: set[int], own: OwnCompany | None = None) -> list[CodeBlock]:
    """The party blocks, each with its role."""
    blocks = [b for b in text_blocks(layout, skip_lines) if b.codes and not _note_naming_both(b)]
    assign_roles(layout, blocks, own)
    return blocks


def block_candidates(layout: Layout, blocks: list[CodeBlock]) -> Candidates:
    found = Candidates.empty()
    taken = {id(segment) for block in blocks for _, segments in block.rows for segment in segments}
    for block in blocks:
        if block.role is not None:
            _block_fields(layout, block, found, taken)
    return found


def buyer_lines(blocks: list[CodeBlock]) -> dict[int, float]:
    """The lines of the buyer's block (by a label, the user's company, or its place beside the block that
    names the letterhead's company), each with where the block starts on it: the issuer is to be sought
    elsewhere, to the left of it on a line the two share."""
    edges: dict[int, float] = {}
    for block in blocks:
        if block.role == "buyer":
            for line, segments in block.rows:
                x0 = min(s.box.x0 for s in segments)
                edges[line.index] = min(x0, edges.get(line.index, x0))
    return edges


def text_blocks(layout: Layout, skip_lines: set[int]) -> list[CodeBlock]:
    """The page's segments grouped into blocks (union of aligned neighbours and label–value pairs)."""
    lines = [line for line in layout.lines if line.index not in skip_lines]
    items = [(line, segment) for line in lines for segment in line.segments]
    parent = list(range(len(items)))
    position = {id(segment): n for n, (_, segment) in enumerate(items)}

    def root(n: int) -> int:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    def join(a: Segment, b: Segment) -> None:
        parent[root(position[id(a)])] = root(position[id(b)])

    for number, line in enumerate(lines):
        for left, right in zip(line.segments, line.segments[1:], strict=False):
            if _labels_value(left, right, line.height):
                join(left, right)
        below = [
            other
            for other in lines[number + 1 : number + 4]
            # tight leading lets a line's ink box reach into the next line's
            if other.page == line.page
            and -OVERLAP * line.height <= other.box.y0 - line.box.y1 <= LINE_GAP * line.height
        ]
        for segment in line.segments:
            for other in below:
                under = next((s for s in other.segments if _aligned(segment, s, line.height)), None)
                if under is not None:
                    # "PIRKĖJAS" under the seller's lines opens a block of its own
                    if not _party_label(under.folded):
                        join(segment, under)
                    break
    groups: dict[int, list[tuple[Line, Segment]]] = {}
    for n, item in enumerate(items):
        groups.setdefault(root(n), []).append(item)
    return [_code_block(group) for group in groups.values()]


def _labels_value(left: Segment, right: Segment, height: float) -> bool:
    """ "Nummer:" and its value, however far the form's value column stands; a label of any other shape
    ("Įm. kodas") only close by. Never two labels (a seller's and a buyer's column heads)."""
    if is_label_text(right.text):
        return False
    if _LABEL_END.search(left.text):
        return True
    # a label that holds its value already ("VAT IE5495530O") is no key of the next column's text
    close = right.box.x0 - left.box.x1 <= LABEL_GAP * height
    label = is_label_text(left.text) or _code_label(left)
    return close and label and not any(c.isdigit() for c in left.text)


def _code_label(segment: Segment) -> bool:
    """A short label naming a code after other words: "Ihre Reg.-Nr.", "Jūsų PVM kodas"."""
    return len(segment.words) <= 4 and bool(
        v.COMPANY_CODE.search(segment.folded) or v.VAT_CODE.search(segment.folded)
    )


def _aligned(upper: Segment, lower: Segment, height: float) -> bool:
    left = abs(upper.box.x0 - lower.box.x0) <= ALIGN * height
    centred = abs(upper.box.center_x - lower.box.center_x) <= ALIGN * height
    return left or centred


# A block's line of more words than this is a sentence
_NOTE_WORDS = 8


def _note_naming_both(block: CodeBlock) -> bool:
    """A sentence with two VAT codes ("USt-IdNr. des Leistungsempfängers: LT… · unsere USt-IdNr.: DE…"):
    a note naming both parties, neither's block."""
    vat_codes = {code for code in block.codes if code[:2].isalpha()}
    sentence = any(len(s.words) > _NOTE_WORDS for _, segments in block.rows for s in segments)
    return len(vat_codes) > 1 and sentence


def _code_block(group: list[tuple[Line, Segment]]) -> CodeBlock:
    rows: dict[int, tuple[Line, list[Segment]]] = {}
    for line, segment in group:
        rows.setdefault(line.index, (line, []))[1].append(segment)
    ordered = [
        (line, sorted(segments, key=lambda s: s.box.x0)) for _, (line, segments) in sorted(rows.items())
    ]
    codes = frozenset(ident.value for line, segments in ordered for _, ident in party_codes(line, segments))
    return CodeBlock(ordered, codes)


def party_codes(line: Line, segments: list[Segment]) -> list[tuple[Segment, Identifier]]:
    """Codes that pass their checksum and say what they are: a VAT code by its country prefix, a bare
    number by its label ("Įmonės kodas", "NIP", "Reg. nr.") — an invoice number may pass a checksum too."""
    found = []
    for number, segment in enumerate(segments):
        before = " ".join(s.folded for s in segments[:number])
        for ident in find_identifiers(segment.text):
            if ident.kind not in _PARTY_CODES or not ident.valid:
                continue
            prefixed = segment.text[ident.start : ident.start + 2].isalpha()
            label = before + " " + segment.folded[: ident.start]
            if prefixed or v.COMPANY_CODE.search(label) or v.VAT_CODE.search(label):
                found.append((segment, ident))
    return found


def _label_role(layout: Layout, block: CodeBlock) -> str | None:
    """A party label opening a row of the block, or standing alone right above it."""
    # a label under the block's last code opens the next party ("Mokėtojas" under a slip's payee)
    coded = [i for i, (line, _) in enumerate(block.rows) if any(c in compact(line.text) for c in block.codes)]
    rows = block.rows[: coded[-1] + 1] if coded else block.rows
    roles = {
        "seller" if payee_on_a_slip(layout, line, segments[0].folded) else _role(segments[0].folded)
        for line, segments in rows
    } - {None}
    if any(v.ADDRESSEE_CODE.search(segment.folded) for _, segments in block.rows for segment in segments):
        roles.add("buyer")
    if len(roles) == 1:
        return roles.pop()
    if roles:
        return None  # seller and buyer in one block: columns run together, the place decides nothing either
    first_line, segments = block.rows[0]
    x0, x1 = min(s.box.x0 for s in segments), max(s.box.x1 for s in segments)
    for line in reversed(layout.lines[max(0, first_line.index - 2) : first_line.index]):
        if line.page != first_line.page or first_line.box.y0 - line.box.y1 > 2 * first_line.height:
            continue
        for segment in line.segments:
            overlaps = segment.box.x0 < x1 and x0 < segment.box.x1
            role = _role(segment.folded) if overlaps else None
            if role and not _value_text(segment):
                return role
    return None


def _role(folded: str) -> str | None:
    for role, pattern in (("seller", v.SELLER), ("buyer", v.BUYER)):
        if pattern.match(folded.lstrip()):
            return role
    return None


def assign_roles(layout: Layout, blocks: list[CodeBlock], own: OwnCompany | None = None) -> None:
    """Blocks sharing a code, or each holding one of the user's, are one party (a letterhead repeated in a
    footer or on the next page). Labels
    first; then the user's own company: the role the labels left open, else the one the bank account
    gives it, else the one the letterhead gives it; then places: first (top-left) the issuer, next the
    buyer."""
    codes = _own_codes(own)

    def one_party(a: CodeBlock, b: CodeBlock) -> bool:
        # the user's company code in the window and its VAT code beside it ("Ihre UID") are one party
        return bool(a.codes & b.codes or (a.codes & codes and b.codes & codes))

    parties: list[list[CodeBlock]] = []
    for block in sorted(blocks, key=lambda b: _place(layout, b)):
        party = next((p for p in parties if any(one_party(b, block) for b in p)), None)
        if party is None:
            parties.append([block])
        else:
            party.append(block)
    unnamed = []
    for party in parties:
        roles = {role for block in party if (role := _label_role(layout, block))}
        if len(roles) == 1:
            _set_role(party, roles.pop(), "label")
        elif not roles:
            unnamed.append(party)
    open_roles = [r for r in ("seller", "buyer") if not any(b.role == r for b in blocks)]
    mine = next((p for p in unnamed if any(b.codes & codes for b in p)), None)
    if mine is not None and own is not None and open_roles:
        if len(open_roles) == 1:
            _set_role(mine, open_roles[0], "label")  # the other side is named: this one is the user
            return
        others = [block for party in unnamed if party is not mine for block in party]
        role = (
            _role_by_account(layout, mine, others, own)
            or _role_by_window(layout, mine)
            or _role_by_letterhead(layout, mine)
        )
        if role is not None and role in open_roles:
            _set_role(mine, role, "position")
            unnamed.remove(mine)
            open_roles.remove(role)
    issuer = _letterhead(layout)
    named_issuer = [p for p in unnamed if issuer and any(_names(block, issuer) for block in p)]
    if "seller" in open_roles and len(named_issuer) == 1 and len(unnamed) > 1:
        # the block that names the letterhead's company is the issuer's, wherever it stands (a footer)
        _set_role(named_issuer[0], "seller", "position")
        unnamed.remove(named_issuer[0])
        open_roles.remove("seller")
    for party, role in zip(unnamed, open_roles, strict=False):
        _set_role(party, role, "position")


# The share of the first page's height a letterhead stands in.
LETTERHEAD_SHARE = 0.15


def _letterhead(layout: Layout) -> str | None:
    """The company named first at the head of the first page, in its largest print: the issuer."""
    if not layout.lines:
        return None
    first = layout.lines[0].page
    top = [
        line
        for line in layout.lines
        if line.page == first and line.box.y1 < LETTERHEAD_SHARE * layout.page_height(first)
    ]
    named = [s for line in top for s in line.segments if LEGAL_FORM.search(s.text)]
    if not named:
        return None
    # the name's own print: a logo's line also holds the small print beside it ("Klientų aptarnavimas …")
    segment = max(named, key=_height)
    # a brand in larger print above it ("Aalto Devworks" over the addressee "UAB „Linų kraštas“") heads
    # the page: the company it names is the addressee, and the issuer's legal name is not at the head
    brands = [
        s
        for line in top
        for s in line.segments
        if s.box.y1 <= segment.box.y0
        and _height(s) > BRAND_PRINT * _height(segment)
        and not DOCUMENT_TITLE.match(s.text)
        and not set(re.findall(r"\w{4,}", s.folded)) & set(re.findall(r"\w{4,}", segment.folded))
    ]
    return None if brands else fold(clean_name(segment.text))


# A brand's print is this much larger than the legal name under it
BRAND_PRINT = 1.3


def _height(segment: Segment) -> float:
    return median(w.box.height for w in segment.words)


def _names(block: CodeBlock, name: str) -> bool:
    return any(fold(clean_name(s.text)) == name for _, segments in block.rows for s in segments)


def _role_by_window(layout: Layout, mine: list[CodeBlock]) -> str | None:
    """The user's block right under a window's sender line ("Tischlerei Katrin Wagner · Ehrenfeldgürtel 1 ·
    50823 Köln"): the addressee, the buyer."""
    for block in mine:
        line, segments = block.rows[0]
        x0 = min(s.box.x0 for s in segments)
        above = [s for other in layout.lines[max(0, line.index - 2) : line.index] for s in other.segments]
        for segment in [*above, *segments]:
            aligned = abs(segment.box.x0 - x0) <= ALIGN * line.height and segment.box.page == line.page
            if aligned and sender_line(segment.text, legal=False):
                return "buyer"
    return None


def _role_by_letterhead(layout: Layout, mine: list[CodeBlock]) -> str | None:
    """The user's role from the company the page is headed by: the user's, they issued it; another's
    (a supplier's name over the user's address in the envelope window), they received it."""
    issuer = _letterhead(layout)
    if issuer is None:
        return None
    return "seller" if any(_names(block, issuer) for block in mine) else "buyer"


def _own_codes(own: OwnCompany | None) -> frozenset[str]:
    return frozenset(compact(code) for code in (own.code, own.vat_code) if code) if own else frozenset()


def _role_by_account(
    layout: Layout, mine: list[CodeBlock], others: list[CodeBlock], own: OwnCompany
) -> str | None:
    """The user's role from the bank accounts printed: the user's own account (the profile's, or one in the
    user's block) makes them the payee, the seller; another party's account makes them the payer, the
    buyer. An account printed apart from the parties counts as another's only when the profile names the
    user's, so a second account of the user's is not taken for the seller's."""
    accounts = {ident.value for line in layout.lines for ident in _accounts(line.text)}
    known = {compact(own.iban)} if own.iban else set()
    if accounts & known or _block_accounts(mine):
        return "seller"
    if _block_accounts(others) or (known and accounts):
        return "buyer"
    return None


def _block_accounts(blocks: list[CodeBlock]) -> set[str]:
    return {
        ident.value
        for block in blocks
        for _, segments in block.rows
        for segment in segments
        for ident in _accounts(segment.text)
    }


def _accounts(text: str) -> list[Identifier]:
    return [ident for ident in find_identifiers(text) if ident.kind == "iban" and ident.valid]


def _set_role(party: list[CodeBlock], role: str, backing: str) -> None:
    for block in party:
        block.role, block.backing = role, backing


def _place(layout: Layout, block: CodeBlock) -> tuple[int, bool, float, float]:
    """Reading order of blocks, the page's foot (a letterhead printed at the bottom) after the rest."""
    page, y0, x0 = block.top
    line = block.rows[0][0]
    foot = y0 > FOOTER_SHARE * layout.page_height(page)
    return page, foot, round(y0 / (3 * line.height)), x0


def _block_fields(layout: Layout, block: CodeBlock, found: Candidates, taken: set[int]) -> None:
    """``taken``: the segments of every party block (ids), none of which is another block's address."""
    role, weight = block.role, ROLE_WEIGHT["label" if block.backing == "label" else "position"]
    assert role is not None
    for line, segments in block.rows:
        for segment, ident in party_codes(line, segments):
            name = f"{role}_vat_code" if ident.kind == "vat_code" else f"{role}_id"
            box = segment.span_box(ident.start, ident.end)
            found.add(name, ident.value, 0.85 * weight, box, block.backing)
    segments = [s for _, row in block.rows for s in row]
    x0, x1 = min(s.box.x0 for s in segments), max(s.box.x1 for s in segments)
    # a foreign code no checksum of ours confirms is read by its label alone; the codes read above are not
    # counted twice
    labelled = Candidates.empty()
    labelled_codes(layout, Block(role, None, x0, x1, block.rows), labelled, 0.6 * weight, block.backing)
    for name, fields in labelled.by_field.items():
        found.by_field[name].extend(f for f in fields if f.value not in block.codes)
    texts = [
        (segment, piece)
        for _, segments in block.rows
        for number, segment in enumerate(segments)
        if not is_label_text(segment.text)
        and not (number and _other_labels_value(segments[number - 1]))
        and not _keyed_value(segment)
        and not _window_sender(segment)
        for piece in _pieces(_value_text(segment))
    ]
    plain = [
        (s, t)
        for s, t in texts
        if t
        and not find_identifiers(t)
        and not is_label_text(t)
        and not _REGISTER.search(t)
        # "Invoice" or "Invoice number" over an info block keyed "Your VAT number"
        and not DOCUMENT_TITLE.match(t)
        and not _DOCUMENT_KEYS.match(fold(t))
    ]
    named = next(((s, t) for s, t in plain if LEGAL_FORM.search(t)), None)
    # without a label, a line without a legal form may be a column's heading ("Register", "Bankverbindung")
    if named is None and block.backing == "label":
        named = next(((s, t) for s, t in plain if re.search(r"[^\W\d_]{2}", t) and not address_like(t)), None)
    if named is not None:
        confidence = 0.8 if LEGAL_FORM.search(named[1]) else 0.55
        line, row = next((line, segments) for line, segments in block.rows if named[0] in segments)
        name = wrapped_name(
            layout, line, named[0], without_logo_initials(form_and_name(named[1], row, named[0]))
        )
        found.add(f"{role}_name", name, confidence * weight, named[0].box, block.backing)
    address: list[tuple[Segment, str]] = []
    for segment, text in plain:
        if (segment, text) == named:
            continue
        if v.OTHER_PLACE.match(fold(text)):
            break  # "Prekių išdavimo vieta": the address of a warehouse or a shop follows, not the party's
        if address_like(text) or (address and town_after(address[-1][1], text)):
            address.append((segment, text))
    address = address[:3]
    if not address and named is not None:
        address = _address_beside(block, named[0], taken)
    if address:
        box = address[0][0].box
        for segment, _ in address[1:]:
            box = box.union(segment.box)
        text = without_country(", ".join(t for _, t in address))
        found.add(f"{role}_address", text, 0.65 * weight, box, block.backing)
    country = country_of(Block(role, None, 0, 0, block.rows), found, role)
    if country:
        found.add(f"{role}_country_iso", country[0], country[1] * 0.8 * weight, None, block.backing)


def _address_beside(block: CodeBlock, name: Segment, taken: set[int]) -> list[tuple[Segment, str]]:
    """A footer's "AB „Upės akmuo“ | Savanorių pr. 78, LT-91544 Klaipėda | …" over the codes: a block
    without an address of its own has the one printed right of its name, in no party's block."""
    line = next(line for line, segments in block.rows if name in segments)
    after = [s for s in line.segments if s.box.x0 > name.box.x1]
    beside = after[0] if after else None
    if beside is None or id(beside) in taken or find_identifiers(beside.text):
        return []
    text = _value_text(beside)
    return [(beside, text)] if address_like(text) else []


def _window_sender(segment: Segment) -> bool:
    """The window's sender line over the addressee is the other party's; a footer of the same shape, with
    the issuer's codes, is the issuer's own."""
    return bool(sender_line(segment.text, legal=False)) and not find_identifiers(segment.text)


def _pieces(text: str) -> list[str]:
    """A footer's one line of dot-parted pieces, the name parted from the address that follows it:
    "UAB „Vėjas“, Vilniaus g. 1, LT-01103 Vilnius · Įmonės kodas …" → the name, the address, the codes."""
    out = []
    for piece in PIECE_SEPARATOR.split(text):
        name = footer_name(piece)
        rest = piece[len(name) :].strip(" ,")
        split = name != piece and LEGAL_FORM.search(name) and address_like(rest)
        out += [name, rest] if split else [piece]
    return out


# Labels whose value is the party's own: its role, name or address.
_PARTY_LABELS = (v.SELLER, v.BUYER, v.NAME, v.ADDRESS)


def _party_label(folded: str) -> re.Match[str] | None:
    found = next((m for p in _PARTY_LABELS if (m := p.match(folded))), None)
    return None if found and NUMBER_OF_THE_PARTY.match(folded, found.end()) else found


def _other_labels_value(label: Segment) -> bool:
    """The segment before a value is a label of something other than the party ("Kundennummer:",
    "Rechnungsdatum:"): the value is no name or address."""
    keyed = _LABEL_END.search(label.text) or _DOCUMENT_KEYS.match(label.folded.strip())
    return bool(keyed) and not _party_label(label.folded.strip())


# A form's keys of the document's own data, printed without a colon ("Your reference | PO-31803")
_DOCUMENT_KEYS = re.compile(
    "|".join(f"(?:{p.pattern})" for p in (v.NUMBER, v.INVOICE_DATE, v.DUE_DATE, v.ORDER_NUMBER))
    + r"|(?:your |our )?reference|payment terms|(?:ihre |unsere )?referenz|zahlungsbedingungen"
)


# A company's register, court and officers, printed among its codes: never its name or address.
_REGISTER = re.compile(
    r"(?i)amtsgericht|registergericht|\bHR[AB]\b|\bSt\.?-?Nr\b|steuernummer|gesch[aä]ftsf[uü]hr|vorstand"
    r"|\bsitz\b|managing director|direktorius|\bKRS\b|\bREGON\b|kapita[lł] zak|share capital|registered in"
    r"|obchodn[ií]m? rejst[rř][ií]k|\boddíl\b|\bvložka\b|spisov[aá] značka|kaupparekister"
)


_KEYED = re.compile(KEY.pattern + r"\s*\S")


def _keyed_value(segment: Segment) -> bool:
    """ "Rechnungsnummer: 6245": a value under a key of its own, not the party's name or address."""
    return bool(_KEYED.match(segment.text)) and not _party_label(segment.folded.lstrip())


def _value_text(segment: Segment) -> str:
    """A segment without the label that opens it ("Pardavėjas: UAB Vėjas" → "UAB Vėjas")."""
    text = segment.text
    folded = segment.folded.lstrip()
    match = _party_label(folded)
    if match:
        text = text[len(segment.folded) - len(folded) + match.end() :]
    return clean_name(text)
