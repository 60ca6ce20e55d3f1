"""The worker's own Prometheus metrics. They go through the Temporal SDK's meter, so they are served on
the same endpoint as its worker metrics (DOKSKENAS_WORKER_METRICS_PORT). Outside an activity (the
`dokskenas extract` command) nothing is recorded.

Counters the alert rules read are primed at 0 when the worker starts (`prime`): a counter that was
never incremented is absent from the endpoint, and an alert on an absent series never fires."""

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from temporalio import activity
from temporalio.common import MetricMeter

DOCUMENTS_SETTLED = "dokskenas_documents_settled"
# Credits are decimals (1.3 for a detailed scan) and the SDK's counters whole numbers.
CREDITS_CHARGED_HUNDREDTHS = "dokskenas_credits_charged_hundredths"
SETTLE_FAILURES = "dokskenas_settle_failures"
OCR_PAGES = "dokskenas_ocr_pages"
LLM_SECONDS = "dokskenas_llm_request_seconds"
LLM_TOKENS = "dokskenas_llm_tokens"

DESCRIPTIONS = {
    DOCUMENTS_SETTLED: "Documents that finished processing, by status and rejection code",
    CREDITS_CHARGED_HUNDREDTHS: "Credits charged for completed documents, in hundredths of a credit",
    SETTLE_FAILURES: "Settle attempts that failed (the reservation is neither charged nor returned yet)",
    OCR_PAGES: "Pages and pictures read by OCR, by task queue (documents: CPU, ocr-gpu: Surya)",
    LLM_SECONDS: "Time the LLM took to answer one extraction request",
    LLM_TOKENS: "Tokens the LLM read (prompt) and wrote (completion)",
}
# Seconds: a 7B model answers an invoice in 1–20 s.
LLM_BUCKETS = (0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120)
HISTOGRAM_BUCKETS = {LLM_SECONDS: LLM_BUCKETS}


def prime(meter: MetricMeter) -> None:
    for name in (CREDITS_CHARGED_HUNDREDTHS, SETTLE_FAILURES):
        meter.create_counter(name, DESCRIPTIONS[name]).add(0)
    meter.create_counter(DOCUMENTS_SETTLED, DESCRIPTIONS[DOCUMENTS_SETTLED]).add(
        0, {"status": "rejected", "rejection": "failed"}
    )


def count(name: str, value: int | Decimal = 1, labels: Mapping[str, str] | None = None) -> None:
    if not activity.in_activity():
        return
    counter = activity.metric_meter().create_counter(name, DESCRIPTIONS[name])
    counter.add(int(value), dict(labels or {}))


def llm_answered(seconds: float, usage: Any) -> None:
    if not activity.in_activity():
        return
    meter = activity.metric_meter()
    meter.create_histogram_float(LLM_SECONDS, DESCRIPTIONS[LLM_SECONDS], "s").record(seconds)
    if isinstance(usage, dict):
        tokens = meter.create_counter(LLM_TOKENS, DESCRIPTIONS[LLM_TOKENS])
        for kind in ("prompt", "completion"):
            if isinstance(usage.get(f"{kind}_tokens"), int):
                tokens.add(usage[f"{kind}_tokens"], {"kind": kind})
