"""QR codes of links: inline SVG for pages, block characters for a terminal.

The SVG is one path drawing each row's runs of dark modules (a square per module,
as qrcode's own SVG draws them, is four times the bytes, and the scoreboard carries
its code inline); presentation attributes only, so it passes a CSP without
'unsafe-inline'.
"""
import sys

from markupsafe import Markup, escape

BORDER = 4  # the quiet zone the QR standard asks for, in modules


def make(url: str):
    """The QR code of a URL (a qrcode.QRCode), medium error correction (survives a
    smudged screen)."""
    # Imported when a code is first drawn, not at start: qrcode brings Pillow with it
    # (some 20 ms of the server's start-up), and a start may draw no code for a while.
    import qrcode
    import qrcode.constants

    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER)
    code.add_data(url)
    code.make(fit=True)
    return code


def svg(url: str, label: str, css_class: str = "qr") -> Markup:
    """Inline SVG of the URL's QR code, sized by CSS, with a text alternative."""
    matrix = make(url).get_matrix()  # the quiet zone included
    size = len(matrix)
    # Size comes from the stylesheet; no id (it would repeat with two codes on a page).
    return Markup(
        f'<svg class="{escape(css_class)}" role="img" aria-label="{escape(label)}"'
        ' shape-rendering="crispEdges" preserveAspectRatio="xMidYMid meet"'
        f' viewBox="0 0 {size} {size}" xmlns="http://www.w3.org/2000/svg">'
        f'<path d="{path_data(matrix)}" fill="#000000" stroke="none"/></svg>')


def path_data(matrix) -> str:
    """Each row's runs of dark modules, as `M x y h run v1 h -run z`."""
    drawn = []
    for y, row in enumerate(matrix):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            drawn.append(f"M{start} {y}h{x - start}v1h-{x - start}z")
    return "".join(drawn)


def terminal(url: str, out=None) -> None:
    """Print the QR code with half-block characters so a phone can scan the terminal.

    On a TTY, ANSI colours draw dark modules on white whatever the terminal's
    theme; elsewhere (a log, a pipe) light modules are drawn as blocks, which reads
    right on the usual dark terminal.
    """
    out = out or sys.stdout
    code = make(url)
    if (getattr(out, "encoding", None) or "utf-8").lower().replace("-", "") != "utf8":
        _reconfigure_utf8(out)
    tty = out.isatty() if hasattr(out, "isatty") else False
    code.print_ascii(out=out, tty=tty, invert=True)


def _reconfigure_utf8(out) -> None:
    # Windows consoles redirected to a file may use a code page without block characters.
    try:
        out.reconfigure(encoding="utf-8", errors="replace")
    except (AttributeError, ValueError):
        pass
