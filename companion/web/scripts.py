"""The import map of static/js's modules, and its hash for the Content-Security-Policy.

The scripts are ES modules that import one another by bare names ("companion/say.js"),
without a build step. base.html carries an import map, made here, that sends each name
to its file's fingerprinted URL (/static/js/say.js?v=…): the one URL its script tag has
too, so a module runs once, is cached for long (security.py) and is kept by the service
worker, which keeps only /static/...?v= files. The CSP allows that one inline script by
its sha256 hash, since script-src is otherwise 'self' only.

Bare names, not relative ones ("./say.js"): a browser without import maps (Safari before
16.4, Chrome before 89) resolves no bare name, so a module that imports runs not at all
and the pages work as without JavaScript; with relative names it would fetch a second,
unversioned copy of each module (two outboxes on one page, and nothing kept offline).

The map changes only when a file does: it is made once per set of fingerprints (and
script root) and kept on the app.
"""
import base64
import hashlib
import json
import os

from flask import current_app, request

FOLDER = "js"
NAME = "companion"  # the modules' bare prefix: `import {say} from "companion/connection.js"`
KEY = "companion_import_map"


def static_fingerprint(static_folder: str, filename: str) -> str | None:
    """A short tag that changes whenever the file changes (size and mtime)."""
    try:
        info = os.stat(os.path.join(static_folder, filename))
    except (OSError, ValueError):
        return None
    return hashlib.sha1(f"{info.st_size}:{info.st_mtime_ns}".encode()).hexdigest()[:10]


def modules(static_folder: str) -> list[str]:
    """The module files, by name: static/js/*.js."""
    folder = os.path.join(static_folder, FOLDER)
    return sorted(name for name in os.listdir(folder) if name.endswith(".js"))


def _made(app) -> tuple[str, str]:
    """(the map as JSON, its CSP source 'sha256-…') for the current files."""
    names = modules(app.static_folder)
    marks = tuple(static_fingerprint(app.static_folder, f"{FOLDER}/{n}") for n in names)
    mark = (request.script_root, tuple(names), marks)
    kept = app.extensions.get(KEY)
    if kept and kept[0] == mark:
        return kept[1]
    imports = {}
    for name, fingerprint in zip(names, marks):
        # As url_for("static") writes them (security.py adds ?v=), made by hand: the
        # header is also set on an answer whose Host makes no URL (a 400).
        path = f"{request.script_root}{app.static_url_path}/{FOLDER}/{name}"
        imports[f"{NAME}/{name}"] = f"{path}?v={fingerprint}" if fingerprint else path
    text = json.dumps({"imports": imports}, sort_keys=True, separators=(",", ":"))
    digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
    made = (text, f"'sha256-{digest}'")
    app.extensions[KEY] = (mark, made)
    return made


def import_map() -> str:
    """The JSON inside base.html's <script type="importmap"> (nothing to escape: paths)."""
    return _made(current_app)[0]


def import_map_source(app) -> str:
    """The map's hash as a script-src source, for the header."""
    return _made(app)[1]


def init_app(app):
    app.add_template_global(import_map)
