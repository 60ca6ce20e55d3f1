"""A client's or product's fields, cleaned and checked the same way whether they come from an Excel
row, the list's edit form or a completed document. A problem is an Unprocessable with its message."""

from dataclasses import asdict, dataclass
from typing import Any

from api.core import texts
from api.core.errors import Unprocessable
from api.masterdata import keys
from api.profile.countries import is_country
from api.profile.service import blank_to_none, clean_company_code, clean_iban, clean_vat_code

CLIENT_NAME_LENGTH = 255
PRODUCT_NAME_LENGTH = 500
ADDRESS_LENGTH = 500
PRODUCT_CODE_LENGTH = 100
BARCODE_LENGTH = 50
UNIT_LENGTH = 20
TYPE_LABELS = {"preke": 1, "prekė": 1, "paslauga": 2}
TYPES = (1, 2, 3, 4)


@dataclass(frozen=True)
class ClientData:
    name: str
    company_code: str | None = None
    vat_code: str | None = None
    iban: str | None = None
    address: str | None = None
    country_iso: str | None = None

    @property
    def natural_key(self) -> str:
        return keys.client_key(self.name, self.company_code, self.vat_code)

    def row(self) -> dict[str, Any]:
        return {
            **asdict(self),
            "natural_key": self.natural_key,
            "search_name": keys.company_name_key(self.name),
        }


@dataclass(frozen=True)
class ProductData:
    name: str
    code: str | None = None
    barcode: str | None = None
    unit: str | None = None
    type: int | None = None

    @property
    def natural_key(self) -> str:
        return keys.product_key(self.name, self.code, self.barcode)

    def row(self) -> dict[str, Any]:
        return {
            **asdict(self),
            "natural_key": self.natural_key,
            "search_name": keys.fold(self.name),
            "search_code": keys.fold(self.code) if self.code else None,
        }


def text(value: Any) -> str | None:
    """A cell or form value as trimmed text; Excel's whole numbers lose their '.0'."""
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return blank_to_none(str(value))


def _bounded(value: Any, label: str, limit: int) -> str | None:
    cleaned = text(value)
    if cleaned is not None and len(cleaned) > limit:
        raise Unprocessable(texts.TEXT_TOO_LONG.format(field=label, limit=limit))
    return cleaned


def client(
    name: Any,
    company_code: Any = None,
    vat_code: Any = None,
    iban: Any = None,
    address: Any = None,
    country_iso: Any = None,
) -> ClientData:
    clean_name = _bounded(name, "Pavadinimas", CLIENT_NAME_LENGTH)
    if not clean_name:
        raise Unprocessable(texts.CLIENT_NAME_REQUIRED)
    country = (text(country_iso) or "LT").upper()
    if not is_country(country):
        raise Unprocessable(texts.COUNTRY_INVALID.format(value=country))
    code, vat, account = text(company_code), text(vat_code), text(iban)
    return ClientData(
        name=clean_name,
        company_code=clean_company_code(code, country) if code else None,
        vat_code=clean_vat_code(vat, country) if vat else None,
        iban=clean_iban(account) if account else None,
        address=_bounded(address, "Adresas", ADDRESS_LENGTH),
        country_iso=country,
    )


def product(
    name: Any, code: Any = None, barcode: Any = None, unit: Any = None, type: Any = None
) -> ProductData:
    clean_name = _bounded(name, "Pavadinimas", PRODUCT_NAME_LENGTH)
    if not clean_name:
        raise Unprocessable(texts.PRODUCT_NAME_REQUIRED)
    clean_barcode = _bounded(barcode, "Barkodas", BARCODE_LENGTH)
    if clean_barcode and not clean_barcode.isdigit():
        raise Unprocessable(texts.BARCODE_INVALID)
    return ProductData(
        name=clean_name,
        code=_bounded(code, "Kodas", PRODUCT_CODE_LENGTH),
        barcode=clean_barcode,
        unit=_bounded(unit, "Mato vnt.", UNIT_LENGTH),
        type=product_type(type),
    )


def product_type(value: Any) -> int | None:
    """1 Prekė, 2 Paslauga, 3/4 Kodas as a product/service (spec §3 tipas); a label or the number."""
    label = text(value)
    if label is None:
        return None
    if label.isdigit() and int(label) in TYPES:
        return int(label)
    if label.lower() in TYPE_LABELS:
        return TYPE_LABELS[label.lower()]
    raise Unprocessable(texts.PRODUCT_TYPE_INVALID)
