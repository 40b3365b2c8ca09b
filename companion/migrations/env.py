"""Alembic environment: always run from code (companion.migrations), on a connection
the app hands over in `config.attributes["connection"]`; no alembic.ini."""
from alembic import context
from sqlmodel import SQLModel

from companion.db import models  # noqa: F401  (registers the tables for autogenerate)

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=SQLModel.metadata,
                  render_as_batch=True,  # SQLite alters tables by copying them
                  compare_type=True)
with context.begin_transaction():
    context.run_migrations()
