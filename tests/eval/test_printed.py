"""Every browser-printed template prints what its truth says, and every template is in one part."""

import re
from decimal import Decimal
from pathlib import Path

import pymupdf
import pytest

from tests.eval.parts import PRINTED_TEMPLATES
from tests.eval.printed import make, template_seeds
from tests.eval.printed.chromium import print_pdf

TEMPLATES = [name for part in PRINTED_TEMPLATES.values() for name in part]
_NUMBER = re.compile(r"\d(?:[\d.,'\u00a0 ]*\d)?")


def _text(pdf: bytes) -> str:
    with pymupdf.open(stream=pdf, filetype="pdf") as document:
        return "\n".join(page.get_text() for page in document)


def _digit_runs(text: str) -> set[str]:
    """Each printed number as its digits alone ("1 234,50" → "123450"), whatever its separators."""
    return {re.sub(r"\D", "", match.group()) for match in _NUMBER.finditer(text)}


def _digits(value: object) -> str:
    return re.sub(r"\D", "", f"{abs(Decimal(str(value))):.2f}")


def _squeezed(text: str) -> str:
    """Without spaces and hyphens: a Polish NIP is printed "123-456-78-90" as often as plain."""
    return re.sub(r"[\s-]+", "", text)


def test_every_template_module_is_in_exactly_one_part() -> None:
    folder = Path(__file__).parent / "printed" / "templates"
    modules = {p.stem for p in folder.glob("*.py") if p.stem != "__init__" and not p.stem.endswith("common")}
    assert sorted(TEMPLATES) == sorted(modules)
    assert not set(PRINTED_TEMPLATES["tuning"]) & set(PRINTED_TEMPLATES["unseen"])


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_template_prints_the_values_of_its_truth(template: str) -> None:
    seed = template_seeds(template)[0]
    printed = make(template, seed)
    assert make(template, seed).html == printed.html  # one seed, one document
    text = _text(print_pdf(printed.html))
    numbers, squeezed = _digit_runs(text), _squeezed(text)
    truth = printed.truth
    # with several rates a page may print each rate's base and tax and leave their sums to the reader
    single_rate = "vat_percent" in truth
    for name in ("amount_wo_vat", "vat_amount", "amount_with_vat"):
        if name in truth and (single_rate or name == "amount_with_vat"):
            assert _digits(truth[name]) in numbers, name
    for name in (
        "seller_name",
        "buyer_name",
        "seller_id",
        "seller_vat_code",
        "seller_iban",
        "document_number",
    ):
        if truth.get(name):
            value = _squeezed(str(truth[name]))
            # a Polish NIP is printed without its country prefix
            assert value in squeezed or (name == "seller_vat_code" and value[2:] in squeezed), name
    lines = truth["line_items"]
    assert isinstance(lines, list) and lines
    for line in lines:
        if "prekes_pavadinimas" in line:
            assert _squeezed(line["prekes_pavadinimas"]) in squeezed
