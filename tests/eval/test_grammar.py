"""The layout grammar's documents must print what their truth says, or every generated score is wrong."""

from decimal import Decimal

import pymupdf

from tests.eval.grammar import SEED_LAYOUTS, generate_seeds
from tests.eval.vocabulary import amount_in_words


def test_totals_in_words() -> None:
    assert (
        amount_in_words(Decimal("1234.56"), "lt") == "vienas tūkstantis du šimtai trisdešimt keturi Eur 56 ct"
    )
    assert amount_in_words(Decimal("12000.05"), "lt") == "dvylika tūkstančių Eur 05 ct"
    assert amount_in_words(Decimal("2021.00"), "lt") == "du tūkstančiai dvidešimt vienas Eur 00 ct"
    assert amount_in_words(Decimal("117.72"), "en") == "one hundred seventeen euro and 72 cents"
    assert amount_in_words(Decimal("3040.10"), "en") == "three thousand forty euro and 10 cents"
    assert amount_in_words(Decimal("5"), "de") is None


def test_a_grammar_document_prints_its_truth() -> None:
    seeds = [seed for seed in range(700, 728) if SEED_LAYOUTS[seed % len(SEED_LAYOUTS)] == "grammar"]
    documents = generate_seeds(seeds)
    assert {d.layout for d in documents} == {"grammar"}
    for document in documents:
        with pymupdf.open(stream=document.pdf, filetype="pdf") as pdf:
            text = " ".join(" ".join(page.get_text().split()) for page in pdf)
        truth = document.truth
        for field in ("document_number", "seller_id", "buyer_id", "seller_vat_code"):
            if field in truth:
                assert str(truth[field]) in text, (document.name, field)
        for line in truth["line_items"]:  # type: ignore[attr-defined]
            assert all(word in text for word in str(line["prekes_pavadinimas"]).split()), document.name
