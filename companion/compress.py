"""Compressed answers for browsers that ask for them (Accept-Encoding).

Static files are compressed once per process with brotli at its best setting
(they carry a fingerprint and never change under one URL; gzip where brotli
is not installed or not accepted); pages are compressed as they go out with
gzip, which costs a tenth of a millisecond. A compressed page's ETag turns
weak: it still matches `If-None-Match` (a weak comparison), so the scoreboard's
304s keep working.

Only the files and the live read-only views are compressed: they reflect no
input a stranger controls, so compression cannot leak a secret on them (BREACH);
the scorer's forms, which echo what was typed beside a CSRF token, are sent as
they are. The JSON API is left alone too: its clients compare strong ETags.
"""
import gzip
import threading

from flask import request

try:
    import brotli
except ImportError:  # gzip only
    brotli = None

TYPES = {"text/html", "text/css", "text/javascript", "application/javascript",
         "application/json", "application/manifest+json", "image/svg+xml", "text/plain"}
COMPRESSED = {"static", "board.scoreboard", "board.big", "board.poll"}
SMALLEST = 600  # below about one packet compressing saves nothing worth the time
_files: dict = {}  # (path, etag, encoding) -> compressed bytes
_files_lock = threading.Lock()


def _encoding(static: bool) -> str | None:
    """Brotli for files (made once, 10 % smaller); gzip for pages, where brotli's
    setup costs more than the bytes it saves over gzip (a few hundred per page)."""
    accepted = request.accept_encodings
    preferred = ("br", "gzip") if static else ("gzip", "br")
    for encoding in preferred:
        if accepted[encoding] and (encoding == "gzip" or brotli is not None):
            return encoding
    return None


def _pack(body: bytes, encoding: str, best: bool) -> bytes:
    if encoding == "br":
        return brotli.compress(body, quality=11 if best else 3, lgwin=22 if best else 16)
    return gzip.compress(body, compresslevel=9 if best else 6, mtime=0)


def _static_body(response, encoding: str) -> bytes:
    etag = response.get_etag()[0] or ""
    key = (request.path, etag, encoding)
    packed = _files.get(key)
    if packed is None:
        packed = _pack(response.get_data(), encoding, best=True)
        with _files_lock:
            _files[key] = packed
    return packed


def init_app(app):
    @app.after_request
    def compress(response):
        if (response.status_code != 200 or request.endpoint not in COMPRESSED
                or response.mimetype not in TYPES or "Content-Encoding" in response.headers):
            return response
        response.vary.add("Accept-Encoding")
        static = request.endpoint == "static"
        encoding = _encoding(static)
        if encoding is None or (response.content_length or SMALLEST) < SMALLEST:
            return response
        response.direct_passthrough = False  # static files come as a file wrapper
        if static:
            packed = _static_body(response, encoding)
        else:
            body = response.get_data()
            if len(body) < SMALLEST:
                return response
            packed = _pack(body, encoding, best=False)
        response.set_data(packed)
        response.headers["Content-Encoding"] = encoding
        etag, _weak = response.get_etag()
        if etag:
            response.set_etag(etag, weak=True)
        return response
