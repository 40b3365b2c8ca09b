"""Error answers: JSON under /api/, a page elsewhere; never a 500 without a message."""
from flask import current_app, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from . import service
from .rules import RuleError

MESSAGES = {
    service.NotFound: (404, "There is no such game (or hand): check the link."),
    service.Unauthorized: (401, "Writing needs the game's edit token "
                                "(Authorization: Bearer <edit_token>)."),
    service.Forbidden: (403, "That edit token does not belong to this game."),
}


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def error_response(status: int, message: str, field=None):
    """One error answer: JSON for the API, the error page for people."""
    if _wants_json():
        body = {"error": message}
        if field:
            body["field"] = field
        response = jsonify(body)
        response.status_code = status
        if status == 401:
            response.headers["WWW-Authenticate"] = 'Bearer realm="companion"'
        return response
    return render_template("error.html", status=status, message=message), status


def init_app(app):
    @app.errorhandler(RuleError)
    def rule_error(error):
        return error_response(422, error.message, error.field)

    @app.errorhandler(service.Conflict)
    def conflict(error):
        return error_response(409, str(error))

    for exception, (status, message) in MESSAGES.items():
        app.register_error_handler(exception, lambda e, s=status, m=message: error_response(s, m))

    @app.errorhandler(HTTPException)
    def http_error(error):
        return error_response(error.code or 400, error.description or error.name)

    @app.errorhandler(Exception)
    def unexpected(error):
        current_app.logger.exception("unexpected error")
        return error_response(500, "Something went wrong on the server; nothing was saved.")
