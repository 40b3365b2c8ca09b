"""Absolute links to a game: the read-only scoreboard and the scorer's capability link.

Links are for other phones. When the scorer opened the app on this machine as
`localhost` (or 127.0.0.1, ::1), a link with that host would point each phone
at itself, so the machine's LAN address is used instead, unless the server listens on
this computer only (`LAN_LINKS` off: a LAN address would answer nothing). `PUBLIC_URL` (a hosted
deployment behind a proxy) overrides everything.
"""
import ipaddress
import socket
import threading

from flask import current_app, request, url_for

LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"}


def lan_address() -> str:
    """This machine's address on its local network, or 127.0.0.1 when it has none.

    Connecting a UDP socket sends nothing: it only asks the kernel which local
    address would route to a private address, which is the LAN address.
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    return address if address and address != "0.0.0.0" else "127.0.0.1"


def steady_name(address: str, name: str | None = None, wait: float = 1.5) -> str | None:
    """`name` (by default `<hostname>.local`) when it resolves to `address`: multicast DNS
    (Avahi on Linux, built into macOS and Windows) answers it, a name that stays when
    the router hands this machine another address. None when nothing answers in time."""
    name = name or socket.gethostname().split(".")[0] + ".local"
    found = []

    def resolve():
        try:
            found.extend(info[4][0] for info in socket.getaddrinfo(name, None, socket.AF_INET))
        except (OSError, UnicodeError):
            pass

    looking = threading.Thread(target=resolve, daemon=True)  # a resolver may hang
    looking.start()
    looking.join(wait)
    return name if address in found else None


def is_loopback(host: str) -> bool:
    """Whether a host name (no port; IPv6 with or without brackets) means this machine only."""
    host = host.strip("[]").lower().rstrip(".")
    if host in LOOPBACK_NAMES or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def split_host(netloc: str) -> tuple[str, str]:
    """'host:port' (or '[::1]:port') -> (host, ':port' or '')."""
    if netloc.startswith("["):
        host, _, rest = netloc[1:].partition("]")
        return host, rest
    host, colon, port = netloc.rpartition(":")
    if not colon or not port.isdigit():
        return netloc, ""
    return host, ":" + port


def base_url() -> str:
    """PUBLIC_URL when set, else this request's scheme and host, with the LAN address
    in place of a loopback host so that other phones reach this machine."""
    configured = current_app.config["PUBLIC_URL"]
    if configured:
        return configured.rstrip("/")
    host, port = split_host(request.host)
    if is_loopback(host) and current_app.config["LAN_LINKS"]:
        host = lan_address()
    return f"{request.scheme}://{host}{port}"


def scoreboard_url(public_id: str) -> str:
    return base_url() + url_for("board.scoreboard", public_id=public_id)


def scorer_url(public_id: str, token: str) -> str:
    return base_url() + url_for("table.claim", public_id=public_id, token=token)
