"""Sharing the game, the scorer's page: the scoreboard's QR code and link for everyone,
the scorer link behind a warning, and the lock that revokes every scorer link given out
(docs/DECISIONS.md, "Sharing and security decisions")."""
from dataclasses import dataclass

from flask import Blueprint, redirect, render_template, request, url_for
from markupsafe import Markup

from ...games import service
from ...pictures import qr
from ...web.links import scoreboard_url, scorer_url
from ...words import tr
from ..access import remember, scorer_load
from .evening import filing
from .viewmodel import game_view

bp = Blueprint("share", __name__)


@dataclass
class ShareLinks:
    """The links and QR codes the share page hands out (the scorer's only with a token)."""
    scoreboard: str
    scoreboard_qr: Markup
    scorer: str | None = None
    scorer_qr: Markup | None = None


def share_links(public_id: str, token: str | None = None) -> ShareLinks:
    """For templates/board/_share.html; pass the token only on the scorer's own pages."""
    url = scoreboard_url(public_id)
    links = ShareLinks(url, qr.svg(url, tr().gettext("QR code of the scoreboard link")))
    if token:
        links.scorer = scorer_url(public_id, token)
        links.scorer_qr = qr.svg(links.scorer, tr().gettext("QR code of the scorer link"),
                                 "qr qr-scorer")
    return links


@bp.get("/g/<public_id>/share")
def page(public_id):
    """The scorer's share page: the scoreboard QR code, the scorer link, the lock
    (never cached: security.py marks every page with the scorer's rights no-store)."""
    game, state, token = scorer_load(public_id)  # else the 403 page
    return render_template(
        "board/share.html", public_id=public_id, links=share_links(public_id, token),
        locked=request.args.get("locked") == "1", game=game, view=game_view(game, state),
        current="share", share=url_for("share.page", public_id=public_id),
        filing=filing(game))


@bp.post("/g/<public_id>/lock")
def lock(public_id):
    """Revoke every scorer link given out so far; this phone keeps scoring with a new one."""
    _game, _state, token = scorer_load(public_id)
    fresh = service.new_edit_token(public_id, token)
    response = redirect(url_for("share.page", public_id=public_id, locked=1), 303)
    return remember(response, public_id, fresh)  # this phone keeps scoring
