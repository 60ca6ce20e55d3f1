"""Alembic runs migrations synchronously with psycopg 3; the URL comes from Settings unless the
caller (tests, `make dev`) passes one in the config."""

from alembic import context
from sqlalchemy import create_engine, pool

import api.models  # noqa: F401  (registers every table)
from api.core.config import get_settings
from api.core.db import Base

config = context.config
url = config.attributes.get("database_url") or get_settings().database_url


def run_migrations_offline() -> None:
    context.configure(url=url, target_metadata=Base.metadata, literal_binds=True, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    # Data migrations bind user data too: keep it out of a failed migration's traceback (as make_engine).
    engine = create_engine(url, poolclass=pool.NullPool, hide_parameters=True)
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata, compare_type=True)
        with context.begin_transaction():
            context.run_migrations()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
