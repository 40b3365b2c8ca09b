"""Error answers: JSON under /api/, a page elsewhere; never a 500 for anything a client sends."""
from flask import current_app, jsonify, render_template
from flask.globals import request_ctx
from flask_wtf.csrf import CSRFError
from markupsafe import escape
from sqlalchemy.exc import OperationalError, ProgrammingError
from werkzeug.exceptions import BadHost, HTTPException, RequestEntityTooLarge
from werkzeug.routing import IntegerConverter

from . import db
from .games import service
from .rules import RuleError
from .store.refusals import Conflict, NotFound, Refusal
from .web.negotiation import wants_api_json
from .web.origin import ForeignOrigin
from .words import tr
from .words.refusals import SENTENCES, refusal_words

KEPT_HEADERS = ("Allow", "Retry-After")  # what an HTTP error's own answer must keep
# The API's `code` for an answer that has no code of its own (docs/API.md section 7).
CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found",
         405: "method_not_allowed", 409: "conflict", 413: "too_large", 415:
         "unsupported_media_type", 422: "invalid", 429: "too_many_requests", 500: "server_error",
         503: "busy"}
# What a page says for an HTTP error werkzeug words itself (its English stays the API's).
PAGE_SENTENCES = {
    400: lambda: tr().gettext("The request could not be read: go back and try again."),
    404: lambda: tr().gettext("There is no page at this address: check the link."),
    405: lambda: tr().gettext("This address does not take that kind of request."),
}


class BoundedInteger(IntegerConverter):
    """`<int:...>` for URLs: at most 18 digits, so a huge number is a 404, not a crash
    (Python refuses to convert more than 4300 digits, and that happens while routing)."""
    regex = r"\d{1,18}"


def error_response(status: int, message: str, field=None, headers=None, code=None, **extra):
    """One error answer: JSON for the API (`code` names the refusal; by default the
    status's), the error page for people."""
    if wants_api_json():
        body = {"error": message, "code": code or CODES.get(status, f"http_{status}")}
        if field:
            body["field"] = field
        body.update(extra)
        response = jsonify(body)
        response.status_code = status
        if status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="companion"'
    elif request_ctx.url_adapter is None:  # no URL can be built (a bad Host): a bare page
        response = current_app.response_class(
            f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{status}</title>'
            f"<p>{escape(message)}</p></html>", status, mimetype="text/html")
    else:
        response = current_app.make_response(
            (render_template("error.html", status=status, message=message), status))
    for name, value in (headers or {}).items():
        response.headers[name] = value
    return response


def _game_now(public_id):
    """The game as it stands, for a 409 answer; None when it cannot be read."""
    from .formats.game_json import state_json

    try:
        return state_json(*service.load(public_id))
    except Exception:  # the conflict answer stands without it  # noqa: BLE001
        current_app.logger.exception("could not read the game for a 409 answer")
        return None


def refusal_answer(error: Refusal):
    """A service's refusal: its status, the words of its code; a 409 carries, for JSON,
    the game as it now stands (docs/API.md section 7); a 404's code that no table words
    (a page's own sentence) is answered as not_found."""
    extra, code = {}, error.code
    if isinstance(error, Conflict) and error.public_id and wants_api_json():
        game = _game_now(error.public_id)
        extra = {"game": game} if game is not None else {}
    if isinstance(error, NotFound) and code not in SENTENCES:
        code = "not_found"
    return error_response(error.status, refusal_words(error), code=code, **extra)


def _http_sentence(error) -> str:
    """An HTTP error's own description (the API's, and a page's when the app wrote it);
    a page says werkzeug's own words in the reader's language."""
    said = error.description or error.name
    if wants_api_json():
        return said
    if isinstance(error, ForeignOrigin):
        return said  # its own sentence, in the reader's language
    if isinstance(error, CSRFError):
        return tr().gettext("This form has expired or did not come from this site's page (its CSRF "
                            "token is missing or wrong): reload the page and try again.")
    if said == type(error).description and error.code in PAGE_SENTENCES:
        return PAGE_SENTENCES[error.code]()
    return said


def too_large_sentence(limit: int) -> str:
    """Also said by the server itself (serving.py) to a body it refuses unread."""
    return tr().gettext("The request is too large: this server accepts at most %(kb)s KB; nothing "
                        "was saved.", kb=limit // 1024)


def init_app(app):
    # Before any blueprint is registered, so every `<int:...>` route uses it.
    app.url_map.converters["int"] = BoundedInteger

    @app.errorhandler(RuleError)
    def rule_error(error):
        extra = {"hand": error.hand} if error.hand is not None else {}
        return error_response(422, refusal_words(error), error.field or "body", code=error.code,
                              **extra)

    app.register_error_handler(Refusal, refusal_answer)

    @app.errorhandler(RequestEntityTooLarge)
    def too_large(error):
        return error_response(413, too_large_sentence(
            current_app.config["MAX_CONTENT_LENGTH"] or 0))

    @app.errorhandler(BadHost)
    def bad_host(error):
        return error_response(400, tr().gettext("The Host header is not a valid host name: "
                                                "check the address you typed."))

    @app.errorhandler(HTTPException)
    def http_error(error):
        if error.code is None or error.code < 400:  # a redirect is not an error
            return error
        kept = {h: v for h, v in error.get_response().headers.items() if h in KEPT_HEADERS}
        code = "csrf_failed" if isinstance(error, CSRFError) else \
            error.name.lower().replace(" ", "_").replace("'", "")  # "method_not_allowed"
        return error_response(error.code, _http_sentence(error), headers=kept, code=code)

    @app.errorhandler(Exception)
    def unexpected(error):
        current_app.logger.exception("unexpected error")
        return error_response(500, tr().gettext(
            "Something went wrong on the server; nothing was saved."))

    @app.errorhandler(OperationalError)
    @app.errorhandler(ProgrammingError)
    def database_unavailable(error):
        if db.has_no_tables(error):  # never called busy: waiting will not make them
            current_app.logger.error("the database has no tables: run `companion migrate`")
            return error_response(503, tr().gettext(
                "This database has no tables yet: run “companion migrate” on the server, then "
                "try again. Nothing was saved."), code="no_tables")
        if isinstance(error, ProgrammingError):  # a mistake of ours, not the database's
            return unexpected(error)
        current_app.logger.exception("database unavailable")
        return error_response(503, tr().gettext("The database is busy or unavailable; nothing was "
                                                "saved. Try again in a moment."),
                              headers={"Retry-After": "5"})
