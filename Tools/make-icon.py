#!/usr/bin/env python3
"""Draws the app's icon, once as SVG and once as a 256-pixel PNG, from one geometry.

A dark tvOS-style tile (rounded square), a plate (two discs) and the blue focus ring around it:
the focused tile the app is about. Run from the repository root:

    python3 Tools/make-icon.py Packaging/icons

No imaging library is needed: the PNG is rasterised here with 4x4 supersampling and written
with zlib.
"""
import struct
import sys
import zlib

APP_ID = "org.focuscookbook.Cookbook"
SIZE = 256
# Geometry on a 256-unit square.
TILE_RADIUS = 56          # rounded corners, about the tvOS app icon's proportion
TILE_TOP = (0x2C, 0x2C, 0x2E)
TILE_BOTTOM = (0x1C, 0x1C, 0x1E)
RING = ((128, 128), 92, 10, (0x0A, 0x84, 0xFF))   # centre, radius, width, colour (accent blue)
PLATE = ((128, 128), 70, (0xE5, 0xE5, 0xEA))
WELL = ((128, 128), 46, (0xC7, 0xC7, 0xCC))
TOPPING = ((128, 120), 22, (0xFF, 0x9F, 0x0A))   # an orange dot: something on the plate


def hexc(c):
    return "#%02X%02X%02X" % c


def svg():
    (cx, cy), rr, rw, rc = RING
    return f"""<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="{hexc(TILE_TOP)}"/>
      <stop offset="1" stop-color="{hexc(TILE_BOTTOM)}"/>
    </linearGradient>
  </defs>
  <rect width="{SIZE}" height="{SIZE}" rx="{TILE_RADIUS}" fill="url(#tile)"/>
  <circle cx="{cx}" cy="{cy}" r="{rr}" fill="none" stroke="{hexc(rc)}" stroke-width="{rw}"/>
  <circle cx="{PLATE[0][0]}" cy="{PLATE[0][1]}" r="{PLATE[1]}" fill="{hexc(PLATE[2])}"/>
  <circle cx="{WELL[0][0]}" cy="{WELL[0][1]}" r="{WELL[1]}" fill="{hexc(WELL[2])}"/>
  <circle cx="{TOPPING[0][0]}" cy="{TOPPING[0][1]}" r="{TOPPING[1]}" fill="{hexc(TOPPING[2])}"/>
</svg>
"""


def inside_rounded(x, y):
    r = TILE_RADIUS
    cx = min(max(x, r), SIZE - r)
    cy = min(max(y, r), SIZE - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def colour_at(x, y):
    if not inside_rounded(x, y):
        return None
    t = y / SIZE
    c = tuple(round(a + (b - a) * t) for a, b in zip(TILE_TOP, TILE_BOTTOM))
    (rx, ry), rr, rw, rc = RING
    d2 = (x - rx) ** 2 + (y - ry) ** 2
    if (rr - rw / 2) ** 2 <= d2 <= (rr + rw / 2) ** 2:
        c = rc
    for (px, py), pr, pc in (PLATE, WELL, TOPPING):
        if (x - px) ** 2 + (y - py) ** 2 <= pr * pr:
            c = pc
    return c


def png():
    ss = 4
    rows = []
    for py in range(SIZE):
        row = bytearray([0])
        for px in range(SIZE):
            acc = [0, 0, 0, 0]
            for sy in range(ss):
                for sx in range(ss):
                    c = colour_at(px + (sx + 0.5) / ss, py + (sy + 0.5) / ss)
                    if c is not None:
                        acc[0] += c[0]; acc[1] += c[1]; acc[2] += c[2]; acc[3] += 255
            n = ss * ss
            a = acc[3] // n
            if a == 0:
                row += bytes(4)
            else:
                k = acc[3] / 255
                row += bytes([round(acc[0] / k), round(acc[1] / k), round(acc[2] / k), a])
        rows.append(bytes(row))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Packaging/icons"
    with open(f"{out}/{APP_ID}.svg", "w") as f:
        f.write(svg())
    with open(f"{out}/{APP_ID}.png", "wb") as f:
        f.write(png())


if __name__ == "__main__":
    main()
