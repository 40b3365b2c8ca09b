"""QR codes of links: inline SVG for pages, block characters for a terminal.

SVG comes from qrcode's SvgPathImage (no Pillow needed); it is made of
presentation attributes only, so it passes a CSP without 'unsafe-inline'.
"""
import re
import sys

import qrcode
import qrcode.constants
from markupsafe import Markup, escape
from qrcode.image.svg import SvgPathImage

BORDER = 4  # the quiet zone the QR standard asks for, in modules


def make(url: str) -> qrcode.QRCode:
    """The QR code of a URL, medium error correction (survives a smudged screen)."""
    code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, border=BORDER)
    code.add_data(url)
    code.make(fit=True)
    return code


def svg(url: str, label: str, css_class: str = "qr") -> Markup:
    """Inline SVG of the URL's QR code, sized by CSS, with a text alternative."""
    text = make(url).make_image(image_factory=SvgPathImage).to_string(encoding="unicode")
    text = re.sub(r"<\?xml[^>]*\?>\s*", "", text)
    # Size comes from the stylesheet; the path id would repeat with two codes on a page.
    text = re.sub(r'\s(width|height)="[^"]*"', "", text, count=2)
    text = text.replace(' id="qr-path"', "")
    attributes = (f' class="{escape(css_class)}" role="img" aria-label="{escape(label)}"'
                  ' shape-rendering="crispEdges" preserveAspectRatio="xMidYMid meet"')
    return Markup(text.replace("<svg", "<svg" + attributes, 1))


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
