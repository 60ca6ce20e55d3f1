"""What the Irish, Finnish and Czech suppliers' templates (eu_ie_invoice, eu_fi_lasku, eu_cz_faktura)
share: the cross-border draw (reverse charge to a buyer with a VAT code, the seller's own VAT otherwise)
with a seller of their own country put in doc.py's place, whole quantities for piece units, an IBAN of
any country from its BBAN, and a drawn QR-like mark as payment codes are printed."""

from __future__ import annotations

import random
from decimal import Decimal

from stdnum import iban as std_iban

from tests.eval.printed.doc import Doc, Foreign, draw


def supply(
    seed: int,
    seller: Foreign,
    domestic: bool,
    own_rates: tuple[float, ...],
    catalogue: list[tuple[str, str, float, tuple[float, float]]],
    whole_units: tuple[str, ...],
    **kwargs: object,
) -> Doc:
    """A supply from ``seller`` to a Lithuanian buyer: at 0 % (reverse charge) when the buyer has a VAT
    code and the supply is not ``domestic``, else at ``own_rates``. Quantities in ``whole_units`` are
    whole numbers, a few at a time."""
    doc = draw(seed, seller_country="DE", rates=(0,), catalogue=catalogue, **kwargs)  # type: ignore[arg-type]
    assert doc.buyer is not None
    if domestic or not doc.buyer.vat_code:
        doc = draw(seed, seller_country="DE", rates=own_rates, catalogue=catalogue, **kwargs)  # type: ignore[arg-type]
    doc.seller = seller
    for item in doc.items:
        if item.unit in whole_units:
            item.quantity = Decimal(max(1, round(float(item.quantity) / 3)))
    return doc


def iban(country: str, bban: str) -> str:
    digits = "".join(str(int(c, 36)) for c in bban + country + "00")
    code = f"{country}{98 - int(digits) % 97:02d}{bban}"
    assert std_iban.is_valid(code), code
    return code


def digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


def qr_mark(rng: random.Random, size_mm: float = 24, modules: int = 29) -> str:
    """An SVG drawn like a QR code (finder squares and a random field), as the payment QR is printed."""
    cells = []
    finders = [(0, 0), (modules - 7, 0), (0, modules - 7)]

    def in_finder(x: int, y: int) -> bool:
        return any(fx - 1 <= x <= fx + 7 and fy - 1 <= y <= fy + 7 for fx, fy in finders)

    for y in range(modules):
        for x in range(modules):
            if not in_finder(x, y) and rng.random() < 0.48:
                cells.append(f'<rect x="{x}" y="{y}" width="1" height="1"/>')
    for fx, fy in finders:
        cells.append(
            f'<rect x="{fx}" y="{fy}" width="7" height="7"/>'
            f'<rect x="{fx + 1}" y="{fy + 1}" width="5" height="5" fill="#fff"/>'
            f'<rect x="{fx + 2}" y="{fy + 2}" width="3" height="3"/>'
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 {modules + 4} {modules + 4}" '
        f'width="{size_mm}mm" height="{size_mm}mm" shape-rendering="crispEdges">'
        f'<rect x="-2" y="-2" width="{modules + 4}" height="{modules + 4}" fill="#fff"/>'
        f"{''.join(cells)}</svg>"
    )
