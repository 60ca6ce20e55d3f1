"""Browser-printed documents: invoices and receipts written as HTML pages, each template in the manner of
a kind of program that prints real ones (an accounting program, an e-shop, a utility, a foreign supplier),
printed to PDF by headless Chromium.

They are written apart from the reader and from the generator's layouts, and split by template
(tests/eval/parts.py `PRINTED_TEMPLATES`): the unseen part's templates are layouts the rules were never
written against, which is what an outside document is."""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Iterator
from dataclasses import dataclass

from tests.eval.degrade import scanned
from tests.eval.parts import PRINTED_SCANS, PRINTED_SEEDS, PRINTED_TEMPLATES
from tests.eval.printed.chromium import print_all


@dataclass
class Printed:
    """A template's page and the truth of what it prints (`Doc.truth`)."""

    html: str
    truth: dict[str, object]


def template_seeds(template: str) -> list[int]:
    base = int(hashlib.sha256(template.encode()).hexdigest()[:6], 16) * 100
    return [base + i for i in range(PRINTED_SEEDS)]


def make(template: str, seed: int) -> Printed:
    module = importlib.import_module(f"tests.eval.printed.templates.{template}")
    printed: Printed = module.make(seed)
    return printed


@dataclass
class PrintedCase:
    name: str
    pdf: bytes
    truth: dict[str, object]
    seed: int


def documents(part: str, *, scans: bool, limit: int | None = None) -> Iterator[PrintedCase]:
    """Each template of the part with its seeds (the first `PRINTED_SCANS` of them when ``scans``),
    printed in one batch."""
    count = PRINTED_SCANS if scans else PRINTED_SEEDS
    wanted = [(t, seed) for t in PRINTED_TEMPLATES[part] for seed in template_seeds(t)[:count]]
    if limit is not None:
        wanted = wanted[:: max(1, len(wanted) // limit)][:limit]
    made = [(t, seed, make(t, seed)) for t, seed in wanted]
    pdfs = print_all([printed.html for _, _, printed in made])
    for (template, seed, printed), pdf in zip(made, pdfs, strict=True):
        name = f"{template}-{seed}"
        if not scans:
            yield PrintedCase(name, pdf, dict(printed.truth), seed)
            continue
        variant, data = scanned(pdf, seed)
        yield PrintedCase(f"{name}-{variant}", data, dict(printed.truth), seed)
