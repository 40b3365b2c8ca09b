"""`companion import FILE`: a group's JSON export made a new group here, every hand
replayed through the service (companion/groups/replay.py does the work)."""
import json
import os
import sys
from pathlib import Path

from . import create_app, migrate
from .groups.replay import ImportRefused, import_group
from .rules import RuleError
from .words.refusals import refusal_words


def import_command(args) -> int:
    """`companion import FILE [--name NAME] [--tokens FILE]`: 0 when imported, 1 when the
    file was refused (nothing kept), 2 when it cannot be read."""
    try:
        data = json.loads(Path(args.file).read_text(encoding="utf-8-sig"))
    except OSError as error:
        print(f"companion import: cannot read {args.file}: {error.strerror}.", file=sys.stderr)
        return 2
    except ValueError:
        print(f"companion import: {args.file} is not JSON (export a group with "
              "GET /api/v1/groups/<id>/export.json).", file=sys.stderr)
        return 2
    app = create_app()
    try:
        migrate(app)
        with app.app_context():
            try:
                made = import_group(data, args.name)
            except (ImportRefused, RuleError) as error:
                said = refusal_words(error) if isinstance(error, RuleError) else error
                print(f"companion import: {said} Nothing was imported.", file=sys.stderr)
                return 1
        group = made["group"]
        public = (app.config.get("PUBLIC_URL") or "").rstrip("/")
        print(f"Imported {len(made['games'])} game{'s' if len(made['games']) != 1 else ''} "
              f"into the new group “{group.name}”.")
        print(f"  Group id (reads it):    {group.public_id}")
        print(f"  Edit token (writes it): {made['edit_token']}")
        print(f"  Its page:               {public}/groups/{group.public_id}"
              + ("" if public else " on this server"))
        if args.tokens:
            handle = os.open(args.tokens, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(handle, "w") as out:  # secrets: readable by this user only
                out.write(json.dumps(dict(made["games"]), indent=1) + "\n")
            print(f"  Each game's edit token: {args.tokens}")
        return 0
    finally:
        engine = app.extensions.get("companion_engine")
        if engine is not None:
            engine.dispose()
