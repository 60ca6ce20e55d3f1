"""Normalised exact match, SROIE-style micro-F1, straight-through rate and line-item F1 (corpus/README.md)."""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

from activities.reading.normalize import parse_amount, parse_date

AMOUNT_FIELDS = {
    "amount_wo_vat",
    "vat_amount",
    "amount_with_vat",
    "invoice_discount_wo_vat",
    "quantity",
    "price",
    "subtotal",
    "total",
    "row_amount",
    "vat",
    "discount_wo_vat",
}
DATE_FIELDS = {"invoice_date", "due_date", "operation_date"}
PERCENT_FIELDS = {"vat_percent"}
CODE_FIELDS = {
    "seller_id",
    "buyer_id",
    "seller_vat_code",
    "buyer_vat_code",
    "seller_iban",
    "buyer_iban",
    "document_series",
    "document_number",
    "series_number",
    "prekes_kodas",
    "currency",
    "seller_country_iso",
    "buyer_country_iso",
}
KEY_FIELDS = (
    "series_number",
    "invoice_date",
    "seller_id",
    "seller_vat_code",
    "amount_wo_vat",
    "vat_amount",
    "amount_with_vat",
    "currency",
)
LINE_CELLS = (
    "prekes_pavadinimas",
    "prekes_kodas",
    "quantity",
    "unit",
    "price",
    "vat_percent",
    "subtotal",
    "total",
    "row_amount",
)
_LEGAL_FORMS = {
    "uždaroji akcinė bendrovė": "uab",
    "akcinė bendrovė": "ab",
    "mažoji bendrija": "mb",
    "individuali įmonė": "iį",
    "viešoji įstaiga": "všį",
    "b.v.": "bv",
    "sdn. bhd.": "sdn bhd",
    "sdn.bhd.": "sdn bhd",
    "s.a.": "sa",
    "ltd.": "ltd",
    "inc.": "inc",
    "sp. z o.o.": "sp zoo",
    "spółka z ograniczoną odpowiedzialnością": "sp zoo",
    "spółka akcyjna": "sa",
}


def norm_text(value: object) -> str:
    text = unicodedata.normalize("NFKC", str(value)).casefold()
    text = re.sub(r"[„“”\"'«»‘’`]", "", text)
    text = re.sub(r"[‐‑‒–—−]", "-", text)
    for long, short in _LEGAL_FORMS.items():
        text = text.replace(long, short)
    text = re.sub(r"\bsdn\.?\s*bhd\.?", "sdn bhd", text)
    return " ".join(text.split())


def norm_address(value: object) -> str:
    """Addresses differ in line joins: compare letters and digits only."""
    return re.sub(r"[\W_]+", "", norm_text(value))


def norm_code(value: object) -> str:
    # "#" is the number's printed label ("Invoice No: # BLR_…"), not part of it
    text = re.sub(r"[\s\-./#]", "", str(value)).upper()
    return re.sub(r"^(NR|NO)", "", text)


def normalise(name: str, value: object) -> object:
    if value is None or value == "":
        return None
    if name in AMOUNT_FIELDS:
        # a currency printed before the amount ("$7.60", "RM 34.80") is not part of it
        text = re.sub(r"^[^\d\-]+", "", str(value))
        amount = value if isinstance(value, Decimal) else parse_amount(text)
        return amount.quantize(Decimal("0.01")) if amount is not None else str(value)
    if name in DATE_FIELDS:
        return value if isinstance(value, date) else (parse_date(str(value)) or str(value))
    if name in PERCENT_FIELDS:
        try:
            return Decimal(str(value).replace("%", "").replace(",", ".").strip()).normalize()
        except InvalidOperation:
            return str(value)
    if name in CODE_FIELDS:
        return norm_code(value)
    if name.endswith("_address"):
        return norm_address(value)
    return norm_text(value)


def same(name: str, predicted: object, truth: object) -> bool:
    a, b = normalise(name, predicted), normalise(name, truth)
    if a is None or b is None:
        return False
    if name.endswith("_vat_code") and isinstance(a, str) and isinstance(b, str) and b.isdigit():
        a = re.sub(r"^[A-Z]{2}", "", a)  # the truth was written without the country prefix
    if isinstance(a, Decimal) and isinstance(b, Decimal):
        return abs(a - b) <= Decimal("0.005")
    return a == b


def anls(predicted: object, truth: object) -> float:
    a, b = norm_text(predicted or ""), norm_text(truth or "")
    if not a and not b:
        return 1.0
    distance = _levenshtein(a, b)
    score = 1 - distance / max(len(a), len(b))
    return score if score >= 0.5 else 0.0


def _levenshtein(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


@dataclass
class FieldStats:
    correct: int = 0
    with_truth: int = 0
    wrong: int = 0  # predicted, but not the truth
    extra: int = 0  # predicted where the truth has nothing (counted only for fields the source scores)


@dataclass
class Report:
    name: str
    fields: dict[str, FieldStats] = field(default_factory=lambda: defaultdict(FieldStats))
    documents: int = 0
    pages: int = 0
    straight_through: int = 0
    cpu_seconds: float = 0.0
    line_cells: dict[str, FieldStats] = field(default_factory=lambda: defaultdict(FieldStats))
    rows_predicted: int = 0
    rows_truth: int = 0
    rows_matched: int = 0
    rows_exact_count: int = 0
    docs_with_lines: int = 0
    flag_tp: int = 0
    flag_fn: int = 0
    flag_fp: int = 0
    flag_tn: int = 0
    type_correct: int = 0
    type_total: int = 0
    anls_sum: float = 0.0
    anls_count: int = 0
    misses: list[str] = field(default_factory=list)
    cpu_per_page: list[float] = field(default_factory=list)
    wall_seconds: float = 0.0
    rejected: int = 0  # read as unsuitable, though every evaluated document is an invoice or a receipt
    confident: int = 0  # scored fields given a value the reader does not mark for review
    confident_wrong: int = 0  # … of which the value is not the truth (or the truth has none)
    truth_conflicts: int = 0  # fields left unscored: their truth contradicts the document
    llm_requests: int = 0  # documents sent to the LLM
    llm_failures: int = 0  # documents the LLM gave no answer for (read without it)

    @property
    def micro(self) -> tuple[float, float, float]:
        tp = sum(s.correct for s in self.fields.values())
        truths = sum(s.with_truth for s in self.fields.values())
        fp = sum(s.wrong + s.extra for s in self.fields.values())
        fn = truths - tp
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        return precision, recall, f1

    @property
    def header_accuracy(self) -> float:
        correct = sum(s.correct for s in self.fields.values())
        total = sum(s.with_truth for s in self.fields.values())
        return correct / total if total else 0.0

    @property
    def line_f1(self) -> float:
        tp = sum(s.correct for s in self.line_cells.values())
        predicted = sum(s.extra for s in self.line_cells.values())  # here: predicted non-empty cells
        truth = sum(s.with_truth for s in self.line_cells.values())
        precision = tp / predicted if predicted else 0.0
        recall = tp / truth if truth else 0.0
        return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def score_header(
    report: Report,
    doc: str,
    predicted: dict[str, object],
    truth: dict[str, object],
    scored: tuple[str, ...],
    confident: frozenset[str] = frozenset(),
) -> None:
    """predicted/truth map field names to values; ``scored`` lists the fields this source has truth for;
    ``confident`` names the predicted fields the reader does not mark for review."""
    all_right = True
    for name in scored:
        expected = truth.get(name)
        got = predicted.get(name)
        stats = report.fields[name]
        if name in confident and got not in (None, ""):
            report.confident += 1
            if expected in (None, "") or not same(name, got, expected):
                report.confident_wrong += 1
                report.misses.append(f"{doc}: {name} = {got!r} marked confident, expected {expected!r}")
        if expected is None or expected == "":
            if got not in (None, ""):
                stats.extra += 1
            continue
        stats.with_truth += 1
        if same(name, got, expected):
            stats.correct += 1
        else:
            stats.wrong += got not in (None, "")
            report.misses.append(f"{doc}: {name} = {got!r}, expected {expected!r}")
            if name in KEY_FIELDS:
                all_right = False
        if name.endswith("_name"):
            report.anls_sum += anls(got, expected)
            report.anls_count += 1
    report.straight_through += all_right


def _cell(row: dict[str, object], cell: str) -> object:
    """`row_amount` is a truth that does not say whether the row's amount is before or after VAT
    (invoice2data's `price_subtotal` holds whichever the invoice prints); a prediction answers it
    with the amount it read, net if it has one, else gross."""
    if cell == "row_amount" and "row_amount" not in row:
        return row.get("subtotal") if row.get("subtotal") is not None else row.get("total")
    return row.get(cell)


def _similarity(a: dict[str, object], b: dict[str, object]) -> float:
    name = anls(a.get("prekes_pavadinimas"), b.get("prekes_pavadinimas"))
    amount = (
        1.0 if any(same(c, _cell(a, c), _cell(b, c)) for c in ("subtotal", "total", "row_amount")) else 0.0
    )
    return name + amount


def match_rows(predicted: list[dict[str, object]], truth: list[dict[str, object]]) -> list[tuple[int, int]]:
    """One-to-one assignment maximising description similarity plus equal line totals (Hungarian method)."""
    if not predicted or not truth:
        return []
    n = max(len(predicted), len(truth))
    cost = [[0.0] * n for _ in range(n)]
    for i, p in enumerate(predicted):
        for j, t in enumerate(truth):
            cost[i][j] = -_similarity(p, t)
    assignment = _hungarian(cost)
    return [(i, j) for i, j in assignment if i < len(predicted) and j < len(truth) and cost[i][j] < -0.3]


def _hungarian(cost: list[list[float]]) -> list[tuple[int, int]]:
    n = len(cost)
    u, v, p, way = [0.0] * (n + 1), [0.0] * (n + 1), [0] * (n + 1), [0] * (n + 1)
    for i in range(1, n + 1):
        p[0], j0 = i, 0
        minv, used = [float("inf")] * (n + 1), [False] * (n + 1)
        while True:
            used[j0] = True
            i0, delta, j1 = p[j0], float("inf"), 0
            for j in range(1, n + 1):
                if not used[j]:
                    cur = cost[i0 - 1][j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, j0
                    if minv[j] < delta:
                        delta, j1 = minv[j], j
            for j in range(n + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while j0:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
    return [(p[j] - 1, j - 1) for j in range(1, n + 1) if p[j]]


def score_lines(report: Report, predicted: list[dict[str, object]], truth: list[dict[str, object]]) -> None:
    report.docs_with_lines += 1
    report.rows_predicted += len(predicted)
    report.rows_truth += len(truth)
    report.rows_exact_count += len(predicted) == len(truth)
    cells = [c for c in LINE_CELLS if any(c in t for t in truth)]
    pairs = match_rows(predicted, truth)
    report.rows_matched += len(pairs)
    for cell in cells:
        stats = report.line_cells[cell]
        stats.with_truth += sum(1 for t in truth if t.get(cell) not in (None, ""))
        stats.extra += sum(1 for p in predicted if _cell(p, cell) not in (None, ""))
        stats.correct += sum(
            1
            for i, j in pairs
            if truth[j].get(cell) not in (None, "")
            and same(cell, _cell(predicted[i], cell), truth[j].get(cell))
        )
