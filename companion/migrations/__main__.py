"""Developer tool: `python -m companion.migrations revision "message"` writes a new
revision by comparing models.py with a scratch SQLite database at head."""
import sys
import tempfile

from alembic import command
from sqlalchemy import create_engine

from companion import migrations


def main(argv):
    if len(argv) != 2 or argv[0] != "revision":
        sys.exit('usage: python -m companion.migrations revision "what changed"')
    with tempfile.NamedTemporaryFile(suffix=".sqlite") as scratch:
        engine = create_engine("sqlite:///" + scratch.name)
        with engine.begin() as connection:
            command.upgrade(migrations.config(connection), "head")
            number = len(list((migrations.HERE / "versions").glob("[0-9]*.py"))) + 1
            command.revision(migrations.config(connection), message=argv[1], autogenerate=True,
                             rev_id=f"{number:04d}")
    print("Now set HEAD in companion/migrations/__init__.py and review the new file.")


if __name__ == "__main__":
    main(sys.argv[1:])
