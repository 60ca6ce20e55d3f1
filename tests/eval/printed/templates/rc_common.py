"""Helpers shared by the `rc_` till-receipt templates: a till roll laid out in rows of known height (so the
page is cut to the receipt's length), and the drawn lines made to add up the way a till adds them."""

from __future__ import annotations

import random
import textwrap
from dataclasses import dataclass, field
from decimal import Decimal
from html import escape

from tests.eval.lt_data import money
from tests.eval.printed.doc import Doc, Foreign

MONO_FONTS = ["'DejaVu Sans Mono'", "'Liberation Mono'", "FreeMono"]
# the advance of a monospace glyph, in em (DejaVu Sans Mono's is the widest of the three)
_MONO_EM = 0.602
_MARGIN = 3


@dataclass
class Tape:
    """A till roll: each row one printed line (a big row two), so its length is known before printing."""

    paper: int = 80
    cols: int = 42
    font: str = MONO_FONTS[0]
    mono: bool = True
    size_pt: float = 8.5
    # a proportional font's widest usual glyph advance, in em (upper case needs more than lower case)
    em: float = 0.6
    rows: list[tuple[str, float]] = field(default_factory=list)

    def __post_init__(self) -> None:
        printable = self.paper - 2 * _MARGIN
        if self.mono:
            self.size = printable / (self.cols * _MONO_EM) * 0.97
        else:
            self.size = self.size_pt * 25.4 / 72
            # proportional text is wrapped at a width no line of it exceeds
            self.cols = int(printable / (self.size * self.em))
        self.scale = 2 if self.mono else 1.5

    def _row(self, inner: str, cls: str = "", height: float = 1) -> None:
        self.rows.append((f'<div class="row {cls}">{inner}</div>', height))

    def blank(self) -> None:
        self._row("")

    def text(self, value: str, cls: str = "", align: str = "l") -> None:
        for line in textwrap.wrap(value, self.cols) or [""]:
            if not self.mono:
                self._row(escape(line), f"{cls} {align}")
            elif align == "c":
                self._row(escape(line.center(self.cols).rstrip()), cls)
            else:
                self._row(escape(line.rjust(self.cols) if align == "r" else line), cls)

    def big(self, value: str, cls: str = "") -> None:
        """Large text, centred, as a till prints the shop's name (a monospace till doubles its glyphs)."""
        for line in textwrap.wrap(value, int(self.cols / self.scale)):
            self._row(escape(line), f"big {cls}", self.scale)

    def lr(self, left: str, right: str, cls: str = "") -> None:
        """Text at the left, an amount at the right edge; text too long for the room beside the amount
        takes lines of its own above it."""
        room = self.cols - len(right) - 1
        if len(left) > room:
            for line in textwrap.wrap(left, self.cols):
                self._row(escape(line), cls)
            left = ""
        if self.mono:
            self._row(escape(left.ljust(room) + " " + right), cls)
        else:
            self._row(f"<span>{escape(left)}</span><span>{escape(right)}</span>", f"lr {cls}")

    def cells(self, values: list[str], widths: list[int], cls: str = "") -> None:
        """Columns of the given widths (characters), the first left-aligned and the others right-aligned."""
        if self.mono:
            out = values[0].ljust(widths[0]) + "".join(
                v.rjust(w) for v, w in zip(values[1:], widths[1:], strict=True)
            )
            self._row(escape(out), cls)
            return
        total = sum(widths)
        spans = "".join(
            f'<span style="width:{100 * w / total:.2f}%;text-align:{"left" if i == 0 else "right"}">'
            f"{escape(v)}</span>"
            for i, (v, w) in enumerate(zip(values, widths, strict=True))
        )
        self._row(spans, f"cells {cls}")

    def rule(self, char: str = "-") -> None:
        if self.mono:
            self._row(char * self.cols)
        else:
            self._row('<hr class="' + ("dbl" if char == "=" else "dash") + '">')

    def html(self, extra_css: str = "") -> str:
        line = self.size * 1.22
        length = sum(h for _, h in self.rows) * line + 2 * _MARGIN + 3
        body = "\n".join(row for row, _ in self.rows)
        return f"""<html><head><meta charset="utf-8"><style>
@page {{ size: {self.paper}mm {length:.1f}mm; margin: {_MARGIN}mm }}
body {{ margin: 0; font-family: {self.font}; font-size: {self.size:.3f}mm; color: #111 }}
.row {{ height: {line:.3f}mm; line-height: {line:.3f}mm; white-space: pre; overflow: visible }}
.big {{ height: {self.scale * line:.3f}mm; line-height: {self.scale * line:.3f}mm;
  font-size: {self.scale * self.size:.3f}mm;
  text-align: center; font-weight: bold }}
.c {{ text-align: center }} .r {{ text-align: right }} .b {{ font-weight: bold }}
.lr, .cells {{ display: flex; justify-content: space-between }}
.cells span {{ display: inline-block; overflow: visible }}
hr {{ border: 0; margin: 0; position: relative; top: {line / 2 - 0.2:.3f}mm }}
hr.dash {{ border-top: 0.3mm dashed #333 }}
hr.dbl {{ border-top: 0.8mm double #333 }}
{extra_css}
</style></head><body>
{body}
</body></html>"""


def _net_for(total: Decimal, rate: Decimal) -> Decimal | None:
    """The net amount whose VAT, rounded, makes ``total``: what a till's line gross splits into."""
    guess = money(total * 100 / (100 + rate))
    for step in (0, 1, -1, 2, -2):
        net = guess + Decimal(step) / 100
        if net > 0 and net + money(net * rate / 100) == total:
            return net
    return None


def _set_line(item_index: int, doc: Doc, unit_gross: Decimal) -> Decimal:
    """Sets the line's net price so that quantity × ``unit_gross`` is its gross; returns the unit gross
    it settled on (one step up where no net amount makes that gross)."""
    item = doc.items[item_index]
    step = Decimal(1).scaleb(unit_gross.as_tuple().exponent)  # type: ignore[arg-type]
    while True:
        net = _net_for(money(item.quantity * unit_gross), item.vat_percent)
        if net is not None:
            item.price = net / item.quantity
            assert item.subtotal == net
            return unit_gross
        unit_gross += step


def settle(doc: Doc, places: int | list[int] = 2, cash_step: Decimal | None = None) -> list[Decimal]:
    """Makes the drawn lines add up as on a till: each line's gross is quantity × its gross unit price
    (the one the receipt prints, returned per line), and each rate's lines add up to that rate's base plus
    its VAT (so the VAT table and the total agree with the lines). ``cash_step`` makes the total a
    multiple of it (Malaysian tills round cash to 5 sen). ``places``: the unit price's decimals, one for
    all lines or one per line (fuel prices have three)."""
    each = places if isinstance(places, list) else [places] * len(doc.items)
    quanta = [Decimal(1).scaleb(-p) for p in each]
    prices = [
        _set_line(i, doc, (item.price * (1 + item.vat_percent / 100)).quantize(quanta[i]))
        for i, item in enumerate(doc.items)
    ]
    for attempt in range(400):
        off = [
            i
            for i, item in enumerate(doc.items)
            if sum(o.total for o in doc.items if o.vat_percent == item.vat_percent)
            != sum(doc.rates()[item.vat_percent])
        ]
        if not off and cash_step is not None and doc.gross % cash_step:
            off = list(range(len(doc.items)))
        if not off:
            return prices
        i = off[attempt % len(off)]
        prices[i] = _set_line(i, doc, prices[i] + quanta[i])
    raise AssertionError(f"seed {doc.seed}: the lines do not settle")


def receipt_truth(
    doc: Doc, line_fields: tuple[str, ...], *, number: bool, net: bool, vat: bool, rates: bool = True
) -> dict[str, object]:
    """The receipt's truth: the seller, date, totals and lines. ``number``: whether the receipt number is
    printed under a clear label; ``net`` and ``vat``: whether the net total and the VAT total are (one
    rate's VAT line is the total); ``rates``: whether the VAT rate is."""
    truth = doc.truth(line_fields, ("seller",), iban=False)
    drop = ["document_series", "inconsistent", "due_date"]
    if not number:
        drop.append("document_number")
    if not net:
        drop.append("amount_wo_vat")
    if not (vat or len(doc.rates()) == 1):
        drop.append("vat_amount")
    if not rates:
        drop.append("vat_percent")
    for key in drop:
        truth.pop(key, None)
    return truth


def shop_quantities(doc: Doc, rng: random.Random, weighed: tuple[str, ...] = ("kg",)) -> None:
    """Quantities as a shop sells them: mostly one or two of a thing, weighed goods in grams."""
    for item in doc.items:
        if item.unit in weighed:
            item.quantity = Decimal(rng.randint(120, 2600)) / 1000
        else:
            item.quantity = Decimal(rng.choice([1, 1, 1, 1, 1, 2, 2, 3, 4, 6]))


def clock(rng: random.Random, seconds: bool = False) -> str:
    hour, minute = rng.randint(7, 21), rng.randint(0, 59)
    return f"{hour:02d}:{minute:02d}" + (f":{rng.randint(0, 59):02d}" if seconds else "")


def tendered(total: Decimal, rng: random.Random) -> Decimal:
    """The cash a customer hands over: the total itself, or the next note or round sum above it."""
    steps = [Decimal(s) for s in ("1", "5", "10", "20", "50", "100")]
    bigger = [money((total // s + 1) * s) for s in steps if s > total / 20]
    return rng.choice([total, *bigger[:3]])


@dataclass
class MalaysianShop(Foreign):
    """A Malaysian seller, whose address is the lines it prints, read as SROIE reads them: joined with
    spaces, each keeping its own commas."""

    lines: tuple[str, ...] = ()

    @property
    def address(self) -> str:
        return " ".join(self.lines)


_MY_PLACES = [
    ("47300", "PETALING JAYA", "SELANGOR"),
    ("40150", "SHAH ALAM", "SELANGOR"),
    ("47100", "PUCHONG", "SELANGOR"),
    ("43300", "SERI KEMBANGAN", "SELANGOR"),
    ("41050", "KLANG", "SELANGOR"),
    ("52100", "KEPONG", "KUALA LUMPUR"),
    ("56000", "CHERAS", "KUALA LUMPUR"),
    ("81100", "JOHOR BAHRU", "JOHOR"),
    ("30450", "IPOH", "PERAK"),
    ("10200", "GEORGE TOWN", "PULAU PINANG"),
]
_MY_STREETS = [
    "JALAN SS 2/24",
    "JALAN PUTERI 2/4",
    "JALAN KUCHAI MAJU 3",
    "JALAN BUKIT BINTANG",
    "JALAN MERU",
    "JALAN TAMAN UNIVERSITI 1",
    "PERSIARAN RAJA MUDA MUSA",
    "JALAN PERMAS 10/2",
    "LORONG SEMARAK 4",
    "JALAN USJ 10/1D",
]
_MY_AREAS = [
    "TAMAN SRI MUDA",
    "BANDAR PUCHONG JAYA",
    "SEKSYEN 13",
    "TAMAN MUDA",
    "KAWASAN PERINDUSTRIAN BALAKONG",
]


def malaysian_shop(rng: random.Random, name: str, cols: int) -> MalaysianShop:
    """A shop's register number (old "123456-X" or new twelve-digit form), GST number and address lines
    as its till prints them, none wider than ``cols``."""
    number = rng.choice(
        [f"NO. {rng.randint(1, 120)}", f"NO.{rng.randint(1, 60)}", f"LOT {rng.randint(1, 30)}-G"]
    )
    street = rng.choice(_MY_STREETS)
    postcode, city, state = rng.choice(_MY_PLACES)
    parts = [f"{number}, {street},"]
    if rng.random() < 0.45:
        parts.append(f"{rng.choice(_MY_AREAS)},")
    place = f"{postcode} {city},"
    if len(place) + len(state) + 2 <= cols and rng.random() < 0.5:
        parts.append(f"{place} {state}.")
    else:
        parts += [place, f"{state}."]
    if any(len(p) > cols for p in parts):
        parts = [piece for p in parts for piece in p.split(", ")]
        parts = [p if p.endswith((",", ".")) else p + "," for p in parts]
    code = rng.choice(
        [
            f"{rng.randint(10000, 1299999)}-{rng.choice('ADHKMPTUVWX')}",
            f"20{rng.randint(10, 17)}01{rng.randint(0, 999999):06d}",
        ]
    )
    return MalaysianShop(
        name=name,
        code=code,
        vat_code=f"00{rng.randint(0, 2)}{rng.randint(0, 999999999):09d}",
        street=street,
        city=city,
        postcode=postcode,
        country="MY",
        lines=tuple(parts),
    )
