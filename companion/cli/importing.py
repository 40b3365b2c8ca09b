"""`companion import FILE`: a group's JSON export made a new group here, every hand
replayed through the service (companion/groups/replay.py does the work)."""
import json
import os
import signal
import sys
from pathlib import Path

import click
from flask.cli import pass_script_info

from ..db import dispose, migrate
from ..groups.replay import ImportRefused, import_group
from ..formats.import_words import import_words
from ..rules import RuleError

LARGEST = 64 * 1024 * 1024  # bytes: a group of years of weekly games exports to a few MB


STOPS = (signal.SIGTERM, signal.SIGINT)


class Stopped(KeyboardInterrupt):
    """SIGTERM or Ctrl+C while importing: unwinds, so what was made is deleted."""


ASKED: list[int] = []  # the stop signal received, once


def _stop(signum, _frame):
    """A stop is noted, and the import unwinds at its next stop point (between hands):
    raised here it could land inside a database commit and break the session that must
    delete what was made. Any later stop is ignored, so that deleting what was made is
    never cut short by an impatient second signal."""
    for each in STOPS:
        signal.signal(each, signal.SIG_IGN)
    ASKED.append(signum)


def _stop_point() -> None:
    """Unwind here when a stop was asked for (replay.py calls it between hands)."""
    if ASKED:
        raise Stopped


def _read(path: str):
    """The file's JSON, or the sentence why it cannot be read."""
    try:
        if os.path.getsize(path) > LARGEST:
            return None, f"{path} is over {LARGEST // 1024 // 1024} MB: no export is that large."
        return json.loads(Path(path).read_text(encoding="utf-8-sig")), None
    except OSError as error:
        return None, f"cannot read {path}: {error.strerror}."
    except RecursionError:
        return None, f"{path} is nested deeper than any export."
    except ValueError:
        return None, (f"{path} is not JSON (export a group with "
                      "GET /api/v1/groups/<id>/export.json).")


@click.command("import")
@click.argument("file")
@click.option("--name", help="The new group's name (default: the exported one).")
@click.option("--tokens", metavar="FILE",
              help="Write each new game's edit token to this file (JSON).")
@pass_script_info
@click.pass_context
def import_command(context, info, file, name, tokens):
    """Make a new group from a group's JSON export, replaying every hand.

    FILE is the export (GET /api/v1/groups/<id>/export.json)."""
    context.exit(import_file(info, file, name, tokens))


def import_file(info, file: str, name: str | None, tokens: str | None) -> int:
    """0 when imported, 1 when the file was refused (nothing kept), 2 when it cannot be
    read, 130 when stopped (Ctrl+C, SIGTERM: nothing kept either)."""
    data, unreadable = _read(file)
    if unreadable:
        print(f"companion import: {unreadable}", file=sys.stderr)
        return 2
    app = info.load_app()
    ASKED.clear()  # (before the handlers: a stop from here on is kept)
    before = {each: signal.signal(each, _stop) for each in STOPS}
    try:
        with app.app_context():
            try:
                migrate(app)
                made = import_group(data, name, _stop_point)
            except (ImportRefused, RuleError) as error:
                print(f"companion import: {import_words(error)} Nothing was imported.",
                      file=sys.stderr)
                return 1
            except KeyboardInterrupt:
                print("companion import: stopped. Nothing was imported.", file=sys.stderr)
                return 130
        _restore(before)
        group = made["group"]
        public = (app.config["PUBLIC_URL"] or "").rstrip("/")
        print(f"Imported {len(made['games'])} game{'s' if len(made['games']) != 1 else ''} "
              f"into the new group “{group.name}”.")
        print(f"  Group id (reads it):    {group.public_id}")
        print(f"  Edit token (writes it): {made['edit_token']}")
        print(f"  Its page:               {public}/groups/{group.public_id}"
              + ("" if public else " on this server"))
        if tokens:
            handle = os.open(tokens, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(handle, "w") as out:  # secrets: readable by this user only
                out.write(json.dumps(dict(made["games"]), indent=1) + "\n")
            print(f"  Each game's edit token: {tokens}")
        return 0
    finally:
        _restore(before)
        dispose(app)


def _restore(handlers: dict) -> None:
    for each, handler in handlers.items():
        signal.signal(each, handler)
