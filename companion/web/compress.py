"""Compressed answers for browsers that ask for them (Accept-Encoding).

Static files are compressed once per process with brotli at its best setting
(they carry a fingerprint and never change under one URL; gzip where brotli
is not installed or not accepted); pages are compressed as they go out with
gzip, which costs a tenth of a millisecond, and a page the same for everyone
at a version (the watchers' live views) is compressed once: its view names it
with `response.compress_key` and its bytes are kept, in memory bounded by
COMPRESSED_PAGES_BYTES (companion/config.py). A compressed page's ETag turns weak: it still matches
`If-None-Match` (a weak comparison), so the scoreboard's 304s keep working.

Every HTML answer is compressed. Compression can leak a secret of a page only
to someone who can make the victim's browser fetch that page with input of
theirs reflected beside the secret (BREACH). No GET page reflects free input
(query values are read as numbers or from a short list), and every POST needs
the CSRF token, which a stranger does not have, so a page that echoes what was
typed is only ever shown to the one who typed it (docs/DECISIONS.md). The JSON
API is left alone: its clients compare strong ETags.
"""
import gzip

from flask import current_app, request

from ..store.cache import Cache
from .i18n import locale_tag

try:
    import brotli
except ImportError:  # gzip only
    brotli = None

TYPES = {"text/html", "text/css", "text/javascript", "application/javascript",
         "application/json", "application/manifest+json", "image/svg+xml", "text/plain"}
PAGE_TYPES = {"text/html", "image/svg+xml"}  # answers of views (the QR code is an image)
SMALLEST = 600  # below about one packet compressing saves nothing worth the time
# Static files kept compressed: all of them (about 100 KB compressed), with room for
# the next release's beside them while a process serves both.
FILES_BYTES = 4 * 1024 * 1024


def _encoding(once: bool) -> str | None:
    """Brotli for what is compressed once (files, and the pages kept compressed: 10 %
    smaller); gzip for pages made for one answer, where brotli's setup costs more than
    the bytes it saves over gzip (a few hundred per page)."""
    accepted = request.accept_encodings
    preferred = ("br", "gzip") if once else ("gzip", "br")
    for encoding in preferred:
        if accepted[encoding] and (encoding == "gzip" or brotli is not None):
            return encoding
    return None


def _pack(body: bytes, encoding: str, effort: int) -> bytes:
    """`effort`: 0 for one answer, 1 for a page kept (about 0.4 ms for 18 kB, 9 % smaller
    than gzip), 2 for a file kept until the next release."""
    if encoding == "br":
        quality, window = ((3, 16), (5, 22), (11, 22))[effort]
        return brotli.compress(body, quality=quality, lgwin=window)
    return gzip.compress(body, compresslevel=9 if effort == 2 else 6, mtime=0)


def _static_body(response, encoding: str) -> bytes:
    etag = response.get_etag()[0] or ""
    key = (request.path, etag, encoding)
    files = current_app.extensions["companion_files"]
    packed = files.get(key)
    if packed is None:
        packed = _pack(response.get_data(), encoding, effort=2)
        files.put(key, packed)
    return packed


def _page_body(response, encoding: str, kept: Cache) -> bytes | None:
    """The page compressed, once per `compress_key` where its view named one, and per
    language: the same key in another language is another page."""
    key = getattr(response, "compress_key", None)
    if key is not None:
        key = (key, locale_tag())
    packed = kept.get((key, encoding)) if key is not None else None
    if packed is None:
        body = response.get_data()
        if len(body) < SMALLEST:
            return None
        packed = _pack(body, encoding, effort=0 if key is None else 1)
        if key is not None:
            kept.put((key, encoding), packed)
    return packed


def _wanted(response) -> bool:
    static = request.endpoint == "static"
    return (response.status_code == 200 or (not static and response.status_code >= 400)) and (
        static and response.mimetype in TYPES or response.mimetype in PAGE_TYPES) and (
        "Content-Encoding" not in response.headers)


def init_app(app):
    kept = Cache(app.config["COMPRESSED_PAGES_BYTES"], len)
    app.extensions["companion_files"] = Cache(FILES_BYTES, len)

    @app.after_request
    def compress(response):
        if not _wanted(response):
            return response
        response.vary.add("Accept-Encoding")
        static = request.endpoint == "static"
        encoding = _encoding(static or getattr(response, "compress_key", None) is not None)
        if encoding is None or (response.content_length or SMALLEST) < SMALLEST:
            return response
        response.direct_passthrough = False  # static files come as a file wrapper
        packed = _static_body(response, encoding) if static else _page_body(
            response, encoding, kept)
        if packed is None:
            return response
        response.set_data(packed)
        response.headers["Content-Encoding"] = encoding
        etag, _weak = response.get_etag()
        if etag:
            response.set_etag(etag, weak=True)
        return response
