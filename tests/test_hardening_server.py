"""The server itself against a hostile client (real `companion serve`, SQLite and
PostgreSQL): slow sockets, huge bodies, a broken Host header; and the files it
makes are private."""
import json
import multiprocessing
import os
import socket
import stat
import threading
import time

import pytest

from companion import instance_secret
from tests.hardening_support import Browser, count_games, create_game, header
from tests.server import FLOOR, ServerProcess

SLOW_SOCKETS = 110
MB = 1024 * 1024


def _trickle(port: int, sockets: list, stop: threading.Event) -> None:
    """Slowloris: each socket sends a request line, then one header line now and then."""
    for _ in range(SLOW_SOCKETS):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        sockets.append(sock)
    line = 0
    while not stop.wait(1.0):  # every second: more hostile than every 5 s, and bounded
        line += 1
        for sock in sockets:
            try:
                sock.sendall(b"X-Slow-%d: 1\r\n" % line)
            except OSError:
                pass  # the server dropped it: that is allowed


def test_slow_sockets_do_not_stall_a_normal_request(real_server):
    port, sockets, stop = real_server.port, [], threading.Event()
    trickler = threading.Thread(target=_trickle, args=(port, sockets, stop), daemon=True)
    trickler.start()
    try:
        deadline = time.monotonic() + 10
        while len(sockets) < SLOW_SOCKETS and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(sockets) == SLOW_SOCKETS
        time.sleep(1.5)  # the slow ones are in, some header lines sent
        took = []
        for _ in range(5):
            started = time.monotonic()
            browser = Browser(port, timeout=5)  # a new phone: a new connection
            status, answer = create_game(browser)
            status_page, _, _ = browser.get(f"/g/{answer['id']}")
            browser.close()
            took.append(time.monotonic() - started)
            assert (status, status_page) == (201, 200)
        assert max(took) < 5, took
        print(f"\n{SLOW_SOCKETS} slow sockets open: a create + scoreboard took "
              f"{max(took) * 1000:.0f} ms at most")
    finally:
        stop.set()
        trickler.join(10)
        for sock in sockets:
            sock.close()


def _send_headers_only(port, head: bytes, timeout=5.0) -> tuple[int, dict, bytes]:
    """Send a request's head and no body: a server that waits for the body times out."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        sock.sendall(head)
        received = b""
        while b"\r\n\r\n" not in received or not _complete(received):
            chunk = sock.recv(65536)
            if not chunk:
                break
            received += chunk
    finally:
        sock.close()
    top, _, body = received.partition(b"\r\n\r\n")
    lines = top.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), headers, body


def _complete(received: bytes) -> bool:
    top, _, body = received.partition(b"\r\n\r\n")
    for line in top.decode("latin-1").split("\r\n"):
        if line.lower().startswith("content-length:"):
            return len(body) >= int(line.split(":")[1])
    return False


def test_a_huge_body_is_refused_before_it_is_read(real_server):
    """200 MB announced: the answer comes at once (no body sent at all), with the
    app's sentence, as JSON under /api/ and as a page elsewhere."""
    for path, kind in (("/api/v1/games", "application/json"), ("/new", "text/html")):
        head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
                f"\r\nContent-Length: {200 * MB}\r\n\r\n").encode()
        status, headers, body = _send_headers_only(real_server.port, head)
        assert status == 413, body[:300]
        assert headers["Content-Type"].startswith(kind)
        assert "at most 64 KB; nothing was saved." in body.decode(), body[:300]
        if kind == "application/json":
            assert json.loads(body)["error"].startswith("The request is too large")
            assert json.loads(body)["code"] == "too_large"  # as the app's own 413


def test_the_servers_own_413_carries_the_apps_security_headers(tmp_path):
    """Refused before the app sees it, the 413 still says what every answer of the app
    says: Strict-Transport-Security too when it came over HTTPS through the trusted
    proxy, and not when it did not (or when no proxy is trusted)."""
    from companion.web.security import HEADERS

    secured = {"Strict-Transport-Security", *HEADERS}
    cases = ((["--trusted-proxy", "127.0.0.1"], "https", secured),
             (["--trusted-proxy", "127.0.0.1"], "http", set(HEADERS)),
             ([], "https", set(HEADERS)))  # no proxy is trusted: the header is anyone's
    for args, proto, sent in cases:
        with ServerProcess("sqlite:///" + str(tmp_path / "hsts.sqlite"), args=args) as server:
            forwarded = f"Host: 127.0.0.1\r\nX-Forwarded-Proto: {proto}\r\n"
            _, app, _ = _send_headers_only(server.port, (
                f"GET /new HTTP/1.1\r\n{forwarded}\r\n").encode())
            status, headers, _ = _send_headers_only(server.port, (
                f"POST /new HTTP/1.1\r\n{forwarded}Content-Length: {200 * MB}\r\n\r\n"
            ).encode())
            assert status == 413
            assert {h for h in app if h in secured} == sent, app  # the app's, to compare
            assert {h for h in headers if h in secured} == sent, headers
            assert all(headers[h] == app[h] for h in sent - {"Content-Security-Policy"})


def test_a_chunked_body_over_the_limit_is_refused(real_server):
    sock = socket.create_connection(("127.0.0.1", real_server.port), timeout=5)
    sock.sendall(b"POST /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                 b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
    answer = b""
    try:
        for _ in range(40):  # 40 chunks of 4 KB: 160 KB, past the 64 KB limit
            sock.sendall(b"1000\r\n" + b" " * 4096 + b"\r\n")
    except OSError:
        pass  # the server answered and closed: fine
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
    except OSError:
        pass
    sock.close()
    assert answer.startswith(b"HTTP/1.1 413"), answer[:300]
    assert b"at most 64 KB" in answer


def test_a_body_at_the_limit_still_reaches_the_app(real_server):
    body = b'{"ruleset": "hearts", "players": ["Ann", "Bob", "Cat", "Dan"], "x": "'
    body += b"y" * (64 * 1024 - len(body) - 2) + b'"}'
    assert len(body) == 64 * 1024
    browser = Browser(real_server.port)
    status, _, text = browser.request("POST", "/api/v1/games", body,
                                      {"Content-Type": "application/json"})
    browser.close()
    assert status == 422 and "not" in json.loads(text)["error"], text  # the app's own answer


def test_a_64_character_host_label_gets_a_sentence_not_a_500(real_server):
    browser = Browser(real_server.port)
    host = "a" * 64 + ".example"
    for path in ("/", "/new", "/g/nosuchgame", FLOOR):
        status, pairs, text = browser.get(path, {"Host": host})
        assert status == 400, (path, status, text[:300])
        assert "The Host header is not a valid host name" in text
        assert header(pairs, "Content-Security-Policy")
    status, _, text = browser.request("POST", "/api/v1/games", {"players": []}, {"Host": host})
    assert status == 400 and json.loads(text)["error"].startswith("The Host header"), text
    browser.close()


@pytest.mark.parametrize("host", ["127.0.0.1:99999999", "ex ample.com", "[::1", "host:0",
                                  "[::1]x", "a..b"])
def test_a_host_that_makes_no_link_gets_a_sentence_and_nothing_is_made(real_server, host):
    """Links built on it would read "http:///g/<id>": refused before anything is made."""
    browser = Browser(real_server.port)
    status, pairs, text = browser.get("/new", {"Host": host})
    assert status == 400 and "The Host header is not a valid host name" in text, text[:300]
    status, _, text = browser.request("POST", "/api/v1/games", {
        "ruleset": "hearts", "players": ["Ann", "Bob", "Cat", "Dan"]}, {"Host": host})
    assert status == 400 and json.loads(text)["error"].startswith("The Host header"), text
    assert count_games(real_server.database_url) == 0
    status, _, text = browser.request("POST", "/api/v1/games", {
        "ruleset": "hearts", "players": ["Ann", "Bob", "Cat", "Dan"]}, {"Host": "cards.lan:8080"})
    assert status == 201 and "http://cards.lan:8080/g/" in json.loads(text)["links"]["scoreboard"]
    browser.close()


def test_the_sqlite_file_is_private(tmp_path):
    path = tmp_path / "companion.sqlite"
    with ServerProcess("sqlite:///" + str(path)) as server:
        browser = Browser(server.port)
        assert create_game(browser)[0] == 201  # the -wal and -shm files exist now
        browser.close()
        made = [p for p in tmp_path.iterdir() if p.name.startswith("companion.sqlite")]
        assert len(made) >= 2, made
        for each in made:
            assert stat.S_IMODE(each.stat().st_mode) == 0o600, (each, oct(each.stat().st_mode))


def test_the_instance_secret_is_private(tmp_path):
    old = os.umask(0o022)  # the usual umask, under which files are made 0644
    try:
        folder = str(tmp_path / "instance")
        secret = instance_secret(folder)
        path = tmp_path / "instance" / "secret_key"
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert len(secret) == 64 and instance_secret(folder) == secret  # kept
        assert [p.name for p in path.parent.iterdir()] == ["secret_key"]  # nothing left over
        path.chmod(0o644)  # made by an older version
        assert instance_secret(folder) == secret
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        os.umask(old)


def _secret_of(folder, barrier, results):
    barrier.wait()
    results.put(instance_secret(folder))


def test_processes_starting_together_share_one_whole_secret(tmp_path):
    """Six processes on a fresh instance/ at once: each reads the same whole key, never
    one half-written by another (which answered 500 before it was made atomically)."""
    context = multiprocessing.get_context("fork")
    for round_ in range(25):
        folder = str(tmp_path / f"instance{round_}")
        barrier, results = context.Barrier(6), context.Queue()
        started = [context.Process(target=_secret_of, args=(folder, barrier, results))
                   for _ in range(6)]
        for process in started:
            process.start()
        secrets = [results.get(timeout=30) for _ in started]
        for process in started:
            process.join(10)
        assert len(set(secrets)) == 1 and len(secrets[0]) == 64, (round_, secrets)


def test_a_body_sent_a_byte_at_a_time_is_dropped_at_its_deadline(tmp_path):
    """A body announced at 60,000 bytes and sent a byte a second: each byte used to
    restart the idle timer, and the socket stayed for ever. The whole request now has
    serving.REQUEST_SECONDS; the server closes the connection at the first byte after."""
    from companion.web.serving import REQUEST_SECONDS

    with ServerProcess("sqlite:///" + str(tmp_path / "slow.sqlite")) as server:
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        sock.sendall(b"POST /api/v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                     b"Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n")
        started, closed = time.monotonic(), None
        while time.monotonic() - started < REQUEST_SECONDS + 10:
            try:
                sock.sendall(b" ")
                sock.settimeout(1.0)
                if sock.recv(1024) == b"":
                    closed = time.monotonic() - started
                    break
            except socket.timeout:
                continue  # nothing said: still open
            except OSError:
                closed = time.monotonic() - started
                break
        sock.close()
        assert closed is not None and REQUEST_SECONDS <= closed < REQUEST_SECONDS + 5, closed
        browser = Browser(server.port)
        assert create_game(browser)[0] == 201  # and the server serves on
        browser.close()


def test_an_empty_instance_secret_is_made_anew(tmp_path):
    """A crash while the key was written in place left it empty, and every page then
    failed: an empty (or blank) file is replaced by a new key, which is kept."""
    folder = tmp_path / "instance"
    folder.mkdir()
    for left in ("", " \n"):
        (folder / "secret_key").write_text(left)
        secret = instance_secret(str(folder))
        assert len(secret) == 64 and instance_secret(str(folder)) == secret
        assert stat.S_IMODE((folder / "secret_key").stat().st_mode) == 0o600
        assert [p.name for p in folder.iterdir()] == ["secret_key"]


def test_a_file_system_without_hard_links_still_gets_a_secret(tmp_path, monkeypatch):
    """SMB, exFAT and some container volumes refuse os.link: the key is made in place."""
    def refused(*_args):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", refused)
    folder = str(tmp_path / "instance")
    secret = instance_secret(folder)
    assert len(secret) == 64 and instance_secret(folder) == secret
    path = tmp_path / "instance" / "secret_key"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["secret_key"]
