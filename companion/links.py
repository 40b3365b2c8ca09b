"""Absolute links to a game: the read-only scoreboard and the scorer's capability link."""
from flask import current_app, request, url_for


def base_url() -> str:
    """PUBLIC_URL when set (a hosted deployment behind a proxy), else this request's host."""
    configured = current_app.config.get("PUBLIC_URL")
    return (configured or request.host_url).rstrip("/")


def scoreboard_url(public_id: str) -> str:
    return base_url() + url_for("board.scoreboard", public_id=public_id)


def scorer_url(public_id: str, token: str) -> str:
    return base_url() + url_for("table.claim", public_id=public_id, token=token)
