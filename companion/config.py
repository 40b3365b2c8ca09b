"""Every setting of the app, in one list: its name (which is also its environment
variable), its default, how its text is read, and what it is for.

Where a setting's value comes from, the strongest first: the mapping a test passes to
`create_app`; instance/config.py (Python: any value, a callable too); the environment
(the setting's own name: `DATABASE_URL=… companion serve`); the default below. The file
wins over the environment, as it always has here: an install that upgrades keeps its
database and its secret. The names are those the README documented from the first
release (docs/DECISIONS.md, "House decisions").
"""
import os
from dataclasses import dataclass
from pathlib import Path

import click

MB = 1024 * 1024
SHORTEST_SECRET = 16  # characters of the secret key, or `companion serve` does not start


@dataclass(frozen=True)
class Setting:
    name: str
    default: object
    kind: type  # how the environment's text is read: str, int, float, bool or tuple
    about: str
    from_env: bool = True  # False: set in instance/config.py or by a test only


SETTINGS = (
    Setting("SECRET_KEY", None, str, "signs the scorer's cookies and the forms' CSRF tokens; "
            "every process of one install shares it (default: made once in instance/)"),
    Setting("DATABASE_URL", None, str, "any SQLAlchemy URL (default: SQLite in instance/)"),
    Setting("PUBLIC_URL", None, str, "the address people use, in pages, QR codes and links"),
    Setting("LAN_LINKS", True, bool, "a link opened as localhost carries this machine's LAN "
            "address, for other phones; `companion serve --host 127.0.0.1` turns it off "
            "(nothing listens there)"),
    Setting("DB_POOL", None, int, "database connections a process keeps open (default: "
            "`companion serve`'s threads + 2, else 10)"),
    Setting("LANGUAGES", ("en", "de", "es", "fr", "nl", "pl"), tuple,
            "the languages offered, comma-separated (English always)"),
    Setting("FOLD_MEMO_MB", 256, float, "folded game states kept per process (0: none)"),
    Setting("GROUP_MEMO_SIZE", 16, int, "groups' answers kept per process (0: none)"),
    Setting("RECAP_CACHE_MB", 16, float, "drawn recap pictures kept per process (0: none)"),
    Setting("COMPRESSED_PAGES_BYTES", 8 * MB, int, "compressed pages kept per process"),
    Setting("RATE_LIMIT_CREATE", "300 per minute; 3000 per hour", str,
            "games, groups and house rules one client may create"),
    Setting("RATE_LIMIT_WRITE", "1200 per minute", str, "writes one client may send"),
    Setting("RATE_LIMIT_ASK", "600 per minute", str, "previews one client may ask for"),
    Setting("RATE_LIMIT_CPU", 2.0, float, "CPU seconds a minute a client's bucket fills by"),
    Setting("RATE_LIMIT_CPU_BURST", 1.0, float, "CPU seconds a client may spend at once"),
    Setting("RATE_LIMIT_CPU_SPENDERS", 0.5, float,
            "CPU seconds a minute all spending clients share"),
    Setting("RATELIMIT_ENABLED", True, bool, "0 turns every limit off (a benchmark)"),
    Setting("RATELIMIT_STORAGE_URI", "memory://", str,
            "where the request counts live (redis://… for one count across processes)"),
    Setting("RATELIMIT_STRATEGY", "moving-window", str, "no burst at a window's edge",
            from_env=False),
    Setting("MAX_CONTENT_LENGTH", 64 * 1024, int, "the largest request body, in bytes"),
    # A form's CSRF token lives as long as the scorer's session (the browser's session
    # cookie that holds its secret): an entry page left open all evening still saves.
    Setting("WTF_CSRF_TIME_LIMIT", None, int, "Flask-WTF's is one hour", from_env=False),
    # Not its Referer check over HTTPS (browsers strip Referers): the Origin check instead.
    Setting("WTF_CSRF_SSL_STRICT", False, bool, "web/origin.py", from_env=False),
    Setting("SESSION_COOKIE_SAMESITE", "Lax", str, "the session cookie", from_env=False),
    Setting("CLOCK", None, object, "a callable returning seconds since the epoch, for the "
            "service's clock (tests and demos)", from_env=False),
)
NAMED = {setting.name: setting for setting in SETTINGS}
OFF = ("0", "false", "off", "no")
SAID = {int: "a whole number", float: "a number"}


class BadSetting(click.ClickException):
    """An environment variable whose text is not its setting's kind: a command stops
    with its sentence and exit code 2, under `companion` and `flask --app companion`."""
    exit_code = 2


def read(setting: Setting, text: str):
    """The environment's text as the setting's kind."""
    text = text.strip()
    if setting.kind is bool:
        return text.lower() not in OFF
    if setting.kind is tuple:
        return tuple(part.strip() for part in text.split(",") if part.strip())
    try:
        return setting.kind(text)
    except ValueError:
        raise BadSetting(f"{setting.name}={text!r} is not {SAID[setting.kind]} "
                         f"({setting.about}).") from None


def load(app, test_config=None) -> None:
    """The app's settings from every source (the module's docstring says in which order)."""
    config = app.config
    config.from_mapping({setting.name: setting.default for setting in SETTINGS})
    for setting in SETTINGS:
        if setting.from_env and os.environ.get(setting.name):
            config[setting.name] = read(setting, os.environ[setting.name])
    if test_config is None:
        config.from_pyfile("config.py", silent=True)
    else:
        config.from_mapping(test_config)
    config["DATABASE_URL"] = config["DATABASE_URL"] or "sqlite:///" + os.path.join(
        app.instance_path, "companion.sqlite")


def check_secret(app) -> None:
    """`companion serve` starts only with a key no one guesses: with an empty one every
    page failed, and a short one lets anyone forge a scorer's cookie (its CSRF secret)."""
    key = app.config["SECRET_KEY"]
    size = len(key.strip()) if isinstance(key, (str, bytes)) else 0
    if size >= SHORTEST_SECRET:
        return
    raise BadSetting(
        f"The secret key (SECRET_KEY) is {size} characters long: "
        f"it needs at least {SHORTEST_SECRET}, or anyone could forge the scorers' cookies. "
        "Set a longer one (python -c \"import secrets; print(secrets.token_hex(32))\"), or "
        f"leave SECRET_KEY unset and delete {Path(app.instance_path) / 'secret_key'}: a new "
        "key is made at start.")
