"""VIES (the EU's VAT number check) over its REST interface; off unless DOKSKENAS_VIES_ENABLED.
Never a hard dependency: any failure answers None and processing goes on (domain.md §2.2)."""

from dataclasses import dataclass

import httpx

from api.core.config import Settings


@dataclass(frozen=True)
class ViesAnswer:
    valid: bool
    name: str | None
    address: str | None


class ViesClient:
    def __init__(self, settings: Settings) -> None:
        self.base_url = settings.vies_base_url.rstrip("/")
        self.timeout = settings.vies_timeout_seconds

    async def check(self, vat_code: str) -> ViesAnswer | None:
        country, number = vat_code[:2], vat_code[2:]
        try:
            async with httpx.AsyncClient(timeout=self.timeout) as client:
                response = await client.get(f"{self.base_url}/ms/{country}/vat/{number}")
            response.raise_for_status()
            body = response.json()
        except (httpx.HTTPError, ValueError):
            return None
        if body.get("userError") not in (None, "VALID", "INVALID"):
            return None
        return ViesAnswer(bool(body.get("isValid")), _clean(body.get("name")), _clean(body.get("address")))


def _clean(value: object) -> str | None:
    text = " ".join(str(value or "").split())
    return None if text in ("", "---") else text
