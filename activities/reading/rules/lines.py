"""Line-item tables: find the header row, derive columns from it, read rows until the totals, across pages."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field, replace
from decimal import Decimal
from statistics import median

from activities.reading.layout import Layout, Line, Segment, thousands_head
from activities.reading.normalize import fold, parse_amount, parse_percent, plain
from activities.reading.rules import vocabulary as v
from activities.reading.rules.common import amount_finder, digits_within, opens_another_column
from activities.reading.types import Box, Field, FieldValue, LineItem, Word
from workflows.sums import AGGREGATE, EQUATION, UNIT_PRICE, close
from workflows.vat import KNOWN_RATES

CENT = Decimal("0.01")

MAX_STRAY_LINES = 6
ZERO = Decimal(0)

# Column header phrases (folded, ";"-separated) by column kind. Longer phrases are tried first.
_COLUMN_PHRASES: dict[str, str] = {
    "index": """
        eil nr; eil. nr; eil.nr; eil; nr; #; no; pos; lp; l.p; npk; jrk; pos.;
        r.br; r br; rbr; nr crt; nr. crt
    """,
    "name": """
        prekes pavadinimas; prekiu pavadinimas; prekes, paslaugos pavadinimas; prekes ar paslaugos
        pavadinimas; paslaugos pavadinimas; pavadinimas; preke; paslauga; aprasymas; prekes / paslaugos;
        description; item description; item; product; service; details; particulars; bezeichnung;
        artikelbezeichnung; artikel; beschreibung; leistung; nazwa; nazwa towaru; opis; towar; nosaukums;
        preces nosaukums; prece; apraksts; kirjeldus; nimetus; toode; designation; omschrijving; produit;
        libelle; towar/usluga; toode / teenus; descrizione; articolo; concepto; descripcion; producto;
        descricao; varebeskrivelse; beskrivelse; beskrivning; benaevnelse; benamning; vare; varer; tekst;
        kuvaus; tuote; nimike;
        naziv; naziv artikla; denumirea produselor sau a serviciilor; denumirea; denumire; denumire produs;
        περιγραφη;
        наименование; наименование на стоката/услугата; наименование на стоката; стока/услуга; mal hizmet;
        mal/hizmet; aciklama
    """,
    "code": """
        prekes kodas; kodas; code; item code; product code; art. nr; art.-nr; artikelnummer; artikelnr; art
        nr; sku; kod; kods; kood; ref; reference; artikelcode; art-nr-lief; art-nr; art nr lief; symbol;
        tootekood; codice; codigo; referencia; varenr; varenummer; tuotenumero; tuotekoodi
    """,
    "barcode": """
        barkodas; bruksninis kodas; barcode; ean; gtin; ean kodas
    """,
    "unit": """
        mato vnt; mato vnt.; mato vienetas; mat. vnt; mat vnt; mato vien; matavimo vnt; vnt; unit; uom;
        einheit; me; j.m; jm; j. m.; merv; mervieniba; uhik; unite; eenheid; mv; jedn; u m; um; u.m.;
        unidad;
        ud;
        jed mjera; jed. mjera; jed mj; jmj; mj;
        em; мярка; мерна единица; birim
    """,
    "quantity": """
        kiekis; kiek; qty; quantity; menge; anzahl; ilosc; daudz; daudzums; kogus; quantite; qte; aantal;
        hoeveelheid; nombre; hours; hrs; kiekis, vnt; anz; il; kog; q ta; qta; quantita; cantidad; cant;
        uds;
        unidades; quantidade; qtd; qtd un; antal; antal enhed; maara; kpl;
        kol; kolicina; cantitate;
        kolicina; ποσοτητα; количество; к-во; miktar
    """,
    "price": """
        kaina; vnt. kaina; vnt kaina; vieneto kaina; kaina be pvm; kaina, eur; kaina eur; vnt. kaina be pvm;
        unit price; price; rate; price per unit; unit cost; einzelpreis; preis; e-preis; cena; cena netto;
        cena jedn; cena jedn. netto; hind; uhiku hind; prix unitaire; prix; prijs; stukprijs; cena bez pvn;
        kaina su pvm; net price; nettopreis; einzelpreis netto; vk-preis; verkaufspreis; p u ht; prezzo;
        prezzo unitario; prezzo unit; precio; precio unitario; precio unit; preco; preco unitario; preco
        unit;
        pris; enhedspris; a-pris; stk pris; yksikkohinta; a pris;
        cijena; jed cijena; jedinicna cijena; pret unitar; pret unitar (fara tva); pret;
        τιμη; ед. цена; ед цена; единична цена; цена; birim fiyat
    """,
    "discount": """
        nuolaida; nuolaida %; nuol; discount; disc; rabatt; rabat; atlaide; allahindlus; remise; korting;
        nuolaida, %; disc %; discount %; rabatt %; rabat %; remise %; korting %; sconto; sconto %; sc %;
        dto; dto %; dto.; descuento; desconto
    """,
    "vat_percent": """
        pvm %; pvm, %; pvm tarifas; pvm tarifas, %; pvm proc; vat %; vat rate; tax %; tax rate; mwst %;
        mwst.; ust %; ust.; steuersatz; stawka vat; stawka; pvn %; pvn likme; km %; km maar; tva %; btw %;
        tarifas; vat; pvm; pvn; km; tax; taxes; btw; tva; %; iva %; iva; % iva; aliquota;
        pdv %; stopa pdv; cota tva;
        ddv %; φπα %; ддс %; kdv orani; kdv %
    """,
    "vat": """
        pvm suma; pvm, eur; pvm suma, eur; vat amount; tax amount; mwst betrag; kwota vat; pvn summa; km
        summa; montant tva; kaibemaks;
        iznos pdv; valoarea tva; valoare tva; kdv tutari; ддс
    """,
    "subtotal": """
        suma be pvm; verte be pvm; suma be pvm, eur; suma, eur; suma eur; amount; net amount; betrag netto;
        nettobetrag; wartosc netto; summa bez pvn; summa km-ta; summa; total net; montant ht; bedrag; line
        total; suma; verte; gesamtpreis; gesamt; betrag; wartosc; kopa; netto; amount (eur); amount eur;
        net;
        total; price_subtotal; summe; zeilenbetrag; positionsbetrag; importo; importe; totale riga; valore;
        valor; total liquido; valor liquido; belob; belob dkk; belob eur; belopp; yhteensa;
        iznos; vrijednost; valoarea; valoare;
        αξια; стойност; сума; mal hizmet tutari; tutar
    """,
    "total": """
        suma su pvm; verte su pvm; suma su pvm, eur; viso su pvm; total incl; total incl. vat; gross;
        brutto; wartosc brutto; summa ar pvn; summa km-ga; kokku; total ttc; amount incl; is viso; viso;
        gesamt brutto; amount incl. vat; total with vat; prijs incl btw; incl btw; price incl vat
    """,
}


def _words_of(text: str) -> list[str]:
    return fold(text).replace(".", " ").replace(",", " ").split()


_PHRASES = sorted(
    ((tuple(_words_of(p)), kind) for kind, phrases in _COLUMN_PHRASES.items() for p in phrases.split(";")),
    key=lambda item: -len(item[0]),
)
_PHRASES_BY_FIRST_WORD: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _phrase, _kind in _PHRASES:
    _PHRASES_BY_FIRST_WORD.setdefault(_phrase[0], []).append((_phrase, _kind))
# OCR glues a header's words together ("SumabePVM"): match those too.
_GLUED = {"".join(phrase): kind for phrase, kind in _PHRASES if len(phrase) > 1}
_PHRASE_KINDS = dict(_PHRASES)
_VOCABULARY_WORDS = {word for phrase, _ in _PHRASES for word in phrase}
_NEAR_LENGTH = 6  # shorter words a letter apart mean different things ("km-ta" without VAT, "km-ga" with)


def _one_deleted(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


# a vocabulary word of six letters or more by itself and with each letter deleted: two words one edit apart
# share one of these
_NEAR_WORDS: dict[str, set[str]] = {}
for _word in _VOCABULARY_WORDS:
    if len(_word) >= _NEAR_LENGTH:
        for _variant in _one_deleted(_word) | {_word}:
            _NEAR_WORDS.setdefault(_variant, set()).add(_word)


def _heading_words(text: str) -> list[str]:
    """A heading's words, each one OCR misread by a letter ("Towar/usžuga") taken as the vocabulary's word
    it stands for, where exactly one is a letter away."""
    return [_vocabulary_word(word) for word in _words_of(text)]


def _vocabulary_word(word: str) -> str:
    if word in _VOCABULARY_WORDS or len(word) < _NEAR_LENGTH:
        return word
    near = set().union(*(_NEAR_WORDS.get(variant, set()) for variant in _one_deleted(word) | {word}))
    return near.pop() if len(near) == 1 else word


_NUMERIC_KINDS = {"quantity", "price", "subtotal", "total", "vat"}
_AMOUNT_KINDS = _NUMERIC_KINDS - {"quantity"}
UNKNOWN = "unknown"
# a heading of one to three short words ("Symbol", "Mat.", "Eil."), not a sentence or a number
_UNKNOWN_HEADING = re.compile(r"[^\W\d_][\w.,/%-]*(?: [^\W\d_][\w.,/%-]*){0,2}")
_TEXT_KINDS = {"unit", "code", "barcode"}
_NUMERIC_WORD = re.compile(r"^[-−(]?\d[\d\s.,]*%?\)?$|^\d+(?:[.,]\d+)?\s?%$")
UNIT_WORD = re.compile(
    r"(?i)^(vnt\.?|kompl\.?|kg|g|t|l|m|m2|m²|m3|m³|val\.?|d\.?|mėn\.?|men\.?|paslauga|pcs|pc|h|hrs?|st\.?|stk\.?|"
    r"szt\.?|gab\.?|tk|ea|unit|units|psl\.?|km|kpl\.?|pak\.?|dėž\.?|set|"
    # hours, pieces, pairs, packs and boxes in the suppliers' languages
    r"timer|tim|std\.?|tunti(?:a)?|hod\.?|godz\.?|ore|horas|heures|hours?|un|uds?\.?|pz|pezzi|par|cx|bdt\.?|"
    r"pkg\.?|lfm|ks|op\.?|porc\.?|ltr)$"
)


@dataclass
class Column:
    kind: str
    x0: float
    x1: float
    label: str
    left: float = float("-inf")
    right: float = float("inf")
    guessed: bool = False  # the name column under a heading no vocabulary holds


@dataclass
class Row:
    cells: dict[str, list[Word]] = field(default_factory=dict)
    lines: list[Line] = field(default_factory=list)

    def text(self, kind: str) -> str:
        return " ".join(w.text for w in self.cells.get(kind, []))

    def box(self, kind: str) -> Box | None:
        words = self.cells.get(kind)
        if not words:
            return None
        box = words[0].box
        for word in words[1:]:
            box = box.union(word.box)
        return box

    def confidence(self, kind: str) -> float:
        return min((w.confidence for w in self.cells.get(kind, [])), default=1.0)


@dataclass
class Table:
    columns: list[Column]
    rows: list[Row]
    line_indexes: set[int]  # header and body lines, kept out of the totals and party searches


def _split_header_words(words: list[Word]) -> list[tuple[str, list[Word]]]:
    """Cut a header segment into column phrases so that as many of its words as possible belong to a known
    phrase ("PVM Suma be PVM" is "PVM" + "Suma be PVM", not "PVM suma" + two strays)."""
    tokens = [(t, i) for i, w in enumerate(words) for t in _heading_words(w.text)]
    # best[k]: (score, columns) covering tokens[:k]; a matched token scores 2, a stray one costs 1
    best: list[tuple[int, list[tuple[str, list[int]]]] | None] = [None] * (len(tokens) + 1)
    best[0] = (0, [])
    for k in range(len(tokens)):
        if best[k] is None:
            continue
        score, columns = best[k]  # type: ignore[misc]
        for phrase, kind in _PHRASES_BY_FIRST_WORD.get(tokens[k][0], ()):
            end = k + len(phrase)
            if end <= len(tokens) and tuple(t for t, _ in tokens[k:end]) == phrase:
                _keep_better(
                    best, end, score + 2 * len(phrase), [*columns, (kind, [i for _, i in tokens[k:end]])]
                )
        # OCR drops spaces inside a phrase: "SumabePVM" (one token), "Sumasu PVM" (two that join into it)
        for end in range(k + 1, min(k + 3, len(tokens)) + 1):
            glued = _GLUED.get("".join(t for t, _ in tokens[k:end]))
            if glued:
                joined = [i for _, i in tokens[k:end]]
                _keep_better(best, end, score + 2 * (end - k), [*columns, (glued, joined)])
        token, index = tokens[k]
        if token in _GLUED:
            continue
        if columns:
            kind, indexes = columns[-1]
            _keep_better(best, k + 1, score - 1, [*columns[:-1], (kind, [*indexes, index])])
        else:
            _keep_better(best, k + 1, score - 1, columns)
    final = best[len(tokens)]
    return [(kind, [words[i] for i in sorted(set(idx))]) for kind, idx in (final[1] if final else [])]


def _keep_better(
    best: list[tuple[int, list[tuple[str, list[int]]]] | None],
    k: int,
    score: int,
    columns: list[tuple[str, list[int]]],
) -> None:
    current = best[k]
    if current is None or score > current[0] or (score == current[0] and len(columns) < len(current[1])):
        best[k] = (score, columns)


def _header_columns(segments: list[Segment], word_count: int, cells: bool = False) -> list[Column] | None:
    """``cells``: each segment is one cell of a stacked header, heading one column named by its first
    phrase ("VK-Preis" over "Ohne MwSt." is a price)."""
    columns: list[Column] = []
    for segment in segments:
        previous = None
        split = _split_header_words(segment.words)
        if cells and split:
            split = [(split[0][0], segment.words)]
        if not split and _UNKNOWN_HEADING.fullmatch(segment.text):
            # a heading none of our phrases names still stands over a column of its own; its cells are
            # typed once the rows are read (_typed_columns)
            columns.append(Column(UNKNOWN, segment.box.x0, segment.box.x1, segment.text))
        for kind, words in split:
            x0 = min(w.box.x0 for w in words)
            x1 = max(w.box.x1 for w in words)
            label = " ".join(w.text for w in words)
            if previous is not None and previous.kind == kind:
                # "Prekė / paslauga": two words for one column in one heading
                previous.x1, previous.label = x1, f"{previous.label} {label}"
                continue
            previous = Column(kind, x0, x1, label)
            columns.append(previous)
    kinds = [c.kind for c in columns if c.kind != UNKNOWN]
    numeric = sum(1 for k in kinds if k in _NUMERIC_KINDS)
    first_number = min((c.x0 for c in columns if c.kind in _NUMERIC_KINDS), default=0.0)
    unknown = [c for c in columns if c.kind == UNKNOWN and c.x1 < first_number]
    if "name" not in kinds and numeric >= 2 and unknown:
        # a heading no vocabulary holds ("Turinys") left of every number column: what the items are
        # named by (_reconciled still keeps the structure's rows where these do not add up and name)
        unknown[0].kind, unknown[0].guessed = "name", True
        kinds.append("name")
    if "name" not in kinds or len(kinds) < 3 or numeric < (1 if _amount_last(columns) else 2):
        return None
    if numeric == 1:
        # with no quantity, the one "Kaina" is each line's amount, not a unit price
        amount = max(columns, key=lambda c: c.x1)
        amount.kind = "subtotal" if amount.kind == "price" else amount.kind
    if word_count > 3 * len(kinds) + 4:
        return None  # a sentence that happens to contain column words
    return _resolve(columns)


def _amount_last(columns: list[Column]) -> bool:
    """A list of services with one amount each ("… | Paslauga | Kaina be PVM, EUR"): its one number column
    is the rightmost."""
    return bool(columns) and max(columns, key=lambda c: c.x1).kind in _AMOUNT_KINDS


def _stacked_cells(top: Line, under: list[Line]) -> list[Segment]:
    """A header whose cells wrap over two or three lines ("Vnt." over "kaina", "Suma be" over "PVM"): each
    cell is the words standing over one another, read top line first. Columns are told apart by where
    their words stand, so the top line's words alone would name them wrongly ("Vnt." a unit column over
    the prices)."""
    lines = [top, *under]
    cells = [part for line in lines for segment in line.cells for part in _phrase_cells(segment.words)]
    merged = True
    while merged:
        merged = False
        for a, b in itertools.combinations(range(len(cells)), 2):
            if _overlap(cells[a], cells[b]):
                cells[a] += cells.pop(b)
                merged = True
                break
    order = {id(w): (n, w.box.x0) for n, line in enumerate(lines) for w in line.words}
    cells = sorted((sorted(c, key=lambda w: order[id(w)]) for c in cells), key=lambda c: _span(c)[0])
    return [Segment(words) for words in _join_split_phrases(cells, top.height)]


def _phrase_cells(words: list[Word]) -> list[list[Word]]:
    """A cell's words, parted where they are several headings side by side that a narrow gap ran together
    ("Summa Tootekood" over "km-ga": a gross and a code column)."""
    split = _split_header_words(words)
    if sum(len(part) for _, part in split) != len(words):
        return [list(words)]
    parts: list[tuple[str, list[Word]]] = []
    for kind, part in split:
        if parts and parts[-1][0] == kind:
            parts[-1][1].extend(part)  # "Prekė / paslauga": two phrases of one column
        else:
            parts.append((kind, list(part)))
    return [part for _, part in parts] or [list(words)]


def _span(words: list[Word]) -> tuple[float, float]:
    return min(w.box.x0 for w in words), max(w.box.x1 for w in words)


def _overlap(a: list[Word], b: list[Word]) -> bool:
    (a0, a1), (b0, b1) = _span(a), _span(b)
    return a0 < b1 and b0 < a1


def _join_split_phrases(cells: list[list[Word]], height: float) -> list[list[Word]]:
    """Neighbouring cells a narrow gap apart whose words make one heading together and none alone ("Suma"
    beside "be PVM", which OCR parted): one cell."""
    out: list[list[Word]] = []
    for cell in cells:
        near = out and _span(cell)[0] - _span(out[-1])[1] <= height
        if near and _heading(out[-1] + cell) and not (_heading(out[-1]) and _heading(cell)):
            out[-1] = out[-1] + cell
        else:
            out.append(cell)
    return out


def _heading(words: list[Word]) -> bool:
    """The words are one column heading, every word of it."""
    tokens = tuple(t for w in words for t in _heading_words(w.text))
    return tokens in _PHRASE_KINDS or (len(tokens) == 1 and tokens[0] in _GLUED)


def _resolve(columns: list[Column]) -> list[Column]:
    """Give every column a distinct kind and an x-range reaching halfway to its neighbours."""
    columns.sort(key=lambda c: c.x0)
    names = [c for c in columns if c.kind == "name"]
    if len(names) == 2 and all(c.kind != "code" for c in columns):
        names[0].kind = "code"  # "Artikel | Omschrijving": the first names the article by its number
    # "PVM" twice: the first is the rate, the second the amount; "Suma" twice: net then gross
    counts: dict[str, int] = {}
    for column in columns:
        counts[column.kind] = counts.get(column.kind, 0) + 1
        if column.kind == UNKNOWN:
            column.kind = f"{UNKNOWN}{counts[UNKNOWN]}"
        elif counts[column.kind] == 2:
            column.kind = {"vat_percent": "vat", "subtotal": "total", "price": "price_gross"}.get(
                column.kind, column.kind + "_2"
            )
    _set_boundaries(columns)
    return columns


def _set_boundaries(columns: list[Column]) -> None:
    for left, right in itertools.pairwise(columns):
        boundary = (left.x1 + right.x0) / 2
        left.right = boundary
        right.left = boundary


def _names_start_under_their_cells(columns: list[Column], rows: list[Row]) -> bool:
    """A name heading centred over a wide column stands right of where the names begin: the column starts
    where its cells do (the median left edge of the rows' names), so that a name run up against the code
    before it is parted where the column really begins. Whether it moved."""
    name = next((c for c in columns if c.kind == "name"), None)
    starts = sorted(row.cells["name"][0].box.x0 for row in rows if row.cells.get("name"))
    if name is None or len(starts) < 2:
        return False
    start = starts[len(starts) // 2]
    before = [c for c in columns if c.x1 <= name.x0]
    if start >= name.x0 - 2 or (before and start <= before[-1].x1):
        return False
    name.x0 = start
    _set_boundaries(columns)
    return True


def find_tables(layout: Layout) -> list[Table]:
    tables: list[Table] = []
    i = 0
    lines = layout.lines
    while i < len(lines):
        header = lines[i]
        if _MONEY.search(header.text):
            i += 1  # "ÁFA-kulcs | Nettó | ÁFA | Nettó összesen | 2 617,78 €": a total beside, no header
            continue
        under = _wrapped_lines(lines, i)
        columns = (under and _header_columns(_stacked_cells(header, under), len(header.words), True)) or (
            _header_columns(header.cells, len(header.words))
        )
        if not columns:
            i += 1
            continue
        if (
            tables
            and tables[-1].rows
            and _same_columns(tables[-1].columns, columns)
            and _continues_on_next_page(tables[-1], header)
        ):
            table = tables[-1]  # the header repeated on the next page
        else:
            table = Table(columns, [], set())
            tables.append(table)
        table.line_indexes.add(header.index)
        read_rows, read_lines = len(table.rows), set(table.line_indexes)
        end = _read_rows(layout, table, columns, i + 1)
        if _names_start_under_their_cells(columns, table.rows[read_rows:]):
            del table.rows[read_rows:]
            table.line_indexes = read_lines
            end = _read_rows(layout, table, columns, i + 1)
        i = end
        if not _names_text(table):
            tables.remove(table)  # a VAT summary's rate column ("KM määr | 21 %") names no items
    return _without_repeats([t for t in tables if t.rows])


def _without_repeats(tables: list[Table]) -> list[Table]:
    """A table whose rows repeat an earlier one's, name and amount (an act of acceptance listing the
    invoice's services again), lists no further items: its lines join the first table's."""
    kept: list[Table] = []
    for table in tables:
        rows = {_row_key(row) for row in table.rows}
        first = next((t for t in kept if rows <= {_row_key(row) for row in t.rows}), None)
        if first is None:
            kept.append(table)
        else:
            first.line_indexes |= table.line_indexes
    return kept


def _row_key(row: Row) -> tuple[str, Decimal | None]:
    return fold(row.text("name")), _rightmost_amount(row)


def _names_text(table: Table) -> bool:
    """A guessed name column holds words in most rows."""
    if not any(c.guessed for c in table.columns):
        return True
    named = sum(bool(re.search(r"[^\W\d_]{2}", row.text("name"))) for row in table.rows)
    return named > len(table.rows) / 2


def _same_columns(a: list[Column], b: list[Column]) -> bool:
    return [c.kind for c in a] == [c.kind for c in b]


def _continues_on_next_page(table: Table, header: Line) -> bool:
    last = max(table.line_indexes)
    return header.index > last and header.page != table.rows[-1].lines[-1].page


def _read_rows(layout: Layout, table: Table, columns: list[Column], start: int) -> int:
    """Rows until the totals, a wide gap or the page end; a few stray lines (remarks) are stepped over."""
    lines = layout.lines
    current: Row | None = None
    held: tuple[Line, dict[str, list[Word]]] | None = None
    skipped = group = 0
    i = start
    while i < len(lines):
        line, previous = lines[i], lines[i - 1]
        if line.page != previous.page:
            return i  # the table goes on only under a repeated header (the caller looks for it)
        if current is None and ((i - start < 2 and _wrapped_header(line, previous)) or _column_numbers(line)):
            table.line_indexes.add(line.index)
            i += 1
            continue
        ends = _ends_table(line, columns)
        if ends and _group_sum(table.rows[group:], line, lines[i + 1 : i + 4], columns):
            group = len(table.rows)  # "Iš viso numeriui: 25,22" closes one phone number's rows, not the table
            table.line_indexes.add(line.index)
            i += 1
            continue
        if ends or line.box.y0 - previous.box.y1 > 4.5 * max(line.height, 1):
            return i
        if current is not None and _another_header(line, columns):
            return i
        cells = _cells(line, columns)
        numbers = _figures(cells)
        if current is not None and _continues_row(current, line, cells, numbers):
            if not numbers and _opens_next_row(lines, i, current, columns):
                held = (line, cells)
            else:
                _merge(current, line, cells, numbers)
        elif len(numbers) >= 2 or (numbers & {"subtotal", "total"} and _named(cells)):
            current = Row(cells, [line])
            if held is not None:
                current = Row({k: w for k, w in held[1].items() if k in ("name", "code")}, [held[0]])
                _merge(current, line, cells, numbers)
                held = None
            table.rows.append(current)
        elif current is None and set(cells) <= {"name", "code", "index"}:
            pass  # a sub-heading or a wrapped header line
        else:
            skipped += 1
            if skipped > MAX_STRAY_LINES:
                return i - skipped + 1
            i += 1
            continue
        skipped = 0
        table.line_indexes.add(line.index)
        i += 1
    return i


# a sum, or a sum carried from one page to the next ("Perkelta į 2 psl.", "Übertrag")
_SUM_WORD = re.compile(
    r"(?<![a-z])(?:suma|sum|summa|summe|total|kopa|kokku|razem|perkelta|perkeliama|carried|brought forward"
    r"|ubertrag|przeniesienie|z przeniesienia)(?![a-z])"
)
_TOTALS_LABELS = (v.NET_TOTAL, v.VAT_TOTAL, v.GROSS_TOTAL, v.NOT_A_TOTAL, v.IN_WORDS)


def _named(cells: dict[str, list[Word]]) -> bool:
    """The row has a name: its name cell, else its one cell of words ("Kuro priedas 8 % (nuo siuntų sumos
    106,87 EUR) | 8,55" under the shipments' dates), which becomes the name."""
    if "name" in cells:
        return True
    worded = [
        kind
        for kind, words in cells.items()
        if kind not in _NUMERIC_KINDS and re.search(r"[^\W\d_]{3}", " ".join(w.text for w in words))
    ]
    if len(worded) != 1:
        return False
    folded = fold(" ".join(w.text for w in cells[worded[0]]))
    if _SUM_WORD.search(folded) or any(p.search(folded) for p in _TOTALS_LABELS):
        return False  # "Detalių suma:", "Net value": a sum, no item
    cells["name"] = cells.pop(worded[0])
    return True


def _column_numbers(line: Line) -> bool:
    """A form's row numbering its columns under their headings ("1 | 2 | 3 | 4 | 5 | 6", "0 1 2 3 4 5 (3x4)"):
    part of the header, no item."""
    text = re.sub(r"\(\d+\s?[x×*+-]\s?\d+\)", "", line.text)
    tokens = text.split()
    if len(tokens) < 3 or not all(t.isdigit() for t in tokens):
        return False
    numbers = [int(t) for t in tokens]
    return numbers[0] in (0, 1) and numbers == list(range(numbers[0], numbers[0] + len(numbers)))


def _group_sum(rows: list[Row], line: Line, following: list[Line], columns: list[Column]) -> bool:
    """A total line that sums the rows since the last one, with the next group's heading under it and rows
    going on in the same columns: a group's subtotal inside the table (a telecom bill's sum per phone
    number)."""
    amounts = amount_finder(line.text)
    lasts = [value for row in rows if (value := _rightmost_amount(row)) is not None]
    if len(amounts) != 1 or not rows or len(lasts) != len(rows):
        return False
    if abs(sum(lasts, Decimal(0)) - amounts[0][0]) > Decimal("0.01") * len(rows):
        return False
    # the next group's heading ("Numeris +370 641 49114"), not another table's row of headings ("Base imp. |
    # % IVA | Cuota | Total" under a receipt's TOTAL)
    heading = following[:1] and not _MONEY.search(following[0].text) and len(following[0].cells) <= 2
    return bool(heading) and any(
        len(_figures(_cells(after, columns))) >= 2 and not _ends_table(after, columns)
        for after in following[1:]
        if after.page == line.page
    )


def _rightmost_amount(row: Row) -> Decimal | None:
    numbers = [k for k in row.cells if k in _NUMERIC_KINDS and _has_amount(row.cells[k])]
    if not numbers:
        return None
    kind = max(numbers, key=lambda k: row.cells[k][-1].box.x1)
    return _amount(row, kind)


def _figures(cells: dict[str, list[Word]]) -> set[str]:
    """The cells that hold an amount: in the number columns, and under a "PVM" heading taken for the rates
    that holds no rate (a repeated header OCR misread: "Suma be PVM" wrapped, its "PVM" read as a heading
    of its own over the nets)."""
    numbers = {k for k in cells if k in _NUMERIC_KINDS and _has_amount(cells[k])}
    rate = cells.get("vat_percent")
    if rate and re.fullmatch(r"[\d\s.,]*\d[.,]\d{2}", text := " ".join(w.text for w in rate)):
        value = parse_amount(text)
        if value is not None and value not in KNOWN_RATES:
            numbers.add("vat_percent")
    return numbers


def _another_header(line: Line, columns: list[Column]) -> bool:
    """Three cells or more of words without a figure, one of them under a column of numbers, after rows
    already read: the header of the next table (a rent invoice's meter readings under its services). A
    row's wrapped name or a remark stays in the text columns."""
    if re.search(r"\d", line.text) or len(line.cells) < 3:
        return False
    return any(_column_under(segment.words[0], columns).kind in _NUMERIC_KINDS for segment in line.cells)


def _wrapped_lines(lines: list[Line], i: int) -> list[Line]:
    """The lines a header at ``i`` wraps onto (at most two more)."""
    under: list[Line] = []
    for line in lines[i + 1 : i + 3]:
        previous = under[-1] if under else lines[i]
        if line.page != previous.page or not _wrapped_header(line, previous):
            break
        under.append(line)
    return under


def _wrapped_header(line: Line, previous: Line) -> bool:
    """A header's second and third line ("VK-Preis" over "Ohne" over "MwSt."): tight under it (a scan's
    lines stand a little apart), no numbers."""
    return line.box.y0 - previous.box.y1 < 0.9 * line.height and not _has_amount(line.words)


def _continues_row(row: Row, line: Line, cells: dict[str, list[Word]], numbers: set[str]) -> bool:
    """A line tight under a row that fills only what the row lacks: a wrapped name, a number set lower."""
    gap = line.box.y0 - row.lines[-1].box.y1
    if gap > 0.6 * line.height:
        return False
    filled = {k for k in row.cells if k in _NUMERIC_KINDS}
    if numbers & filled or ("index" in cells and _has_amount(cells["index"])):
        return False
    if v.SERIAL_NUMBER.match(line.cells[0].folded):
        return False  # "Serienummer: SDMPP373MPP15" under an item is a note, not part of its name
    return bool(numbers) or "name" in cells or "code" in cells


def _opens_next_row(lines: list[Line], i: int, row: Row, columns: list[Column]) -> bool:
    """A name's first line set above its row's numbers (cells centred in their height): it stands clearly
    nearer the numbers' line under it than the row above it."""
    line = lines[i]
    if i + 1 == len(lines) or lines[i + 1].page != line.page:
        return False
    following = lines[i + 1]
    cells = _cells(following, columns)
    if sum(k in _NUMERIC_KINDS and _has_amount(cells[k]) for k in cells) < 2:
        return False
    above, below = line.box.y0 - row.lines[-1].box.y1, following.box.y0 - line.box.y1
    return below < 0.5 * above


def _merge(row: Row, line: Line, cells: dict[str, list[Word]], numbers: set[str]) -> None:
    for kind, words in cells.items():
        if kind in numbers or (kind not in row.cells and kind not in ("name", "code")):
            row.cells.setdefault(kind, words)
        elif kind == "name":
            if not _smaller_print(words, row.cells.get("name", [])):
                row.cells.setdefault("name", []).extend(words)
        elif kind == "code":
            text = " ".join(w.text for w in words)
            if re.fullmatch(r"\d{8}|\d{12,14}", text):
                row.cells.setdefault("barcode", words)  # a GTIN printed under the article number
            elif "code" not in row.cells:
                row.cells["code"] = words
    row.lines.append(line)


# A line under a name printed this much smaller is a note on it, not the rest of the name.
NOTE_SIZE = 0.85


def _smaller_print(words: list[Word], name: list[Word]) -> bool:
    """ "Premium support" over "Mar 25, 2026 – Apr 24, 2026" in smaller print: the period billed, a note.
    Only a text layer's boxes tell font sizes (OCR's hold the ink alone: "uogos" stands lower than "Kava")."""
    if not words or not name or any(w.confidence < 1.0 for w in (*words, *name)):
        return False
    return median(w.box.height for w in words) < NOTE_SIZE * median(w.box.height for w in name)


_MONEY = re.compile(r"\d[.,]\d{2}(?!\d)")


def _ends_table(line: Line, columns: list[Column]) -> bool:
    """Totals or a footer begin: the table is over."""
    # a remark's column left of the label ("… art. 42 ustawy o VAT | Wartość netto | 19 226,22") is no part
    # of it
    cells = line.cells
    money = next((k for k, cell in enumerate(cells) if _MONEY.search(cell.text)), 0)
    after_gap = (k for k in range(money - 1, 0, -1) if opens_another_column(cells[k - 1], cells[k], line))
    # ("Iš viso | kg | 21.699,087 | 17.757,09": the label at the left, a unit after a gap)
    label = next(after_gap, 0)
    return _totals_label(line, cells, columns) or (label > 0 and _totals_label(line, cells[label:], columns))


def _totals_label(line: Line, cells: list[Segment], columns: list[Column]) -> bool:
    # the label's words may stand apart as segments of their own (OCR spaces a small scan's words widely)
    lead = list(itertools.takewhile(lambda s: not re.search(r"\d", s.text), cells)) or cells[:1]
    first = lead[0]
    # a ruling OCR read before the label ("| Razem") is no part of it
    start = re.sub(r"^[\W_]+", "", " ".join(s.folded for s in lead))
    name_column = next(c for c in columns if c.kind == "name")
    in_name = first.box.x0 < name_column.right
    # a VAT label without an amount is an item's remark ("PVM neapmokestinama (PVM įst. 31 str.)")
    vat = v.VAT_TOTAL.match(start) and _MONEY.search(line.text)
    label = v.GROSS_TOTAL.match(start) or v.NET_TOTAL.match(start) or vat
    # "Suma netto: 11 325,89": a label closing the line's first text, whatever words lead up to it, and one
    # amount after it (an item's row holds a quantity or a price as well)
    closing = (
        any(
            re.search(f"(?:{p.pattern})[\\s:]*$", start)
            for p in (v.GROSS_TOTAL, v.NET_TOTAL, v.BEFORE_DISCOUNT)
        )
        and not re.search(r"\d", start)
        and len(amount_finder(line.text)) == 1
    )
    return (
        closing
        or bool(label and (in_name or len(line.cells) <= 3))
        or bool(re.match(r"suma zodziais|is viso|viso|total|summe|razem|kopa|kokku", start))
    )


def _cells(line: Line, columns: list[Column]) -> dict[str, list[Word]]:
    """Numbers go to the column under their centre (they are right-aligned); text goes, a whole segment at a
    time, to the column its first word starts in (text is left-aligned and may run past its header)."""
    cells: dict[str, list[Word]] = {}
    for segment in line.cells:
        if _NUMERIC_WORD.match(segment.text.lstrip("€$£ ")):
            for index, word in enumerate(segment.words):
                cells.setdefault(_number_column(segment.words, index, columns, cells).kind, []).append(word)
            continue
        column = _text_column(segment, columns)
        words = segment.words
        article = (
            column.kind in ("code", "barcode") and len(words) > 1 and _ARTICLE_CODE.fullmatch(words[0].text)
        )
        named = next((c for c in columns if c.x0 > column.x0 and c.kind == "name"), None) if article else None
        weighed = _column_under(words[0], columns)
        if not named and weighed.kind.startswith(UNKNOWN):
            named = _text_under_next_heading(words, weighed, columns)
            column = weighed if named else column
        if named:
            # "1069457 Paracetamol 500 mg": the code run up against the name, under a heading centred over it
            cells.setdefault(column.kind, []).append(words[0])
            words, column = words[1:], named
        if column.kind in _NUMERIC_KINDS or column.kind == "vat_percent":
            # "12 Ūkinis muilas": a number run up against the text of the next column; a unit after it
            # ("10 paslauga") is the number's, other words belong to the next text column; an amount's
            # thousands group under the rate before it ("21% | 3 143,96 PR-86192") is the amount's
            numbered = column
            while len(words) > 1 and _NUMERIC_WORD.match(words[0].text):
                under = _number_column(segment.words, len(segment.words) - len(words), columns, cells)
                numbered = under if under.kind in _NUMERIC_KINDS else column
                cells.setdefault(numbered.kind, []).append(words[0])
                words = words[1:]
            if words is not segment.words and len(words) > 1 and UNIT_WORD.match(words[0].text):
                # "1 mėn. Programinės įrangos licencija": the unit is the number's, the rest the next text's
                cells.setdefault(numbered.kind, []).append(words[0])
                words = words[1:]
            if words is not segment.words and not UNIT_WORD.match(words[0].text):
                column = next(
                    (c for c in columns if c.x0 > column.x0 and c.kind not in _NUMERIC_KINDS), column
                )
        for word in words:
            under = next((c for c in columns if c.left <= word.box.center_x < c.right), column)
            if under.kind in _NUMERIC_KINDS and _quantity_with_unit(word.text):
                # "Kaunas 5paslauga": OCR ran a quantity and its unit into the name's segment
                cells.setdefault(under.kind, []).append(word)
                continue
            if (
                column.kind in _NUMERIC_KINDS
                and under.kind in _NUMERIC_KINDS
                and _NUMERIC_WORD.match(word.text)
            ):
                # "25kompl. = 11,73": OCR ran the price into the quantity's segment
                cells.setdefault(under.kind, []).append(word)
                continue
            # a name run up against the next text column ("… 3x2,5 mm² m"): the unit starts at its header
            following = [
                c for c in columns if c.x0 > column.x0 and c.kind in _TEXT_KINDS and c.x0 - 2 <= word.box.x0
            ]
            if following:
                column = following[-1]
            elif under.kind == "name" and _code_before(column, words) and word.box.x0 >= column.right:
                column = (
                    under  # a code run up against the name after it, under a heading centred in its column
                )
            cells.setdefault(column.kind, []).append(word)
    return cells


def _text_under_next_heading(words: list[Word], column: Column, columns: list[Column]) -> Column | None:
    """ "51,0 Standartinis" under "Svoris, kg | Paslauga": a number in a column no vocabulary names, run up
    against text that starts under the next text column's heading, is a cell of its own."""
    if len(words) < 2 or not _NUMERIC_WORD.match(words[0].text):
        return None
    following = next((c for c in columns if c.x0 > column.x1 and c.kind not in _NUMERIC_KINDS), None)
    return following if following and words[1].box.x0 >= following.x0 - 4 else None


# An article's code: one token with a digit in it
_ARTICLE_CODE = re.compile(r"(?=\S*\d)[\w./-]{3,24}")


def _text_column(segment: Segment, columns: list[Column]) -> Column:
    """The column a text cell starts in (text is left-aligned under its heading and may run past it). A
    heading centred over a wide column stands right of where its cells begin: a cell that lies under no
    part of the heading it starts by, and under exactly one other heading, is that heading's."""
    starts = [c for c in columns if c.x0 - 4 <= segment.box.x0]
    column = starts[-1] if starts else columns[0]
    box = segment.box
    if column.kind in _NUMERIC_KINDS or (column.x0 < box.x1 and box.x0 < column.x1):
        return column  # a number's column parts the numbers run up against the text after them
    under = [c for c in columns if c.x0 < box.x1 and box.x0 < c.x1]
    if len(under) == 1 and under[0].x0 > column.x1:
        return under[0]
    if column.kind == "index" and (box.x0 > column.x1 or re.search(r"[^\W\d_]{3}", segment.text)):
        # text right of the row numbers' column, short of a heading centred over a wide column, or a line
        # of its own across the table ("Kuro priedas 8 % … | 8,55"): a name, as row numbers hold no words
        return next((c for c in columns if c.x0 > column.x0 and c.kind not in _NUMERIC_KINDS), column)
    return column


def _code_before(column: Column, words: list[Word]) -> bool:
    """The segment opens with an article's code (it holds a digit) in a code column."""
    return column.kind in ("code", "barcode") and any(c.isdigit() for c in words[0].text)


def _number_column(
    words: list[Word], index: int, columns: list[Column], cells: dict[str, list[Word]]
) -> Column:
    """The column under a number's centre (numbers are right-aligned). A thousands group that stands under
    another amount's column ("84,23 1 | 223,02": the "1" under the prices), or beside the number its column
    already holds ("25 1 | 787,00"), is the amount's after it; a lone rate or quantity there is a cell of
    its
    own ("21 | 137,15")."""
    own = _column_under(words[index], columns)
    if index + 1 == len(words) or not thousands_head(words[index], words[index + 1]):
        return own
    return _column_under(words[index + 1], columns) if own.kind in _AMOUNT_KINDS or own.kind in cells else own


def _column_under(word: Word, columns: list[Column]) -> Column:
    return next((c for c in columns if c.left <= word.box.center_x < c.right), columns[-1])


def _quantity_with_unit(text: str) -> bool:
    """ "5paslauga", "1vnt.", "7kg": a number and a unit printed apart and read as one word."""
    glued = re.fullmatch(r"\d+(?:[.,]\d+)?([^\W\d_]+\.?)", text)
    return bool(glued and UNIT_WORD.match(glued.group(1)))


def _has_amount(words: list[Word]) -> bool:
    return bool(amount_finder(" ".join(w.text for w in words)))


def _amount(row: Row, kind: str) -> Decimal | None:
    # OCR reads an amount column's decimal comma as a colon or a slash ("23:11", "5/33"): no amount column
    # holds a time or a fraction
    text = re.sub(r"(?<=\d)[:/](?=\d{2}(?!\d))", ",", row.text(kind))
    # "256. 83", "770 .49", "222 „05": a photo's decimal point read with a space beside it, or as a quote
    text = re.sub(
        r"(?<=\d)(?: ?„ ?| ([.,])|([.,]) )(?=\d{2}(?!\d))", lambda m: m.group(1) or m.group(2) or ".", text
    )
    if not text:
        return None
    value = parse_amount(text)
    if value is None:
        found = amount_finder(text)
        # "325,53 5": a rate whose heading OCR lost, right of the last column, is no amount of its
        with_cents = [f for f in found if re.search(r"[.,]\d{2}$", text[f[1] : f[2]])]
        value = (with_cents or found)[-1][0] if found else None
    return value


def table_items(table: Table) -> list[LineItem]:
    _typed_columns(table)
    _roles_by_arithmetic(table)
    _discounted_price(table)
    return _without_row_numbers(_without_sum_row([_item(row, table.columns) for row in table.rows]))


def _discounted_price(table: Table) -> None:
    """Two price columns, the list price and the price after the discount ("Kaina be PVM", "Kaina su
    nuolaida"): the second was taken for a price with VAT; where it, not the first, multiplies out to the
    net, it is the price, and the list price stays out of the items."""
    kinds = {c.kind for c in table.columns}
    if not {"price", "price_gross", "quantity", "subtotal"} <= kinds:
        return

    def multiplying_out(kind: str) -> int:
        count = 0
        for row in table.rows:
            quantity, price, net = (_amount(row, k) for k in ("quantity", kind, "subtotal"))
            if quantity is not None and price is not None and net is not None:
                count += close(quantity * price, net, unit_tolerance(quantity))
        return count

    if multiplying_out("price_gross") <= multiplying_out("price"):
        return
    renamed = {"price": "list_price", "price_gross": "price"}
    for row in table.rows:
        row.cells = {renamed.get(kind, kind): words for kind, words in row.cells.items()}
    for column in table.columns:
        column.kind = renamed.get(column.kind, column.kind)


_ROW_NUMBER = re.compile(r"(\d{1,3})\.?\s+(?=\S)")


def _without_row_numbers(items: list[LineItem]) -> list[LineItem]:
    """Row numbers read into the names (OCR lost the number column's heading, so its cells joined the name
    column): where most names open with a number one above the row before's, those numbers go."""
    names = [item.fields.get("prekes_pavadinimas") for item in items]
    opening = [_ROW_NUMBER.match(f.value) if f and isinstance(f.value, str) else None for f in names]
    numbers = [int(match.group(1)) if match else None for match in opening]
    counting = sum(1 for a, b in itertools.pairwise(numbers) if a is not None and b == a + 1)
    if len(items) < 3 or counting < 2 * (len(items) - 1) / 3:
        return items
    return [
        LineItem({**item.fields, "prekes_pavadinimas": replace(name, value=name.value[match.end() :])})
        if name is not None and match is not None and isinstance(name.value, str)
        else item
        for item, name, match in zip(items, names, opening, strict=True)
    ]


def _without_sum_row(items: list[LineItem]) -> list[LineItem]:
    """A row with an amount and no quantity or price whose amount is the sum of the rows above it is the
    table's total under a label we do not know ("Suma netto"), not an item; what follows it (the VAT, the
    gross) is the totals block, not items either."""
    bare = [item.value("quantity") is None and item.value("price") is None for item in items]
    for end in range(2, len(items)):
        row, above = items[end], items[:end]
        if not all(bare[end:]):
            continue
        for kind in ("subtotal", "total"):
            value = row.value(kind)
            values = [v for item in above if isinstance(v := item.value(kind), Decimal)]
            complete = isinstance(value, Decimal) and len(values) == len(above)
            if complete and abs(sum(values, Decimal(0)) - value) <= AGGREGATE:  # type: ignore[operator]
                return above
    return items


# An article code as printed in its own column: "PR-46920", "A-1001", "12345-B", "SKU991"
# (a date such as "2026-01-01" is none)
_CODE_CELL = re.compile(
    r"(?!\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$)(?=[\w./-]*\d)(?=[\w./-]*[A-Za-z-])[A-Za-z0-9][\w./-]{2,24}"
)
_INDEX_CELL = re.compile(r"\d{1,3}\.?")
_QUANTITY_CELL = re.compile(r"\d{1,6}(?:[.,]\d{1,3})?")
_RATE_CELL = re.compile(r"\d{1,2}(?:[.,]\d{1,2})?\s?%")
_CELL_TYPES = (
    ("vat_percent", _RATE_CELL),
    ("index", _INDEX_CELL),
    ("code", _CODE_CELL),
    ("unit", UNIT_WORD),
    ("quantity", _QUANTITY_CELL),
)


def _typed_columns(table: Table) -> None:
    """A column under an unknown heading gets the kind its cells share: VAT rates (percentages), row
    numbers (whole numbers counting up), article codes, units or quantities, where the table has no column
    of that kind yet; else its cells stay out of the items."""
    kinds = {c.kind for c in table.columns}
    for column in table.columns:
        # a second "Nr." ("Nr. | Data | Siuntos Nr."): the row numbers are the first's, this one numbers
        # something else, an article's code if its cells are codes
        second_number = column.kind == "index_2"
        if not (column.kind.startswith(UNKNOWN) or second_number):
            continue
        cells = [row.text(column.kind) for row in table.rows if row.cells.get(column.kind)]
        if not cells or len(cells) < 0.6 * len(table.rows):
            continue
        for kind, pattern in _CELL_TYPES:
            if (second_number and kind != "code") or kind in kinds:
                continue
            if kind == "quantity" and "price" not in kinds:
                continue  # "Svoris, kg" beside the amounts of a list without prices: no count of anything
            if not all(pattern.fullmatch(cell) for cell in cells):
                continue
            if kind == "index" and [int(c.rstrip(".")) for c in cells] != list(range(1, len(cells) + 1)):
                continue
            for row in table.rows:
                if column.kind in row.cells:
                    row.cells[kind] = row.cells.pop(column.kind)
            column.kind = kind
            kinds.add(kind)
            break


_ROLES = ("quantity", "price", "subtotal", "total", "vat", "vat_percent")
SAMPLE_ROWS = 8
# A cell computed from its row's other figures (OCR garbled what is printed): its mark, asking for review.
DERIVED_CONFIDENCE = 0.4
# what a column's heading may mean instead ("PVM" heads rates, VAT amounts and amounts with VAT alike; a
# lone "Suma", "Kopā" or "Total" the nets or the amounts with VAT)
_OTHER_ROLE = (("vat_percent", "vat"), ("vat", "total"), ("total", "vat"), ("subtotal", "total"))


def _roles_by_arithmetic(table: Table) -> None:
    """The number columns named by what their rows compute where the headings mislead ("Total" over the
    gross beside "Line total" over the net, "PVM" over the VAT amounts or over the amounts with VAT): of
    every way to give the columns' kinds to the columns, a column taking another meaning of its heading, the
    one under which the most rows multiply and add up (quantity × price = net, net + VAT = gross, net at a
    rate = gross; quantity × price at a rate = gross where no net is printed), if it beats the headings'
    own. A row whose figures OCR garbled then keeps its column's meaning."""
    columns = [c for c in table.columns if c.kind in _ROLES]
    if len(columns) < 3:
        return
    # each cell read both ways: the role decides whether it is a rate or an amount
    cells = [{c.kind: (_amount(row, c.kind), _percent(row, c.kind)) for c in columns} for row in table.rows]
    kinds = [c.kind for c in columns]
    options = [kinds] + [
        [other if k == kind else k for k in kinds]
        for kind, other in _OTHER_ROLE
        if kind in kinds and other not in kinds
    ]
    # the search reads the first rows (up to 720 orders a row), the winner must beat the headings on all
    identity = dict(zip(kinds, kinds, strict=True))
    sample = cells[:SAMPLE_ROWS]
    best, best_score = kinds, _rows_adding_up(sample, identity)
    for roles in options:
        for order in itertools.permutations(roles):
            score = _rows_adding_up(sample, dict(zip(kinds, order, strict=True)))
            if score > best_score:
                best, best_score = list(order), score
    renamed = dict(zip(kinds, best, strict=True))
    if best == kinds or _rows_adding_up(cells, renamed) <= _rows_adding_up(cells, identity):
        return
    for row in table.rows:
        row.cells = {renamed.get(kind, kind): words for kind, words in row.cells.items()}
    for column in columns:
        column.kind = renamed[column.kind]


def _percent(row: Row, kind: str) -> Decimal | None:
    return parse_percent(row.text(kind)) if row.text(kind) else None


def _rows_adding_up(
    cells: list[dict[str, tuple[Decimal | None, Decimal | None]]], roles: dict[str, str]
) -> int:
    """How many of the rows' equations hold with the columns given these roles."""
    met = 0
    for row in cells:
        value: dict[str, Decimal] = {}
        for kind, (amount, percent) in row.items():
            number = percent if roles[kind] == "vat_percent" else amount
            if number is not None:
                value[roles[kind]] = number
        quantity, price, net = value.get("quantity"), value.get("price"), value.get("subtotal")
        gross, vat, rate = value.get("total"), value.get("vat"), value.get("vat_percent")
        if quantity is not None and price is not None and net is not None:
            met += close(quantity * price, net, unit_tolerance(quantity))
        elif quantity is not None and price is not None and gross is not None and rate in KNOWN_RATES:
            with_vat = quantity * price * (1 + rate / 100)
            met += rate != 0 and close(with_vat, gross, unit_tolerance(quantity))
        if net is not None and vat is not None and gross is not None:
            # at 0 % the zeros add up as the VAT or as the net alike: neither proves the columns' roles
            met += close(net + vat, gross) and vat != 0 and net != 0
        if rate is not None and net is not None and rate in KNOWN_RATES:
            met += (gross is not None and rate != 0 and close(net * (1 + rate / 100), gross)) or (
                vat is not None and vat != 0 and close(net * rate / 100, vat)
            )
    return met


def _item(row: Row, columns: list[Column]) -> LineItem:
    fields: dict[str, Field] = {}

    def put(name: str, value: object, kind: str, confidence: float = 0.85) -> None:
        if value is not None and value != "":
            fields[name] = Field(value, confidence * row.confidence(kind), "rules", row.box(kind))  # type: ignore[arg-type]

    put("prekes_pavadinimas", re.sub(r"\s+", " ", row.text("name")).strip(), "name")
    put("prekes_kodas", row.text("code").strip() or None, "code")
    put("prekes_barkodas", row.text("barcode").strip() or None, "barcode")
    # "25kompl. =": a speck of the ruling read after the quantity
    quantity_text = re.sub(r"(?<=\S)\s+[^\w\s]+$", "", row.text("quantity"))
    unit = row.text("unit").strip() or None
    if quantity_text and not unit:
        unit_match = re.search(r"[^\d\s.,]+\.?$", quantity_text)
        if unit_match and UNIT_WORD.match(unit_match.group()):
            unit = unit_match.group()
            quantity_text = quantity_text[: unit_match.start()]
    put("unit", unit, "unit")
    found = amount_finder(quantity_text)
    put("quantity", found[0][0] if found else None, "quantity")
    put("price", _amount(row, "price") if row.text("price") else _amount(row, "price_gross"), "price")
    put("subtotal", _amount(row, "subtotal"), "subtotal")
    put("total", _amount(row, "total"), "total")
    put("vat", _amount(row, "vat"), "vat")
    rate_text = row.text("vat_percent")
    rate = parse_percent(rate_text) if rate_text else None
    misread = re.match(r"(\d{1,2})\s*[^\d\s]?\d{0,2}\W*$", rate_text)
    if rate is None and misread and Decimal(misread.group(1)) in KNOWN_RATES:
        put("vat_percent", Decimal(misread.group(1)), "vat_percent", 0.6)  # "21 6": OCR read "%" as "6"
    else:
        put("vat_percent", rate, "vat_percent")
    discount = _discount(fields, row.text("discount"))
    if discount is not None:
        put("discount_wo_vat", discount, "discount")
    _settle_ambiguous_sum(fields)
    _gross_above_net(fields)
    _restore_dropped_separators(fields, row)
    _restore_dropped_vat_separator(fields, row)
    _restore_lost_minus(fields)
    _restore_split_thousands(fields, row)
    _restore_run_in_rate(fields)
    _join_quantity_thousands(fields, quantity_text)
    _derive_unreadable_quantity(fields, row, any(c.kind == "quantity" for c in columns))
    _derive_misread_price(fields, row)
    _mend_the_odd_amount(fields, row)
    return LineItem(fields)


_CHAINED_DISCOUNT = re.compile(r"\d{1,2}(?:[.,]\d+)?(?:\s?\+\s?\d{1,2}(?:[.,]\d+)?)+\s?%?")


def _discount(fields: dict[str, Field], text: str) -> Decimal | None:
    """A line's discount as an amount: printed as one (quantity × price − discount = net), or as a
    percentage of quantity × price ("Nuolaida %" over "5", "Remise" over "7,5 %") turned into the amount
    it takes off; none where the price is the discounted one already (quantity × price = net) or the
    figures say nothing."""
    if not text:
        return None
    amount, percent = parse_amount(text), parse_percent(text if "%" in text else text + "%")
    if _CHAINED_DISCOUNT.fullmatch(text.strip()):
        # "50+10": 50 % off, then 10 % off what is left, one percentage that takes as much
        left = Decimal(1)
        for part in re.findall(r"\d+(?:[.,]\d+)?", text):
            left *= 1 - Decimal(part.replace(",", ".")) / 100
        amount, percent = None, (1 - left) * 100
    printed_amount = amount if "%" not in text else None
    values = _decimals(fields, "quantity", "price", "subtotal")
    if values is None:
        return printed_amount
    quantity, price, net = values
    tolerance = unit_tolerance(quantity)
    if close(quantity * price, net, tolerance):
        return None
    if printed_amount is not None and close(quantity * price - printed_amount, net, tolerance):
        return printed_amount
    if percent and close(quantity * price * (1 - percent / 100), net, tolerance):
        return (quantity * price - net).quantize(Decimal("0.01"))
    return printed_amount


def _restore_dropped_separators(fields: dict[str, Field], row: Row) -> None:
    """OCR sometimes loses a decimal comma ("2221" for "22,21"). When the line does not add up (quantity ×
    price = net, and the gross at a VAT rate above the net; a row printing only its gross and rate, the net
    they give), and putting a separator back into one number printed without one, else into two, makes it
    add up, do that."""
    values: dict[str, Decimal] = {}
    # prices and sums lose their comma far more often than quantities, which are mostly whole
    for name in ("price", "subtotal", "quantity", "total", "discount_wo_vat"):
        value = _value(fields, name)
        if isinstance(value, Decimal):
            values[name] = value
    rate, gross = _value(fields, "vat_percent"), values.get("total")
    if "subtotal" not in values and isinstance(rate, Decimal) and gross is not None:
        values["subtotal"] = (gross / (1 + rate / 100)).quantize(CENT)  # a row printing only its gross
    if len(values.keys() & {"price", "subtotal", "quantity"}) < 3 or _adds_up(values):
        return
    bare = [name for name in values if name in fields and not re.search(r"[.,]", row.text(name))]
    shifts = (Decimal(10), Decimal(100))
    for count in (1, 2):
        for names in itertools.combinations(bare, count):
            for chosen in itertools.product(shifts, repeat=count):
                trial = {**values, **{n: values[n] / shift for n, shift in zip(names, chosen, strict=True)}}
                if _adds_up(trial):
                    for name in names:
                        old = fields[name]
                        fields[name] = Field(trial[name], old.confidence * 0.7, old.source, old.box)
                    return


def _adds_up(values: dict[str, Decimal]) -> bool:
    net = abs(values["subtotal"])  # a credit note's minus may be lost on any of the three
    undiscounted = abs(values["quantity"] * values["price"])
    if not close(undiscounted, net) and not close(undiscounted - values.get("discount_wo_vat", ZERO), net):
        return False
    gross = values.get("total")
    return gross is None or any(close(net * (1 + rate / 100), gross) for rate in KNOWN_RATES)


def _restore_dropped_vat_separator(fields: dict[str, Field], row: Row) -> None:
    """A line's VAT read without its comma ("8048" for "80,48") where the net and the gross are read: put
    back the separator that makes net + VAT = gross."""
    values = _decimals(fields, "subtotal", "vat", "total")
    if values is None or re.search(r"[.,]", row.text("vat")):
        return
    net, vat, gross = values
    for shift in (Decimal(100), Decimal(10)):
        if close(net + vat / shift, gross):
            old = fields["vat"]
            fields["vat"] = Field(vat / shift, old.confidence * 0.7, old.source, old.box)
            return


def _restore_lost_minus(fields: dict[str, Field]) -> None:
    """A credit note's quantity read without its minus (a short dash OCR drops) where quantity × price is the
    negative net: the quantity is negative, as the net is."""
    values = _decimals(fields, "quantity", "price", "subtotal")
    if values is None:
        return
    quantity, price, net = values
    if net < 0 < quantity and price > 0 and close(-quantity * price, net, unit_tolerance(quantity)):
        old = fields["quantity"]
        fields["quantity"] = Field(-quantity, old.confidence * 0.8, old.source, old.box)


def _restore_split_thousands(fields: dict[str, Field], row: Row) -> None:
    """A net printed with a thousands space ("1 822,20") whose leading group OCR set into another cell: what
    is left ("822,20") is quantity × price less whole thousands, and the net is quantity × price."""
    values = _decimals(fields, "quantity", "price", "subtotal")
    if values is None or not re.fullmatch(r"\D*\d{3}[.,]\d{2}\D*", row.text("subtotal").strip()):
        return
    quantity, price, net = values
    product = (quantity * price).quantize(CENT)
    lost = product - net
    if quantity > 0 and price > 0 and lost > 0 and lost % 1000 == 0:
        old = fields["subtotal"]
        fields["subtotal"] = Field(product, old.confidence * 0.7, old.source, old.box)


def _restore_run_in_rate(fields: dict[str, Field]) -> None:
    """A rate whose "%" OCR lost, run into the net beside it ("21524,90" for "21 % 524,90"): where the net
    without the rate's digits in front is quantity × price, that is the net and those digits the rate."""
    values = _decimals(fields, "quantity", "price", "subtotal")
    if values is None or "vat_percent" in fields:
        return
    quantity, price, net = values
    if net <= 0 or close(quantity * price, net, unit_tolerance(quantity)):
        return
    digits = format(net, "f")
    for rate in sorted(KNOWN_RATES, reverse=True):
        head = format(rate, "f")
        rest = digits[len(head) :]
        if not (rate and digits.startswith(head) and rest[:1] in tuple("123456789")):
            continue
        if close(quantity * price, Decimal(rest), unit_tolerance(quantity)):
            old = fields["subtotal"]
            fields["subtotal"] = Field(Decimal(rest), old.confidence * 0.7, old.source, old.box)
            fields["vat_percent"] = Field(rate, old.confidence * 0.7, old.source, old.box)
            return


def _join_quantity_thousands(fields: dict[str, Field], text: str) -> None:
    """A whole quantity printed with thousands separators ("4 440" kWh, "2.471" kWh) read as its first
    group or as a fraction: the whole number, where that times the price makes the net and the reading
    does not."""
    values = _decimals(fields, "quantity", "price", "subtotal")
    if values is None or not re.fullmatch(r"\d{1,3}(?:[ .,]\d{3})+", text.strip()):
        return
    quantity, price, net = values
    whole = Decimal(re.sub(r"\D", "", text))
    if close(quantity * price, net, unit_tolerance(quantity)):
        return
    if close(whole * price, net, unit_tolerance(whole)):
        fields["quantity"] = replace(fields["quantity"], value=whole)


def _derive_misread_price(fields: dict[str, Field], row: Row) -> None:
    """A price OCR misread ("41,11" for "11,71") in a row whose gross confirms its net and whose quantity is
    whole: the net over the quantity, when that is a price in cents, at a confidence that asks for review."""
    values = _decimals(fields, "quantity", "price", "subtotal", "total")
    if values is None:
        return
    quantity, price, net, gross = values
    if quantity <= 0 or quantity != quantity.to_integral() or close(quantity * price, net, EQUATION):
        return
    if not _with_vat(net, gross, fields):
        return
    exact = net / quantity
    if exact == exact.quantize(CENT):
        fields["price"] = _derived(exact, row, "price")


def _mend_the_odd_amount(fields: dict[str, Field], row: Row) -> None:
    """A scan's net, VAT and gross that do not add up, where two of them agree by a VAT rate: the third is
    the one OCR misread ("21915" for 219,15, "35" for 1,35, "716,45" for 2 716,45), and the two give it.
    Marked for review; a text layer's line that does not add up is the document's own error, left alone."""
    values = _decimals(fields, "subtotal", "vat", "total")
    if values is None or close(values[0] + values[1], values[2]):
        return
    net, vat, gross = values
    rate = _value(fields, "vat_percent")
    rates = [rate] if isinstance(rate, Decimal) else KNOWN_RATES
    derived = {
        name: value
        for name, value, agree in (
            ("subtotal", gross - vat, any(close((gross - vat) * r / 100, vat) for r in rates)),
            ("vat", gross - net, _with_vat(net, gross, fields)),
            ("total", net + vat, any(close(net * r / 100, vat) for r in rates)),
        )
        if agree and row.confidence(name) < 1.0
    }
    if len(derived) > 1 and (counted := _decimals(fields, "quantity", "price")) is not None:
        # "7,39" for 7,35 at 21 %: the net or the gross may be the odd one; quantity × price tells
        quantity, price = counted
        derived = {
            name: value
            for name, value in derived.items()
            if close(quantity * price, value if name == "subtotal" else net, unit_tolerance(quantity))
        }
    if len(derived) == 1:
        [(name, value)] = derived.items()
        fields[name] = _derived(value, row, name)


def _derived(value: Decimal, row: Row, kind: str) -> Field:
    """A cell computed from the row's other figures, where its own reading failed: backed by nothing."""
    return Field(value, DERIVED_CONFIDENCE, "rules", row.box(kind), "none")


def unit_tolerance(quantity: Decimal) -> Decimal:
    return max(EQUATION, UNIT_PRICE * abs(quantity))


_CLEAN_QUANTITY = re.compile(r"-?\d{1,6}(?:[.,]\d{1,3})?\.?")


def _derive_unreadable_quantity(fields: dict[str, Field], row: Row, counted: bool) -> None:
    """A quantity OCR garbled ("2010," for "25 d.", "5" for "1") or lost (a lone digit), in a table whose
    rows are ``counted`` (it has a quantity column), where price and net are read: the net over the price,
    when that is a quantity as printed, at a confidence that asks for review."""
    quantity, price, net = (_value(fields, name) for name in ("quantity", "price", "subtotal"))
    text = row.text("quantity").strip()
    if not (isinstance(price, Decimal) and isinstance(net, Decimal) and price):
        return
    # a row of a text layer without a quantity has none printed; OCR drops lone digits
    read_by_ocr = any(w.confidence < 1.0 for line in row.lines for w in line.words)
    if not text and not (counted and read_by_ocr):
        return
    if isinstance(quantity, Decimal) and close(quantity * price, net, unit_tolerance(quantity)):
        return
    # a clean-looking quantity is replaced only where OCR read it: a text layer prints what it means
    if text and _CLEAN_QUANTITY.fullmatch(text.split()[0]) and row.confidence("quantity") >= 1.0:
        return
    if not text and _price_lost_its_comma(fields, row, net, price):
        return
    derived = quantity_from(net, price, text)
    if derived is not None:
        fields["quantity"] = _derived(derived, row, "quantity")


def _price_lost_its_comma(fields: dict[str, Field], row: Row, net: Decimal, price: Decimal) -> bool:
    """A row that lost its quantity and whose price, read without a separator, stands above its net ("5251"
    over 52,51): the comma goes back where the net is then a whole number of prices, and that number is
    the quantity; both marked for review."""
    if re.search(r"[.,]", row.text("price")) or abs(price) <= abs(net):
        return False
    for shift in (Decimal(100), Decimal(10)):
        count = net / (price / shift)
        if count >= 1 and count == count.to_integral():
            fields["price"] = _derived((price / shift).quantize(CENT), row, "price")
            fields["quantity"] = _derived(plain(count), row, "quantity")
            return True
    return False


def quantity_from(net: Decimal, price: Decimal, read: str) -> Decimal | None:
    """The quantity a line's net and price give, as a quantity is printed: exact to three places, else the
    shortest that a price rounded to cents gives the net from, whole or made of digits OCR ``read``."""
    exact = net / price
    if exact > 0 and exact == exact.quantize(Decimal("0.001")):
        return plain(exact)
    return _rounded_quantity(exact, price, net, read)


def _rounded_quantity(exact: Decimal, price: Decimal, net: Decimal, text: str) -> Decimal | None:
    """The quantity a price rounded to cents comes from: the shortest that gives the net, whole, made of
    digits OCR read among others ("2257" for 22,7) or with one of its digits read as another ("3,4" for
    3,3)."""
    for places in ("1", "0.1", "0.01"):
        quantity = plain(exact.quantize(Decimal(places)))
        if quantity <= 0 or not close(quantity * price, net, unit_tolerance(quantity)):
            continue
        if (
            quantity == quantity.to_integral()
            or digits_within(quantity, text)
            or _one_digit_off(quantity, text)
        ):
            return quantity
    return None


def _decimals(fields: dict[str, Field], *names: str) -> list[Decimal] | None:
    """The named fields' amounts, when every one was read as a number."""
    values = [value for value in (_value(fields, name) for name in names) if isinstance(value, Decimal)]
    return values if len(values) == len(names) else None


def _one_digit_off(quantity: Decimal, text: str) -> bool:
    """OCR read one digit of the quantity as another ("3,4" for 3,3)."""
    wanted, read = re.sub(r"\D", "", format(quantity, "f")), re.sub(r"\D", "", text)
    return len(wanted) == len(read) and sum(a != b for a, b in zip(wanted, read, strict=True)) == 1


def _value(fields: dict[str, Field], name: str) -> FieldValue:
    found = fields.get(name)
    return found.value if found else None


def _gross_above_net(fields: dict[str, Field]) -> None:
    """The net and the gross read into each other's columns (a shuffled header OCR misplaced): the gross is
    the net with VAT at a known rate, never below it."""
    values = _decimals(fields, "subtotal", "total")
    if values is None:
        return
    net, gross = values
    if 0 < gross < net and _with_vat(gross, net, fields):
        fields["subtotal"], fields["total"] = fields["total"], fields["subtotal"]


def _with_vat(net: Decimal, gross: Decimal, fields: dict[str, Field]) -> bool:
    """``gross`` is ``net`` with VAT at the row's rate (at a known rate where the row prints none)."""
    rate = _value(fields, "vat_percent")
    rates = [rate] if isinstance(rate, Decimal) else KNOWN_RATES
    return any(close(net * (1 + r / 100), gross) for r in rates)


def _settle_ambiguous_sum(fields: dict[str, Field]) -> None:
    """A single "Suma" column holds the gross when quantity × price with VAT matches it, not the net."""
    subtotal, total = fields.get("subtotal"), fields.get("total")
    quantity, price, rate = fields.get("quantity"), fields.get("price"), fields.get("vat_percent")
    if not (subtotal and quantity and price and rate) or total is not None:
        return
    if not all(isinstance(f.value, Decimal) for f in (subtotal, quantity, price, rate)):
        return
    net = quantity.value * price.value  # type: ignore[operator]
    gross = net * (1 + rate.value / 100)  # type: ignore[operator]
    if not close(net, subtotal.value) and close(gross, subtotal.value):  # type: ignore[arg-type]
        fields["total"] = fields.pop("subtotal")
