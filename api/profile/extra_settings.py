"""The profile's extra settings (Profile.extra_settings): their keys and how they are read. The profile
API stores them cleaned (service.clean_extra_settings); the pipeline and the exporters read them here."""

from collections.abc import Mapping
from typing import Any

# The operation date is the document date, whatever the document prints (1 when on).
OPERATION_DATE_FLAG = "operation_date=document_date"
# Rivilė GAMA's fraction: line quantities (T_KIEKIS) are exported times this factor.
RIVILE_FRACTION = "rivile_fraction"
RIVILE_FRACTIONS = (1, 10, 100, 1000)


def operation_date_is_document_date(settings: Mapping[str, Any] | None) -> bool:
    return str((settings or {}).get(OPERATION_DATE_FLAG)).strip().lower() in ("1", "true")


def rivile_fraction(settings: Mapping[str, Any] | None) -> int:
    try:
        fraction = int(str((settings or {}).get(RIVILE_FRACTION)))
    except ValueError:
        return 1
    return fraction if fraction in RIVILE_FRACTIONS else 1
