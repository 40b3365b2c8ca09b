"""Page weight: the bytes a phone fetches to open the scoreboard, and then per poll.

Each file is fetched twice from the server, as a phone asks for it
(Accept-Encoding: gzip, deflate, br) and uncompressed; the figures are the
bytes on the wire, headers included.

    python bench/weight.py          # the first load of a 3,000-hand game's scoreboard, alone
"""
import re
import socket
import sys
import tempfile
from pathlib import Path

ASSET = re.compile(r'<(?:link[^>]+rel="(?:stylesheet|icon|manifest)"[^>]*href|script[^>]+src)'
                   r'="([^"]+)"')


PHONE = "gzip, deflate, br"


def fetch(port: int, path: str, encoding="identity") -> tuple[int, bytes, bytes]:
    """(status, header bytes, body bytes) exactly as they came over the socket."""
    request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
               f"Accept-Encoding: {encoding}\r\nConnection: close\r\n\r\n")
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(request.encode())
        chunks = []
        for _ in range(100_000):
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
    raw = b"".join(chunks)
    head, _, body = raw.partition(b"\r\n\r\n")
    if b"transfer-encoding: chunked" in head.lower():
        body = _unchunk(body)
    return int(head.split()[1]), head + b"\r\n\r\n", body


def _unchunk(body: bytes) -> bytes:
    out, rest = [], body
    while rest:
        size_line, _, rest = rest.partition(b"\r\n")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            break
        out.append(rest[:size])
        rest = rest[size + 2:]
    return b"".join(out)


def _kind(path: str) -> str:
    bare = path.split("?")[0]
    return {"css": "css", "js": "js"}.get(bare.rsplit(".", 1)[-1], "other")


def _both(port: int, path: str) -> dict:
    status, head, body = fetch(port, path)
    if status != 200:
        raise RuntimeError(f"{path}: {status}")
    _status, packed_head, packed = fetch(port, path, PHONE)
    encoding = re.search(rb"(?im)^content-encoding:\s*(\S+)", packed_head)
    return {"raw": len(head) + len(body), "sent": len(packed_head) + len(packed),
            "body_raw": len(body), "body_sent": len(packed),
            "encoding": encoding.group(1).decode() if encoding else "none"}


def page_weight(port: int, game: dict) -> dict:
    """The scoreboard's first load (HTML and every CSS, JS, icon it links) and one poll."""
    board = f"/g/{game['id']}"
    parts = {board: {**_both(port, board), "kind": "html"}}
    _status, _head, html = fetch(port, board)
    for url in dict.fromkeys(ASSET.findall(html.decode())):
        parts[url] = {**_both(port, url), "kind": _kind(url)}
    counted = [p for p in parts.values() if p["kind"] in ("html", "css", "js")]
    total = {k: sum(p[k] for p in counted) for k in ("raw", "sent", "body_raw", "body_sent")}
    version = game["hands"] + 1
    status, head, body = fetch(port, f"{board}/poll?v={version}", PHONE)
    unchanged = {"status": status, "sent": len(head) + len(body)}
    changed = {"status": 200, **_both(port, f"{board}/poll?v={version - 1}")}
    return {"parts": parts, "first_load": total, "poll": unchanged, "changed_poll": changed}


def main() -> int:
    """The scoreboard's first load at the most hands a game holds (SQLite), per file:
    the figure bench/run.py sets against its target, without the rest of the run."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench import seed
    from tests.server import ServerProcess

    with tempfile.TemporaryDirectory(prefix="companion-weight-") as scratch:
        url, _server = seed.database(False, scratch, "weight")
        with ServerProcess(url, env={"RATELIMIT_ENABLED": "0"}) as server:
            game = {**seed.game_with_hands(server.port, url, 3000), "hands": 3000}
            weight = page_weight(server.port, game)
    print("| what | uncompressed | as sent | encoding |\n| --- | --- | --- | --- |")
    for path, part in weight["parts"].items():  # each with its response headers
        print(f"| {path.split('?')[0]} ({part['kind']}) | {part['raw'] / 1024:.1f} KB | "
              f"{part['sent'] / 1024:.1f} KB | {part['encoding']} |")
    first = weight["first_load"]
    sent = first["body_sent"] / 1024
    print(f"| **scoreboard first load, HTML + CSS + JS** | {first['body_raw'] / 1024:.1f} KB | "
          f"{sent:.1f} KB | |")
    print(f"| the same with the response headers | {first['raw'] / 1024:.1f} KB | "
          f"{first['sent'] / 1024:.1f} KB | |")
    others = sum(p["body_sent"] for p in weight["parts"].values() if p["kind"] == "other")
    print(f"\nScoreboard first load at 3000 hands, HTML + CSS + JS as sent: {sent:.1f} KB "
          f"(target < 30 KB) {'✅' if sent < 30 else '❌'}; with the manifest and icon "
          f"{sent + others / 1024:.1f} KB")
    return 0 if sent < 30 else 1


if __name__ == "__main__":
    sys.exit(main())
