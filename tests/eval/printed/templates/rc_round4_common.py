"""What the Lithuanian restaurant, Latvian fuel station and Polish pharmacy till receipts (rc_lt_restaurant,
rc_lv_degviela, rc_pl_apteka) share: a till roll that sets its table columns as cells, a card payment's
terminal data (scheme, masked number, authorisation code, terminal and transaction ids), a key–value line
with dot leaders, cash rounded to five cents, and a logo drawn as an inline SVG beside or above a name."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from html import escape

from tests.eval.printed.templates.rc_ee_lt_gb_common import BlockTape

# scheme → its application id, as the terminal prints them
SCHEMES = {
    "VISA": "A0000000031010",
    "VISA DEBIT": "A0000000031010",
    "Visa Electron": "A0000000032010",
    "MASTERCARD": "A0000000041010",
    "Debit Mastercard": "A0000000041010",
    "MAESTRO": "A0000000043060",
}


@dataclass
class Card:
    scheme: str
    last4: str
    aid: str
    auth: str
    terminal: str
    merchant: str
    rrn: str
    stan: str

    def masked(self, style: int) -> str:
        """The card's number as terminals mask it: sixteen places, or the last four after stars."""
        if style == 0:
            return "************" + self.last4
        if style == 1:
            return "**** **** **** " + self.last4
        return "XXXXXXXXXXXX" + self.last4


def card(rng: random.Random) -> Card:
    scheme = rng.choice(list(SCHEMES))
    auth = rng.choice(
        [f"{rng.randint(0, 999999):06d}", "".join(rng.choice("0123456789ABCDEF") for _ in range(6))]
    )
    return Card(
        scheme=scheme,
        last4=f"{rng.randint(0, 9999):04d}",
        aid=SCHEMES[scheme],
        auth=auth,
        terminal="".join(rng.choice("0123456789ABCDEF") for _ in range(8)),
        merchant=str(rng.randint(10**8, 10**9 - 1)),
        rrn=f"{rng.randint(10**11, 10**12 - 1)}",
        stan=f"{rng.randint(1, 999999):06d}",
    )


class ColTape(BlockTape):
    """A till roll whose columns are set as cells of their own (a POS program's table, drawn as columns
    of fixed character widths), so a row's amounts stay apart in the text as on paper."""

    def cells(self, values: list[str], widths: list[int], cls: str = "") -> None:
        if not self.mono:
            super().cells(values, widths, cls)
            return
        spans = "".join(
            f'<span style="display:inline-block;width:{w}ch;text-align:{"left" if i == 0 else "right"}">'
            f"{escape(v)}</span>"
            for i, (v, w) in enumerate(zip(values, widths, strict=True))
        )
        self._row(spans, cls)


def leader(cols: int, left: str, right: str, dot: str = ".") -> str:
    """A key–value line with leaders between the label and the value, filling the line."""
    fill = cols - len(left) - len(right) - 2
    return f"{left} {dot * max(fill, 1)} {right}"


def round5(total: Decimal) -> Decimal:
    """A cash payment rounded to five cents."""
    return (total / Decimal("0.05")).quantize(Decimal(1), rounding=ROUND_HALF_UP) * Decimal("0.05")


def logo(tape: BlockTape, svg: str, name: str, rows: int, *, side: bool, font: str, size: float) -> None:
    """A drawn mark with the name beside it (``side``) or under it, as a block of ``rows`` lines."""
    direction = "row" if side else "column"
    tape.block(
        f'<div style="display:flex;flex-direction:{direction};align-items:center;gap:1.6mm">{svg}'
        f'<div style="font-family:{font};font-weight:bold;white-space:nowrap;font-size:{size:.2f}mm;'
        f'line-height:1.05">{escape(name)}</div></div>',
        rows,
    )
