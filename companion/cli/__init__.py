"""The command line, on Flask's own (click): `companion serve | migrate | import`.

The same commands answer `flask --app companion serve | migrate | import`: the app
registers them (`init_app`), and each takes the app from the ScriptInfo either CLI
made, so an app is created only by a command that needs one (`companion import` of an
unreadable file says so without one). Exit codes: 0 done, 1 refused (nothing kept),
2 cannot start (a bad setting, a port taken, an unreadable file), 130 stopped.
"""
import sys

import click
from flask.cli import ScriptInfo, pass_script_info

from ..config import BadSetting
from ..db import dispose, migrate
from ..groups.imports import forget_killed_imports
from .importing import import_command
from .serve import serve_command

MIGRATED = {"created": "Created the database.", "adopted": "Upgraded the database.",
            "upgraded": "Upgraded the database.", "current": "The database is up to date."}


@click.command("migrate")
@pass_script_info
def migrate_command(info):
    """Create or upgrade the database's tables and stop (serve does it too). Deletes
    what an import killed outright left, when no import is running.

    Safe to run again, and while other processes start (they take turns behind a lock)."""
    app = info.load_app()
    try:
        click.echo(MIGRATED[migrate(app)])
        forget_killed_imports(app)  # (what an import killed outright left)
    finally:
        dispose(app)


COMMANDS = (serve_command, migrate_command, import_command)


@click.group("companion", context_settings={"help_option_names": ["-h", "--help"]})
@click.pass_context
def companion(context):
    """Score keeper and referee for Hearts-family card games."""
    # The app by its module's factory, found as `flask --app companion` finds it: the
    # factory registers these commands, so they never import it back.
    context.obj = ScriptInfo(app_import_path="companion", set_debug_flag=False,
                             load_dotenv_defaults=False)


for _command in COMMANDS:
    companion.add_command(_command)


def init_app(app) -> None:
    """`flask --app companion serve | migrate | import`: the same commands."""
    for command in COMMANDS:
        app.cli.add_command(command)


def main(argv=None) -> int:
    """Entry point of the `companion` console script: the exit code."""
    try:
        code = companion.main(args=sys.argv[1:] if argv is None else argv,
                              prog_name="companion", standalone_mode=False)
    except BadSetting as error:  # said as the command's own sentence, not click's "Error:"
        click.echo(f"companion: {error.message}", err=True)
        return error.exit_code
    except click.ClickException as error:  # a wrong option, a missing argument
        error.show()
        return error.exit_code
    except click.Abort:
        return 130
    return code or 0
