"""A failed statement's traceback names the SQL but never the values bound to it (issue 14)."""

import logging

import pytest
from sqlalchemy import text
from sqlalchemy.exc import DBAPIError

from api.core.db import make_engine

SECRET = "slapta.vartotoja@example.lt"


async def test_failed_statement_logs_no_parameter_values(settings, caplog):
    engine = make_engine(settings.database_url)
    try:
        with pytest.raises(DBAPIError) as failure:
            async with engine.connect() as connection:
                await connection.execute(
                    text("INSERT INTO no_such_table (email) VALUES (:email)"), {"email": SECRET}
                )
    finally:
        await engine.dispose()
    logging.getLogger("api").error("request failed", exc_info=failure.value)
    assert "no_such_table" in caplog.text
    assert SECRET not in caplog.text
