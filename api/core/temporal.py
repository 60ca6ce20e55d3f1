"""The API's Temporal client: connected lazily once, so the API starts (and answers /readyz with
the truth) even while Temporal is still coming up."""

import asyncio

from temporalio.client import Client

from api.core.config import Settings


class TemporalGateway:
    def __init__(self, settings: Settings) -> None:
        self.address = settings.temporal_address
        self.namespace = settings.temporal_namespace
        self._client: Client | None = None
        self._lock = asyncio.Lock()

    async def client(self) -> Client:
        async with self._lock:
            if self._client is None:
                self._client = await Client.connect(self.address, namespace=self.namespace)
            return self._client

    async def ping(self) -> bool:
        client = await self.client()
        return await client.service_client.check_health()
