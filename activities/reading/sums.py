"""The shared sum checks (workflows.sums) over the reader's own values: flags only, a failed check never
changes a value. The pipeline's validate step runs the same checks on the draft the reader's values
become, so ``dokskenas extract`` and the service flag a document alike."""

from __future__ import annotations

from activities.reading.types import Field, LineItem, VatRate
from workflows.sums import lines_match, sum_flags


def check_sums(
    fields: dict[str, Field], items: list[LineItem], breakdown: list[VatRate]
) -> dict[str, bool | None]:
    values = {name: found.value for name, found in fields.items()}
    lines = [{name: found.value for name, found in item.fields.items()} for item in items]
    return {
        **sum_flags(values, lines, [rate.to_json() for rate in breakdown]),
        "val_lines_match": lines_match(lines),
    }
