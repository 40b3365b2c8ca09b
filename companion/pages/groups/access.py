"""A group's edit rights on the pages, as a game's scorer rights (access.py): the group's
edit token kept in a cookie scoped to the group's pages, the link that hands it to
another phone, and the groups this device opened (for the home page)."""
from flask import make_response, render_template, url_for

from ...groups.service import holds_token, listed
from ...web.links import base_url
from ..cookies import Kept, NoRights

GROUPS = Kept("group_edit_{}", "/groups/{}", "recent_groups", most=6)


class NoGroupRights(NoRights):
    """This browser holds no (or a wrong) edit token for the group."""


def valid(public_id: str, token) -> bool:
    """Whether `token` is the group's edit token (a NotFound for no such group)."""
    return holds_token(public_id, token)


def editor_token(public_id: str):
    """The group's edit token when this browser holds the right one, else None."""
    token = GROUPS.token(public_id)
    return token if token and valid(public_id, token) else None


def required_token(public_id: str) -> str:
    """The editor's token, or NoGroupRights (the refusal page); an unknown group is a
    NotFound first, cookie or not, as the API answers 404 before 401/403."""
    token = editor_token(public_id)
    if token is None:
        valid(public_id, None)  # the 404 of no such group
        raise NoGroupRights(public_id)
    return token


def editor_url(public_id: str, token: str) -> str:
    """The link that gives the group's edit rights to the phone that opens it."""
    return base_url() + url_for("groups.claim", public_id=public_id, token=token)


def group_url(public_id: str) -> str:
    """The group's page for other phones (the read link)."""
    return base_url() + url_for("groups.page", public_id=public_id)


def refusal(public_id: str, wrong_link: bool = False, status: int = 403):
    """The "only the group's editor can do this" page, pointing to the group's page."""
    return make_response(render_template(
        "groups/no_rights.html", wrong_link=wrong_link,
        group=url_for("groups.page", public_id=public_id)), status)


def recent_ids() -> list[str]:
    """Public ids of the groups opened on this device, newest first."""
    return GROUPS.recent_ids()


def remember(response, public_id: str, token: str | None = None):
    """Keep the edit token (scoped to the group's pages) and the group in the recent list."""
    return GROUPS.remember(response, public_id, token)


def recent_groups() -> list[dict]:
    """This device's groups for the home page: id, name and number of games, newest first."""
    return listed(recent_ids())
