"""companion: score keeper and referee for Hearts-family card games."""
import os
from pathlib import Path

from flask import Flask

ROOT = Path(__file__).resolve().parent.parent


def create_app(test_config=None):
    """Application factory (flaskr style): instance/ holds the SQLite file by default."""
    app = Flask(__name__, instance_relative_config=True,
                template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY") or _instance_secret(app),
        DATABASE_URL=os.environ.get("DATABASE_URL")
        or "sqlite:///" + os.path.join(app.instance_path, "companion.sqlite"),
        PUBLIC_URL=os.environ.get("PUBLIC_URL"),
        MAX_CONTENT_LENGTH=64 * 1024,
        JSON_SORT_KEYS=False,
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    os.makedirs(app.instance_path, exist_ok=True)

    from flask_wtf.csrf import CSRFProtect

    from . import api, compress, db, errors, pages, security

    csrf = CSRFProtect(app)  # cookie-based form posts; the API uses bearer tokens instead
    csrf.exempt(api.bp)
    db.init_app(app)
    errors.init_app(app)
    security.init_app(app)
    compress.init_app(app)  # page weight: brotli or gzip for browsers that ask
    app.register_blueprint(api.bp)
    pages.init_app(app)
    with app.app_context():
        db.init_db()
    return app


def _instance_secret(app) -> str:
    """A secret key kept in instance/ so every process of one install shares it."""
    path = Path(app.instance_path) / "secret_key"
    os.makedirs(app.instance_path, exist_ok=True)
    if not path.exists():
        import secrets

        path.write_text(secrets.token_hex(32))
    return path.read_text().strip()
