"""`companion serve`: run the app with waitress and show phones where to find it.

waitress is pure Python (no compiler, same on Windows, macOS and Linux) and
serves with a pool of threads, which suits an app that mostly waits on its
database. The banner prints the LAN address and its QR code in the terminal so
the host can scan it with a phone at once.
"""
import gc
import logging
import signal
import sys

import click
from flask.cli import pass_script_info

from ..config import check_secret
from ..db import dispose, migrate
from ..groups.imports import forget_killed_imports
from ..pictures import qr
from ..web import links


class Stop(KeyboardInterrupt):
    """SIGINT or SIGTERM: leave the serving loop and close cleanly.

    A KeyboardInterrupt because the signal can land inside one of waitress's connection
    handlers, which swallow (log and carry on past) every other exception.
    """


def public_urls(app, host: str, port: int) -> tuple[str, str]:
    """(URL on this computer, URL for phones): PUBLIC_URL wins; 0.0.0.0 means the LAN."""
    local = f"http://127.0.0.1:{port}/" if host in ("0.0.0.0", "::", "") else \
        f"http://{_bracket(host)}:{port}/"
    configured = app.config["PUBLIC_URL"]
    if configured:
        return local, configured.rstrip("/") + "/"
    if host in ("0.0.0.0", "::", ""):
        return local, f"http://{links.lan_address()}:{port}/"
    if links.is_loopback(host):
        return local, local
    return local, f"http://{_bracket(host)}:{port}/"


def _bracket(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def banner(local: str, phones: str, out, steady: str | None = None) -> None:
    print("\ncompanion is running.", file=out)
    print(f"  On this computer:            {local}", file=out)
    if phones != local:
        print(f"  Phones on the same Wi-Fi:    {phones}", file=out)
        if steady:
            print(f"  The same, by name:           {steady}", file=out)
        print("\nScan this with a phone to open it:\n", file=out)
        out.flush()
        qr.terminal(phones, out)
        print(STEADY_ADDRESS, file=out)
    else:
        print("  (listening on this computer only: use --host 0.0.0.0 for phones)", file=out)
    print("\nPress Ctrl+C to stop.", file=out, flush=True)


# A scorer's phone keeps the hands it could not send for the address it saved them
# from (browser storage is per address), so the host should keep that address.
STEADY_ADDRESS = (
    "\nKeep this address for the evening: a phone that loses the network keeps its hands\n"
    "and sends them when this address answers again. If the computer may get another\n"
    "address (another Wi-Fi, a router restart), give it a fixed one in the router's\n"
    "settings (a DHCP reservation), or open the link by name where one is shown above.")


def steady_url(phones: str) -> str | None:
    """The phones' link with this machine's multicast DNS name, where that answers."""
    from urllib.parse import urlsplit

    parts = urlsplit(phones)
    if parts.scheme != "http" or not parts.hostname:
        return None  # PUBLIC_URL: the address is the deployment's own
    name = links.steady_name(parts.hostname)
    return phones.replace(parts.hostname, name, 1) if name else None


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True,
              help="Address to listen on (0.0.0.0: every network).")
@click.option("--port", type=click.IntRange(1, 65535), default=5000, show_default=True,
              help="Port.")
@click.option("--threads", type=click.IntRange(1, 256), default=8, show_default=True,
              help="Worker threads.")
@click.option("--trusted-proxy", metavar="IP",
              help="A reverse proxy whose X-Forwarded-* headers to believe.")
@pass_script_info
@click.pass_context
def serve_command(context, info, host, port, threads, trusted_proxy):
    """Run the app for the table (waitress)."""
    context.exit(serve(info, host, port, threads, trusted_proxy))


def serve(info, host: str, port: int, threads: int, trusted_proxy: str | None) -> int:
    # Loading the app makes some 90,000 objects that live as long as the process: the
    # cycle collector would walk them again and again while they are made and find
    # nothing. Off until serving.tune_collector() freezes them and turns it back on.
    gc.disable()
    from waitress import create_server

    from ..web import serving

    logging.basicConfig(level=logging.WARNING, format="%(message)s")
    app = info.load_app()  # creates instance/ (and the secret key) on first run
    check_secret(app)
    if links.is_loopback(host):  # this computer only: no LAN address answers
        app.config["LAN_LINKS"] = False
    if not app.config["DB_POOL"]:
        app.config["DB_POOL"] = threads + 2  # a connection a thread, 2 to spare
    migrate(app)  # creates the database on first run, upgrades it after an update
    forget_killed_imports(app)
    serving.tune_collector()
    options = {"threads": threads, "ident": "companion", **serving.waitress_options(app)}
    if trusted_proxy:
        options.update(trusted_proxy=trusted_proxy, trusted_proxy_count=1,
                       trusted_proxy_headers={"x-forwarded-for", "x-forwarded-host",
                                              "x-forwarded-proto", "x-forwarded-port"})
    try:
        server = create_server(app, host=host, port=port, **options)
    except OSError as error:
        print(f"companion: cannot listen on {host}:{port} ({error.strerror}). "
              "Is it already running? Try another --port.", file=sys.stderr)
        return 2
    serving.guard(server)
    local, phones = public_urls(app, host, port)
    banner(local, phones, sys.stdout, steady_url(phones) if phones != local else None)
    _stop_on_signals()
    try:
        server.run()  # on Stop (a KeyboardInterrupt) waitress closes and returns
    except Stop:
        pass  # raised outside waitress's own loop (while it waits in select)
    finally:
        server.close()
        dispose(app)
    print("companion stopped.", flush=True)
    return 0


def _stop_on_signals() -> None:
    # Set explicitly: a process started in the background may inherit SIGINT ignored.
    def stop(signum, _frame):
        raise Stop(signal.Signals(signum).name)

    for name in ("SIGINT", "SIGTERM", "SIGBREAK"):  # SIGBREAK: Ctrl+Break on Windows
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)
