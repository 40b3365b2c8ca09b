"""Draw the app icons with the standard library only (zlib + struct): no Pillow.

One spade on card-table green. The same outline goes into icon.svg and, filled
with 4x4 supersampling, into the PNGs (full bleed, so they also work as maskable
icons: the spade stays inside the safe circle). Run: python static/icons/make_icons.py
"""
import struct
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
GREEN, CREAM = (0x0F, 0x51, 0x32), (0xFD, 0xFA, 0xF3)
# The spade on a 512 grid: (start, [cubic segments as (c1, c2, end)]) then the stem.
SPADE = ((256, 104), [((256, 104), (118, 206), (118, 292)), ((118, 352), (186, 384), (238, 344)),
                      ((238, 344), (232, 392), (206, 416)), ((206, 416), (306, 416), (306, 416)),
                      ((280, 392), (274, 344), (274, 344)), ((326, 384), (394, 352), (394, 292)),
                      ((394, 206), (256, 104), (256, 104))])


def outline(steps=24):
    """The spade as a polygon (beziers flattened)."""
    (x, y), points = SPADE[0], [SPADE[0]]
    for (ax, ay), (bx, by), (ex, ey) in SPADE[1]:
        for i in range(1, steps + 1):
            t = i / steps
            u = 1 - t
            points.append((u**3 * x + 3 * u * u * t * ax + 3 * u * t * t * bx + t**3 * ex,
                           u**3 * y + 3 * u * u * t * ay + 3 * u * t * t * by + t**3 * ey))
        x, y = ex, ey
    return points


def inside(px, py, poly) -> bool:
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def png(size: int) -> bytes:
    poly, scale, rows = outline(), 512 / size, []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            cover = sum(inside((i + (a + 0.5) / 4) * scale, (j + (b + 0.5) / 4) * scale, poly)
                        for a in range(4) for b in range(4)) / 16
            row += bytes(round(g + (c - g) * cover) for g, c in zip(GREEN, CREAM))
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(
            ">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


def svg() -> str:
    (x, y), segments = SPADE
    path = f"M{x} {y}" + "".join(f"C{a[0]} {a[1]} {b[0]} {b[1]} {e[0]} {e[1]}" for a, b, e in segments)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
            '<rect width="512" height="512" rx="96" fill="#0f5132"/>'
            f'<path d="{path}Z" fill="#fdfaf3"/></svg>\n')


if __name__ == "__main__":
    (HERE / "icon.svg").write_text(svg())
    for size in (192, 512):
        (HERE / f"icon-{size}.png").write_bytes(png(size))
