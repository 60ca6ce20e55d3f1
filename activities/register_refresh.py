"""The daily refresh of the company register (api.registry.refresh), as an activity of the
`dokskenas-register-refresh` schedule."""

from temporalio import activity

from api.core.config import Settings
from api.registry.refresh import refresh_register
from workflows.contracts import REFRESH_REGISTER


class RegisterRefreshActivities:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    @activity.defn(name=REFRESH_REGISTER)
    def refresh(self) -> int:
        """How many rows were imported; synchronous (download and COPY), on the worker's thread pool."""
        return sum(result.rows for result in refresh_register(self.settings))
