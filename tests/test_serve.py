"""`companion serve` as the host runs it: a real subprocess on a free port that answers
HTTP, prints the link and a QR code, and stops cleanly on SIGTERM and SIGINT."""
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest

from companion.cli.serve import public_urls, serve_command
from companion.web.links import lan_address

ROOT = Path(__file__).resolve().parent.parent
STOP_WITHIN = 5.0  # seconds


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(tmp_path, *args, env=None):
    """Run the console script's entry point; stdout goes to a file we can read as it grows."""
    log = open(tmp_path / "serve.log", "w+b")
    environment = {key: value for key, value in os.environ.items() if key != "PUBLIC_URL"}
    environment.update({"DATABASE_URL": f"sqlite:///{tmp_path / 'serve.sqlite'}",
                        "SECRET_KEY": "serve-test-secret-key", "PYTHONUNBUFFERED": "1",
                        **(env or {})})
    process = subprocess.Popen(
        [sys.executable, "-c", "import sys; from companion.cli import main; sys.exit(main())",
         "serve", *args], cwd=ROOT, env=environment, stdout=log, stderr=subprocess.STDOUT)
    return process, log


def output(log) -> str:
    log.seek(0)
    return log.read().decode("utf-8", "replace")


def wait_for_http(process, log, url, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, output(log)
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.status, response.read().decode()
        except OSError:
            time.sleep(0.1)
    raise AssertionError("no answer in time:\n" + output(log))


def stop(process, signum):
    started = time.monotonic()
    process.send_signal(signum)
    code = process.wait(STOP_WITHIN + 5)
    return code, time.monotonic() - started


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_serve_answers_prints_the_link_and_a_qr_and_stops_cleanly(tmp_path, signum):
    port = free_port()
    process, log = start(tmp_path, "--port", str(port), "--threads", "2")
    try:
        status, body = wait_for_http(process, log, f"http://127.0.0.1:{port}/")
        assert status == 200 and "<html" in body.lower()
        text = output(log)
        assert f"http://127.0.0.1:{port}/" in text
        assert f"http://{lan_address()}:{port}/" in text  # 0.0.0.0 by default: the LAN
        assert text.count("█") > 100  # the QR code, drawn with block characters
        # The API works end to end and writes to the database given.
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/v1/games", method="POST",
            data=b'{"ruleset": "hearts", "players": ["A", "B", "C"]}',
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=5) as response:
            assert response.status == 201
        assert (tmp_path / "serve.sqlite").exists()
    finally:
        code, took = stop(process, signum)
    assert code == 0, output(log)
    assert took < STOP_WITHIN
    assert "companion stopped." in output(log)


def test_serve_on_a_busy_port_says_so(tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        process, log = start(tmp_path, "--host", "127.0.0.1", "--port", str(port))
        code = process.wait(30)
    assert code == 2
    assert "cannot listen" in output(log) and "--port" in output(log)


def test_public_url_is_what_phones_are_shown(tmp_path):
    port = free_port()
    process, log = start(tmp_path, "--host", "127.0.0.1", "--port", str(port),
                         env={"PUBLIC_URL": "https://cards.example.org"})
    try:
        wait_for_http(process, log, f"http://127.0.0.1:{port}/")
        assert "https://cards.example.org/" in output(log)
    finally:
        code, _took = stop(process, signal.SIGTERM)
    assert code == 0


def test_urls_for_each_kind_of_host():
    app = SimpleNamespace(config={"PUBLIC_URL": None})
    assert public_urls(app, "0.0.0.0", 5000) == ("http://127.0.0.1:5000/",
                                                 f"http://{lan_address()}:5000/")
    assert public_urls(app, "127.0.0.1", 8000) == ("http://127.0.0.1:8000/",) * 2
    assert public_urls(app, "192.168.1.20", 80)[1] == "http://192.168.1.20:80/"
    app.config["PUBLIC_URL"] = "https://cards.example.org/"
    assert public_urls(app, "0.0.0.0", 5000)[1] == "https://cards.example.org/"


def test_defaults_and_options():
    args = serve_command.make_context("serve", []).params
    assert (args["host"], args["port"], args["threads"]) == ("0.0.0.0", 5000, 8)
    args = serve_command.make_context(
        "serve", ["--host", "127.0.0.1", "--port", "8080", "--threads", "4"]).params
    assert (args["host"], args["port"], args["threads"]) == ("127.0.0.1", 8080, 4)


def test_behind_a_trusted_proxy_links_follow_the_forwarded_host(tmp_path):
    port = free_port()
    process, log = start(tmp_path, "--host", "127.0.0.1", "--port", str(port),
                         "--trusted-proxy", "127.0.0.1")
    try:
        wait_for_http(process, log, f"http://127.0.0.1:{port}/")
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/v1/games", method="POST",
            data=b'{"ruleset": "hearts", "players": ["A", "B", "C"]}',
            headers={"Content-Type": "application/json", "X-Forwarded-Proto": "https",
                     "X-Forwarded-Host": "cards.example.org", "X-Forwarded-For": "10.0.0.7"})
        with urllib.request.urlopen(request, timeout=5) as response:
            links = json.load(response)["links"]
        assert links["scoreboard"].startswith("https://cards.example.org/g/")
    finally:
        code, _took = stop(process, signal.SIGTERM)
    assert code == 0


def _keep_asking(url, until):
    """Requests back to back, so the signal lands while waitress is handling one."""
    while not until.is_set():
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                response.read()
        except OSError:
            time.sleep(0.01)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_serve_stops_while_busy(tmp_path, signum):
    """A stop signal that arrives inside one of waitress's connection handlers must
    still stop the server (it used to be swallowed there and the server ran on)."""
    import threading

    for attempt in range(4):
        port = free_port()
        process, log = start(tmp_path, "--host", "127.0.0.1", "--port", str(port))
        done = threading.Event()
        try:
            wait_for_http(process, log, f"http://127.0.0.1:{port}/")
            askers = [threading.Thread(target=_keep_asking, daemon=True,
                                       args=(f"http://127.0.0.1:{port}/static/js/app.js", done))
                      for _ in range(4)]
            for asker in askers:
                asker.start()
            time.sleep(0.3 + 0.1 * attempt)
            started = time.monotonic()
            process.send_signal(signum)
            try:
                code = process.wait(STOP_WITHIN)
            except subprocess.TimeoutExpired:
                code = None
            took = time.monotonic() - started
        finally:
            done.set()
            if process.poll() is None:
                process.kill()
                process.wait()
        assert code == 0 and took < STOP_WITHIN, f"attempt {attempt}: {output(log)[-600:]}"
        log.close()


def test_the_host_is_told_to_keep_the_address_and_shown_a_name_that_stays():
    """A phone's kept hands wait for the address they were saved from (browser storage
    is per address): the banner says so, with the machine's name where it resolves."""
    import io

    from companion.cli.serve import STEADY_ADDRESS, banner
    from companion.web.links import steady_name

    out = io.StringIO()
    banner("http://127.0.0.1:5000/", "http://192.168.1.20:5000/", out,
           "http://cards.local:5000/")
    text = out.getvalue()
    assert "The same, by name:           http://cards.local:5000/" in text
    assert STEADY_ADDRESS in text and "DHCP reservation" in STEADY_ADDRESS
    alone = io.StringIO()
    banner("http://127.0.0.1:5000/", "http://127.0.0.1:5000/", alone)
    assert STEADY_ADDRESS not in alone.getvalue()  # no phones: nothing to keep
    assert steady_name("127.0.0.1", "localhost") == "localhost"
    assert steady_name("192.0.2.7", "localhost") is None  # resolves, but elsewhere
    assert steady_name("192.0.2.7", "no-such-name.invalid") is None


def test_on_this_computer_only_the_links_carry_the_address_that_answers(tmp_path):
    """`--host 127.0.0.1`: nothing listens on the LAN address, so the game's links and
    QR codes keep 127.0.0.1 (they carried the LAN address)."""
    port = free_port()
    process, log = start(tmp_path, "--host", "127.0.0.1", "--port", str(port))
    try:
        wait_for_http(process, log, f"http://127.0.0.1:{port}/")
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/v1/games", method="POST",
            data=json.dumps({"ruleset": "hearts", "players": ["Ann", "Bob", "Cat"]}).encode(),
            headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10) as response:
            game = json.loads(response.read())
        assert game["links"]["scoreboard"] == f"http://127.0.0.1:{port}/g/{game['id']}"
    finally:
        code, _took = stop(process, signal.SIGTERM)
    assert code == 0
