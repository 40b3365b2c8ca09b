"""Rate limits per client (Flask-Limiter): game creations and writes.

A table's evening is a game or two and a write every minute or so; a script may
start a batch of games (120 in a minute stays well under). What is refused is a
flood: one client creating thousands of games fills the disk for everyone. Only
what was done counts (an answer under 400): a mistyped form sent again costs
nothing. Counts are kept in this process's memory: with several processes behind
a proxy, each counts its own (README, "Reliability").
"""
import math
import os
import time

from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address

CREATE_ENDPOINTS = ("api.create", "newgame.create", "table.again", "api_groups.create",
                    "groups.create", "group_newgame.create")
WRITE_ENDPOINTS = ("api.record", "api.correct", "api.undo", "api.finish",
                   "hand.save", "hand.correct", "history.undo", "table.finish", "share.lock",
                   "api_groups.player", "groups.change_player")
LIMITS = {  # config key: (default, scope, what the refusal says was too much)
    "RATE_LIMIT_CREATE": ("300 per minute; 3000 per hour", "create", "new_games"),
    "RATE_LIMIT_WRITE": ("1200 per minute", "write", "changes"),
}


def init_app(app) -> Limiter:
    """Wrap the create and write views of `app` (call it after every blueprint)."""
    for key, (default, _scope, _what) in LIMITS.items():  # instance config, env, default
        app.config.setdefault(key, os.environ.get(key) or default)
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    app.config.setdefault("RATELIMIT_STRATEGY", "moving-window")  # no burst at a window's edge
    if os.environ.get("RATELIMIT_ENABLED", "").lower() in ("0", "false", "off", "no"):
        app.config["RATELIMIT_ENABLED"] = False  # e.g. for a benchmark that seeds many games
    limiter = Limiter(get_remote_address, app=app)
    for key, endpoints in (("RATE_LIMIT_CREATE", CREATE_ENDPOINTS),
                           ("RATE_LIMIT_WRITE", WRITE_ENDPOINTS)):
        _default, scope, _what = LIMITS[key]
        shared = limiter.shared_limit(lambda key=key: app.config[key], scope=scope,
                                      deduct_when=lambda response: response.status_code < 400)
        for endpoint in endpoints:
            app.view_functions[endpoint] = shared(app.view_functions[endpoint])

    @app.errorhandler(RateLimitExceeded)
    def too_many(error):
        from .errors import error_response
        from .words.refusals_app import SENTENCES

        wait = _seconds_to_wait(limiter)
        what = next((w for _d, scope, w in LIMITS.values() if scope == error.limit.scope),
                    "changes")
        return error_response(429, SENTENCES["too_many_requests"](what, wait),
                              headers={"Retry-After": str(wait)})

    return limiter


def _seconds_to_wait(limiter: Limiter) -> int:
    limit = limiter.current_limit  # window: (when the oldest counted hit expires, left)
    reset_at = limit.window[0] if limit is not None else time.time() + 60
    return max(1, math.ceil(reset_at - time.time()))

