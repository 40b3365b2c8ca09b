"""waitress as `companion serve` runs it: the limits that keep one client from
stalling every table, and the refusal of a body too large to read.

waitress gives a request a thread only once its headers and body have arrived,
so slow clients cost sockets, not threads. The defences are therefore: room for
many sockets (a poll() loop, not select(), which stops at file descriptor 1024),
a deadline for a request's headers and another for the whole request, its body
included (a client trickling one header line or one body byte every few seconds is
dropped, where waitress alone would wait for ever, each byte restarting its idle
timer), idle connections closed soon, and a body over the app's own limit refused
before it is read (not spooled to a temporary file first). A refusal for asking too
much or too often (413, 429) closes its connection once said: behind a proxy that keeps
its connections to us open (nginx `keepalive`, Caddy), the next request on it may be
another client's. A 429 is said only at its Retry-After (REST_SECONDS at most), its
thread free at once: a client that asks again at once waits, unanswered, a socket but
no thread, while its connection carries its own request only (a proxy gives another
client an idle connection, never one awaiting an answer).

Why subclasses of waitress's own classes (its channel, parser and task, not public API):
no setting of waitress bounds a request's time (its timeout restarts at every byte), closes
a connection after an answer of the app's, or says its 413 in the app's words (a WSGI app
may not name the Connection header: PEP 3333), and a proxy in front (nginx) would be a
second server to install at a barbecue. So waitress is pinned to the minor release these
subclasses were written for (pyproject.toml: >=3.0.2,<3.1), tests/test_serving_hooks.py
checks every hook they use is still there, and the hardening tests run them against a real
server (docs/DECISIONS.md, "House decisions").
"""
import gc
import json
import sys
import time

from waitress.channel import HTTPChannel
from waitress.parser import HTTPRequestParser
from waitress.proxy_headers import MalformedProxyHeader, parse_proxy_headers
from waitress.task import ErrorTask, WSGITask
from waitress.utilities import Error, RequestEntityTooLarge

from ..errors import too_large_sentence
from .security import HEADERS, STRICT_TRANSPORT

CONNECTIONS = 1000  # open sockets at most; each costs a file descriptor and ~10 KB
HEADER_SECONDS = 10  # a phone sends its headers in one packet; a trickle gets this long
# The whole request, its body (64 KB at most) included: 64 KB take 13 s at 5 KB/s.
REQUEST_SECONDS = 20
IDLE_SECONDS = 30  # a kept-alive connection with nothing to say is closed after this
CLOSING = ("413", "429")  # refusals whose connection is closed once they are said
REST_SECONDS = 5  # a 429 is held back until its Retry-After, this long at most


def waitress_options(app) -> dict:
    """create_server() settings; bodies stop at the app's MAX_CONTENT_LENGTH."""
    limit = app.config["MAX_CONTENT_LENGTH"]
    _more_file_descriptors(CONNECTIONS + 200)  # + the database pool, files, logs
    return {"connection_limit": CONNECTIONS, "asyncore_use_poll": True,
            "channel_timeout": IDLE_SECONDS, "cleanup_interval": 5,
            "max_request_header_size": 64 * 1024,
            # waitress refuses a Content-Length >= this; the app accepts exactly `limit`
            "max_request_body_size": limit + 1}


def tune_collector() -> None:
    """Python's cycle collector, set for a server: what was loaded to start (the app,
    its modules) is frozen out of every collection, and the youngest generation is
    collected less often. A fold of a long game makes tens of thousands of objects
    that live on in the memo, and each full collection walked them all again: about
    40% of a cold read of a 3000-hand game (bench/worst.py).

    No full collection first: it walked the 90,000 objects loaded at start and found
    nothing to free, tens of ms of start-up spent for nothing. `serve` turns the
    collector off while it imports and loads, for the same reason; on from here."""
    gc.freeze()
    gc.set_threshold(20_000, 20, 20)
    gc.enable()
    # A thread busy computing hands the interpreter over every 5 ms by default, and a
    # request that waits on its database takes it back once per query, each time behind
    # every busy thread: a save of 30 queries beside a few costly requests took half a
    # second (bench/hostile.py). Every 0.25 ms the waits are a twentieth as long, and
    # the 8-client throughput is the same (bench/run.py: 32 % of the floor).
    sys.setswitchinterval(0.00025)


def guard(server) -> None:
    """Use Channel for every connection of the server (one, or several listening sockets)."""
    servers = [server, *getattr(server, "map", {}).values()]
    for each in servers:
        if hasattr(each, "channel_class"):
            each.channel_class = Channel


class TooLarge(Error):
    """waitress's own 413, said with the app's sentence (JSON under /api/)."""
    code = 413
    reason = "Request Entity Too Large"
    secure = False  # it came over HTTPS (Refusal says): Strict-Transport-Security, as the app's

    def __init__(self, path: str, limit: int):
        super().__init__(too_large_sentence(limit))
        self.api = (path or "").startswith("/api/")

    def to_response(self, ident=None):
        if self.api:
            body = json.dumps({"error": self.body, "code": "too_large"})
            kind = "application/json"
        else:
            body = (f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{self.code}'
                    f"</title><h1>Too large</h1><p>{self.body}</p></html>")
            kind = "text/html; charset=utf-8"
        headers = [("Content-Type", kind), *HEADERS.items()]
        if self.secure:
            headers.append(("Strict-Transport-Security", STRICT_TRANSPORT))
        return f"{self.code} {self.reason}", headers, body.encode()


class Parser(HTTPRequestParser):
    def received(self, data):
        consumed = super().received(data)
        if isinstance(self.error, RequestEntityTooLarge):  # decided from the headers alone
            self.error = TooLarge(self.path, self.adj.max_request_body_size - 1)
        return consumed


class Task(WSGITask):
    def build_response_header(self):
        """The app's 429s (the limits', the CPU share's) and 413s say `Connection:
        close`, and the channel closes once they are sent (waitress's own 413 does); a
        429 is held by its channel until its Retry-After."""
        if self.status[:3] in CLOSING:
            self.set_close_on_finish()
        if self.status.startswith("429"):  # before the thread writes it, so it is held
            wait = dict((k.lower(), v) for k, v in self.response_headers).get("retry-after")
            self.channel.rest(float(wait) if wait and wait.isdigit() else 1.0)
        return super().build_response_header()


class Refusal(ErrorTask):
    """waitress's own refusal of a request: the 413 learns whether it came over HTTPS."""

    def execute(self):
        if isinstance(self.request.error, TooLarge):
            self.request.error.secure = _over_https(self.channel, self.request)
        super().execute()


def _over_https(channel, request) -> bool:
    """What the app's request.is_secure would say: waitress's own scheme, or a trusted
    proxy's X-Forwarded-Proto or Forwarded, read by waitress's own code (the app's
    requests get theirs from the same function, through its middleware)."""
    adj = channel.adj
    environ = {"wsgi.url_scheme": request.url_scheme, "REMOTE_ADDR": channel.addr[0],
               **{"HTTP_" + name: value for name, value in request.headers.items()}}
    if adj.trusted_proxy and adj.trusted_proxy in ("*", channel.addr[0]):
        try:
            parse_proxy_headers(environ, adj.trusted_proxy_count, adj.trusted_proxy_headers)
        except MalformedProxyHeader:
            return False
    return environ["wsgi.url_scheme"] == "https"


class Channel(HTTPChannel):
    parser_class = Parser
    task_class = Task
    error_task_class = Refusal
    began = 0.0  # when the request being received began
    resting_until = 0.0  # its answer, a 429, is held back until then

    def rest(self, seconds: float) -> None:
        """Called from the task's thread; the main loop looks again at least once a
        second, and sends the answer once the time has come, then closes."""
        self.resting_until = time.monotonic() + min(seconds, REST_SECONDS)

    def _resting(self) -> bool:
        return time.monotonic() < self.resting_until

    def writable(self):
        return super().writable() and not self._resting()

    def _flush_some(self, do_close=True):
        # The task's thread sends what it writes at once (send_bytes is 1): not a 429's.
        return False if self._resting() else super()._flush_some(do_close=do_close)

    def received(self, data):
        if self.request is None:
            self.began = time.monotonic()
        elif self._late(time.monotonic() - self.began):
            self.will_close = True  # a trickle of headers or body: drop it, answer nothing
            return False
        return super().received(data)

    def _late(self, seconds: float) -> bool:
        return seconds > (REQUEST_SECONDS if self.request.headers_finished else HEADER_SECONDS)


def _more_file_descriptors(wanted: int) -> None:
    """Raise this process's open-file limit towards `wanted` where the OS lets it."""
    try:
        import resource
    except ImportError:  # Windows: no such limit
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        top = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (top, hard))
        except (ValueError, OSError):
            pass  # keep what we have; waitress stops accepting at the limit
