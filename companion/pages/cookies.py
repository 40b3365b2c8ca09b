"""What this device keeps in cookies for a game or a group: the edit token that carries
the rights (one cookie per id, scoped to its pages, never read by scripts) and the ids
it opened lately (for the home page)."""
from flask import request

from ..store.capability import well_formed

KEEP_FOR = 400 * 24 * 3600  # seconds: browsers cap cookie lifetimes at about 400 days


class NoRights(Exception):
    """This browser holds no (or a wrong) edit token for the game or group `public_id`."""

    def __init__(self, public_id: str):
        super().__init__(public_id)
        self.public_id = public_id


class Kept:
    """One kind of thing the device keeps: `token_cookie` and `pages` are patterns on the
    public id; `most` is how many recent ids the home page lists."""

    def __init__(self, token_cookie: str, pages: str, recent_cookie: str, most: int):
        self.token_cookie, self.pages = token_cookie, pages
        self.recent_cookie, self.most = recent_cookie, most

    def token(self, public_id: str):
        """The edit token this browser holds for `public_id`, if any (not yet checked)."""
        return request.cookies.get(self.token_cookie.format(public_id))

    def recent_ids(self) -> list[str]:
        """Public ids opened on this device, newest first."""
        raw = request.cookies.get(self.recent_cookie, "")
        return [i for i in raw.split(".") if well_formed(i)][:self.most]

    def remember(self, response, public_id: str, token: str | None = None):
        """Keep the edit token (when given) and put `public_id` first in the recent list."""
        secure = request.is_secure
        if token:
            response.set_cookie(self.token_cookie.format(public_id), token, max_age=KEEP_FOR,
                                path=self.pages.format(public_id), httponly=True,
                                samesite="Lax", secure=secure)
        ids = [public_id] + [i for i in self.recent_ids() if i != public_id]
        response.set_cookie(self.recent_cookie, ".".join(ids[:self.most]), max_age=KEEP_FOR,
                            path="/", httponly=True, samesite="Lax", secure=secure)
        return response
