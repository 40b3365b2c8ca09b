"""Rate limits per client (Flask-Limiter): game creations, writes, and the questions
that cost the server work (previews).

A table's evening is a game or two and a write every minute or so; a script may
start a batch of games (120 in a minute stays well under). What is refused is a
flood: one client creating thousands of games fills the disk for everyone, and one
sending its costliest refusals or previews in a loop slows every table. So every
answer the app worked out counts (under 500), a refusal too: the limits are far above
what a table does, so a mistyped form sent again costs one of hundreds a minute, and
refused work still cost the server its checks. Every route that takes a POST, PUT,
PATCH or DELETE is in one of these lists (a test walks the URL map). Counts are kept
in this process's memory (limit_store.py): with several processes behind a proxy, each
counts its own (README, "Reliability"). A fault of the counts' storage is logged and the
request goes on uncounted: a save is counted after it was written, and a limiter that
failed then would answer 500 for a hand that was kept.
"""
import math
import time

from flask import request
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address

from . import cpu, limit_store

# Rows made: games, groups, house rules (the new-game form's round trip saves those).
CREATE_ENDPOINTS = ("api.create", "newgame.create", "table.again", "api_groups.create",
                    "groups.create", "group_newgame.create", "api_rules.save",
                    "newgame.options")
WRITE_ENDPOINTS = ("api.record", "api.correct", "api.undo", "api.finish",
                   "hand.save", "hand.correct", "history.undo", "history.redo", "table.finish",
                   "share.lock", "evening.show", "api_groups.player", "api_groups.lock",
                   "group_player.change_player", "group_player.unmerge", "groups.lock",
                   "api_groups.rename", "groups.rename", "api_group_story.delete_game",
                   "api_group_story.restore_game", "group_housekeeping.delete",
                   "group_housekeeping.restore")
# Nothing written, but work done for the asking: a preview scores a hand.
ASK_ENDPOINTS = ("hand.preview", "hand.correct_preview", "language.choose")
LIMITS = {  # setting (companion/config.py): (scope, what the refusal says was too much,
    # endpoints)
    "RATE_LIMIT_CREATE": ("create", "new_games", CREATE_ENDPOINTS),
    "RATE_LIMIT_WRITE": ("write", "changes", WRITE_ENDPOINTS),
    "RATE_LIMIT_ASK": ("ask", "requests", ASK_ENDPOINTS),
}
# Counted with the new games, but no new game was refused: the refusal says "requests".
SAID_AS_REQUESTS = ("api_rules.save", "newgame.options")


def init_app(app) -> Limiter:
    """Wrap the create and write views of `app` (call it after every blueprint)."""
    limiter = Limiter(get_remote_address, app=app, swallow_errors=True, storage_uri=(
        limit_store.storage_uri(app.config["RATELIMIT_STORAGE_URI"])))
    cpu.init_app(app)  # and what the requests cost
    for key, (scope, _what, endpoints) in LIMITS.items():
        shared = limiter.shared_limit(lambda key=key: app.config[key], scope=scope,
                                      deduct_when=lambda response: response.status_code < 500)
        for endpoint in endpoints:
            app.view_functions[endpoint] = shared(app.view_functions[endpoint])

    @app.errorhandler(RateLimitExceeded)
    def too_many(error):
        from ..errors import error_response
        from ..words.refusals_app import SENTENCES

        wait = _seconds_to_wait(limiter)
        what = "requests" if request.endpoint in SAID_AS_REQUESTS else next(
            (w for scope, w, _e in LIMITS.values() if scope == error.limit.scope),
            "changes")
        return error_response(429, SENTENCES["too_many_requests"](what, wait),
                              headers={"Retry-After": str(wait)})

    return limiter


def _seconds_to_wait(limiter: Limiter) -> int:
    try:
        limit = limiter.current_limit  # window: (when the oldest counted hit expires, left)
        reset_at = limit.window[0] if limit is not None else time.time() + 60
    except Exception:  # noqa: BLE001 -- the refusal stands; a minute is a safe wait
        limiter.logger.exception("could not read the rate limit's window")
        reset_at = time.time() + 60
    return max(1, math.ceil(reset_at - time.time()))
