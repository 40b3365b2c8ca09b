"""QR codes: the SVG decodes to the link (read back by a real decoder), and so does the
terminal rendering."""
import io
import re

import zxingcpp
from PIL import Image

from companion.pictures import qr

URL = "http://192.168.1.20:5000/g/3q2-YpQmVb1u8zJx0w9kTg"


def svg_matrix(svg: str) -> list[list[bool]]:
    size = int(re.search(r'viewBox="0 0 (\d+) \d+"', svg).group(1))
    matrix = [[False] * size for _ in range(size)]
    for x, y, run in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", svg):
        for dx in range(int(run)):
            matrix[int(y)][int(x) + dx] = True
    return matrix


def decode(matrix) -> str:
    """Draw the modules as pixels and let zxing-cpp read them, as a phone camera would."""
    scale, size = 8, len(matrix)
    image = Image.new("L", (size * scale, size * scale), 255)
    pixels = image.load()
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    for dx in range(scale):
                        pixels[x * scale + dx, y * scale + dy] = 0
    results = zxingcpp.read_barcodes(image)
    assert results, "no QR code found"
    return results[0].text


def test_svg_decodes_to_the_url():
    svg = str(qr.svg(URL, "QR code of the scoreboard link"))
    assert decode(svg_matrix(svg)) == URL
    assert svg_matrix(svg) == qr.make(URL).get_matrix()


def test_svg_is_fit_for_inline_use_under_the_csp():
    svg = str(qr.svg(URL, 'label with "quotes" & <tags>'))
    assert svg.startswith("<svg") and "<?xml" not in svg
    assert "style=" not in svg and ' id="' not in svg  # no inline style; no repeated ids
    assert 'role="img"' in svg and 'aria-label="label with &#34;quotes&#34; &amp; &lt;tags&gt;"' in svg
    assert 'width="' not in svg.split(">")[0]  # sized by the stylesheet


def terminal_matrix(text: str) -> list[list[bool]]:
    """Read back the half-block rendering (light modules drawn, for a dark terminal)."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", text)
    rows = []
    for line in text.splitlines():
        if not line:
            continue
        top = [c in "█▀" for c in line]
        bottom = [c in "█▄" for c in line]
        rows += [top, bottom]
    return [[not light for light in row] for row in rows]  # dark modules


def test_terminal_rendering_decodes_to_the_url():
    out = io.StringIO()
    qr.terminal(URL, out)
    text = out.getvalue()
    assert "█" in text or "▀" in text
    matrix = terminal_matrix(text)
    expected = qr.make(URL).get_matrix()
    assert matrix[:len(expected)] == expected  # an odd last row is padded
    assert decode(matrix) == URL
