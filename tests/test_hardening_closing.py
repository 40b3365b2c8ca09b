"""A refusal for asking too much or too often (429, 413) closes its connection (real
`companion serve`): behind a proxy that keeps its connections to the server open (nginx
`keepalive`, Caddy), the next request on one may be another client's. It once rested
unread until the refused client's Retry-After: the next client's save waited 5 s.

Each test sends, on one socket, the request to be refused and, once it is answered,
another client's, as a proxy reusing the connection would, then reads until the server
closes it: the refusal is the only answer, and it says `Connection: close`. A 429 is
held back until its Retry-After, on its own connection: the last test, without a clock."""
import socket
import types

import pytest

from companion.web import serving
from tests.server import ServerProcess

HOSTILE, OTHER = "10.9.8.7", "10.1.2.3"
# 10 ms of CPU a second, from an empty burst: a client's second request is refused.
SPENT = {"RATE_LIMIT_CPU": "0.6", "RATE_LIMIT_CPU_BURST": "0.000001"}


def _get(address: str, close=False) -> bytes:
    ending = "Connection: close\r\n" if close else ""
    return (f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: {address}\r\n"
            f"{ending}\r\n").encode()


def _until_closed(port: int, first: bytes, then: bytes = b"") -> bytes:
    """What the server answers on one connection to `first` and, once that answer is in,
    to `then`, up to the end it makes (a server that kept the connection open fails here
    with a timeout). A reset counts as that end: `then` reached a socket already closed."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    received = b""
    try:
        sock.sendall(first)
        while not _complete(received):
            chunk = sock.recv(65536)
            if not chunk:
                return received  # closed before its answer was whole: the test says so
            received += chunk
        if then:
            sock.sendall(then)
        while chunk := sock.recv(65536):
            received += chunk
    except (ConnectionResetError, BrokenPipeError):
        pass
    finally:
        sock.close()
    return received


def _complete(received: bytes) -> bool:
    head, end, body = received.partition(b"\r\n\r\n")
    length = next((int(line.split(b":")[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), None)
    return bool(end) and length is not None and len(body) >= length


def _answers(received: bytes) -> list[str]:
    """The status line and headers of each answer, lower case."""
    return [part.split(b"\r\n\r\n")[0].decode("latin-1").lower()
            for part in received.split(b"HTTP/1.1 ")[1:]]


@pytest.fixture
def spent_server(tmp_path):
    with ServerProcess("sqlite:///" + str(tmp_path / "closing.sqlite"), env=SPENT,
                       args=["--trusted-proxy", "127.0.0.1"]) as server:
        yield server


def test_a_429_closes_its_connection(spent_server):
    port = spent_server.port
    spends = _answers(_until_closed(port, _get(HOSTILE, close=True)))
    assert spends[0].startswith("200 "), spends  # and its burst with it
    answers = _answers(_until_closed(port, _get(HOSTILE), _get(OTHER, close=True)))
    assert len(answers) == 1 and answers[0].startswith("429 "), answers
    assert "connection: close" in answers[0] and "retry-after: " in answers[0], answers
    other = _answers(_until_closed(port, _get(OTHER, close=True)))
    assert other[0].startswith("200 "), other  # on a connection of its own


def test_a_413_of_the_server_closes_its_connection(real_server):
    """200 MB announced, none sent: refused from its head, the body never awaited."""
    head = (b"POST /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
            b"application/json\r\nContent-Length: %d\r\n\r\n" % (200 * 1024 * 1024))
    answers = _answers(_until_closed(real_server.port, head))
    assert len(answers) == 1 and answers[0].startswith("413 "), answers
    assert "connection: close" in answers[0], answers


def test_a_413_of_the_app_closes_its_connection(real_server):
    """A form of more parts than the app reads (werkzeug's MAX_FORM_PARTS) is refused by
    the app itself, after its body was read: the connection closes all the same."""
    parts = b"".join(b'--b\r\nContent-Disposition: form-data; name="p%d"\r\n\r\nx\r\n' % n
                     for n in range(1100)) + b"--b--\r\n"
    head = (b"POST /new HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; "
            b"boundary=b\r\nContent-Length: %d\r\n\r\n" % len(parts))
    answers = _answers(_until_closed(real_server.port, head + parts, _get(OTHER, close=True)))
    assert len(answers) == 1 and answers[0].startswith("413 "), answers
    assert "connection: close" in answers[0], answers


def test_a_429_is_sent_at_its_retry_after_and_not_before(monkeypatch):
    """The channel's own decision, at times the test sets: its answer written, it is
    neither sent (the task's thread would send it at once) nor polled for until then."""
    now = [1000.0]
    monkeypatch.setattr(serving, "time", types.SimpleNamespace(monotonic=lambda: now[0]))
    channel = serving.Channel.__new__(serving.Channel)  # no socket: only its state
    channel.total_outbufs_len, channel.will_close, channel.close_when_flushed = 4884, False, True
    channel.rest(60)  # a minute's Retry-After: held REST_SECONDS at most
    assert not channel.writable() and channel._flush_some() is False
    now[0] += serving.REST_SECONDS
    assert channel.writable()
