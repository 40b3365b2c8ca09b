"""companion: score keeper and referee for Hearts-family card games."""
import os
from pathlib import Path

from flask import Flask

from . import config

HERE = Path(__file__).resolve().parent


def _folder(name: str) -> str:
    """templates/ or static/: inside the package when installed from a wheel (pyproject.toml
    maps them there), at the top of a checkout otherwise (and with `pip install -e .`)."""
    installed = HERE / name
    return str(installed if installed.is_dir() else HERE.parent / name)


def create_app(test_config=None):
    """Application factory (flaskr style): instance/ holds the SQLite file by default.
    It does not touch the database schema: `migrate(app)` does, once, at start
    (`companion serve`, `companion migrate`), else the app's first request does
    (`flask --app companion run`: db.py)."""
    app = Flask(__name__, instance_relative_config=True,
                template_folder=_folder("templates"), static_folder=_folder("static"))
    config.load(app, test_config)  # every setting: companion/config.py
    if not app.config["SECRET_KEY"]:  # unset, or set empty: the instance's own
        app.config["SECRET_KEY"] = instance_secret(app.instance_path)
    os.makedirs(app.instance_path, exist_ok=True)

    from . import cli, db, errors, games, groups, pages
    from .api import games as api
    from .api import group_story as api_story
    from .api import groups as api_groups
    from .api import house_rules as api_rules
    from .games import repairs  # noqa: F401
    from .web import compress, i18n, limits, security
    from .web.origin import Protect

    csrf = Protect(app)  # cookie-based form posts (and where they came from: origin.py);
    # the API uses bearer tokens instead
    csrf.exempt(api.bp)
    csrf.exempt(api_groups.bp)
    csrf.exempt(api_rules.bp)
    csrf.exempt(api_story.bp)
    db.init_app(app)
    games.init_app(app)  # the service's memo
    groups.init_app(app)
    errors.init_app(app)
    security.init_app(app)
    compress.init_app(app)  # page weight: brotli or gzip for browsers that ask
    i18n.init_app(app)  # the reader's language: picker cookie, Accept-Language, English
    app.register_blueprint(api.bp)
    app.register_blueprint(api_groups.bp)
    app.register_blueprint(api_story.bp)
    app.register_blueprint(api_rules.bp)
    pages.init_app(app)
    limits.init_app(app)  # wraps views: after every blueprint
    cli.init_app(app)  # flask --app companion serve | migrate | import
    return app


def migrate(app) -> str:
    """`companion.db.migrate`, importable from here without the package importing the
    database at once (`import companion.rules` stays the engine alone)."""
    from .db import migrate as bring_up_to_date

    return bring_up_to_date(app)


def instance_secret(folder: str) -> str:
    """A secret key kept in `folder` (instance/) so every process of one install shares
    it: made once, whole, by whichever process comes first."""
    path = Path(folder) / "secret_key"
    os.makedirs(folder, exist_ok=True)
    if not path.exists():
        _write_once(path, _new_key())
    elif path.stat().st_mode & 0o077:  # made by an older version: readable by all
        try:
            path.chmod(0o600)
        except OSError:  # not ours to change; it still works
            pass
    secret = path.read_text().strip()
    if not secret:  # left empty by a crash while it was written in place: made anew
        path.unlink(missing_ok=True)
        _write_once(path, _new_key())
        secret = path.read_text().strip()
    return secret


def _new_key() -> str:
    import secrets

    return secrets.token_hex(32)


def _write_once(path: Path, text: str) -> None:
    """Write `text` to `path` unless it is there already, so that no process ever reads
    it half-written: the whole file is made under another name (readable by this user
    only: whoever reads it can forge CSRF tokens), then linked into place, which fails
    when another process's got there first; theirs then stands."""
    import tempfile

    handle, whole = tempfile.mkstemp(dir=path.parent, prefix=".secret_key-")
    try:
        with os.fdopen(handle, "w") as out:
            out.write(text)
        try:
            os.link(whole, path)
        except FileExistsError:  # another process made it a moment ago
            pass
        except OSError:  # a file system without hard links: made in place, as before
            _write_new(path, text)
    finally:
        os.unlink(whole)


def _write_new(path: Path, text: str) -> None:
    try:
        handle = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:  # another process made it a moment ago
        return
    with os.fdopen(handle, "w") as out:
        out.write(text)
