"""Renders synthetic photos of dice on tables, with YOLO labels, to add variety to the photos the nets
learn from: dice of every colour, pip size and turn, touching or apart, on felt, wood, paper and plain
tables, lit from one side, with shadows, blur, grain and JPEG artefacts. Seeded: the same folder every run.

    python3 packages/vision/training/synthetic_scenes.py OUT_DIR [--count 1500] [--seed 22]

OUT_DIR gets images/ (JPEG) and labels/ (class 0–5 = face 1–6, centre x, centre y, width, height as
fractions), the layout of the photo sets, so both training scripts take it as one more folder.
"""

import argparse
import math
import os

import cv2
import numpy as np

SIDE = 320
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}
# Body and pip colours (BGR) of common dice: white, ivory, black, red, blue, green, yellow, orange, purple.
BODIES = [
    ((235, 235, 235), (20, 20, 20)),
    ((200, 225, 240), (30, 30, 30)),
    ((25, 25, 25), (240, 240, 240)),
    ((40, 40, 190), (240, 240, 240)),
    ((170, 80, 30), (245, 245, 245)),
    ((60, 150, 50), (245, 245, 245)),
    ((40, 210, 230), (20, 20, 20)),
    ((30, 120, 230), (250, 250, 250)),
    ((140, 40, 110), (240, 240, 240)),
    ((240, 240, 240), (40, 40, 200)),
]


def table(rng):
    base = rng.integers(20, 236, size=3).astype(np.float32)
    img = np.ones((SIDE, SIDE, 3), np.float32) * base
    kind = rng.integers(4)
    ys, xs = np.mgrid[0:SIDE, 0:SIDE].astype(np.float32)
    if kind == 1:  # wood: stretched stripes
        a = rng.uniform(0, math.pi)
        t = xs * math.cos(a) + ys * math.sin(a)
        img += (np.sin(t / rng.uniform(3, 12) + np.sin(t / 37) * 3) * rng.uniform(8, 25))[..., None]
    elif kind == 2:  # paper with a grid
        step = int(rng.integers(12, 40))
        line = ((xs.astype(int) % step) < 1) | ((ys.astype(int) % step) < 1)
        img[line] *= rng.uniform(0.6, 0.9)
    elif kind == 3:  # felt: coarse grain
        grain = cv2.resize(rng.normal(0, 1, (SIDE // 4, SIDE // 4)).astype(np.float32), (SIDE, SIDE))
        img += (grain * rng.uniform(5, 15))[..., None]
    # Light falling off across the table.
    a = rng.uniform(0, 2 * math.pi)
    ramp = ((xs - SIDE / 2) * math.cos(a) + (ys - SIDE / 2) * math.sin(a)) / SIDE
    img *= (1 + ramp * rng.uniform(0, 0.6))[..., None]
    return img


def corners(cx, cy, half, angle):
    c, s = math.cos(angle), math.sin(angle)
    return np.array([(cx + c * u - s * v, cy + s * u + c * v) for u, v in
                     ((-half, -half), (half, -half), (half, half), (-half, half))], np.float32)


def paint_die(img, rng, cx, cy, side, value, angle, light):
    body, pip = BODIES[rng.integers(len(BODIES))]
    body = np.clip(np.array(body, np.float32) + rng.uniform(-20, 20, 3), 0, 255)
    pip = np.array(pip, np.float32)
    if value == 1 and rng.random() < 0.3:
        pip = np.array((30, 30, 200), np.float32)  # a red one, as on many dice
    half = side / 2
    # A die seen slightly from the side shows a darker side face below its top face.
    tilt = rng.uniform(0, 0.35) if rng.random() < 0.5 else 0.0
    dx, dy = math.cos(light) * side * tilt, math.sin(light) * side * tilt
    top = corners(cx, cy, half, angle)
    shadow = corners(cx + side * 0.12, cy + side * 0.12, half * 1.05, angle)
    layer = np.zeros(img.shape[:2], np.uint8)
    cv2.fillConvexPoly(layer, np.round(shadow * 4).astype(np.int32), 255, cv2.LINE_AA, 2)
    soft = cv2.GaussianBlur(layer, (0, 0), max(1.0, side * 0.08)).astype(np.float32) / 255
    img *= (1 - 0.45 * soft)[..., None]
    if tilt:
        sidepoly = np.concatenate([top, top + np.float32([dx, dy])])
        hull = cv2.convexHull(sidepoly)
        cv2.fillConvexPoly(img, np.round(hull * 4).astype(np.int32), (body * 0.6).tolist(), cv2.LINE_AA, 2)
    # The top face with rounded corners: a shrunk square dilated by a disc.
    r = side * rng.uniform(0.08, 0.2)
    face = np.zeros(img.shape[:2], np.uint8)
    cv2.fillConvexPoly(face, np.round(corners(cx, cy, half - r, angle) * 4).astype(np.int32), 255, cv2.LINE_AA, 2)
    k = max(1, int(round(r)))
    face = cv2.dilate(face, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (2 * k + 1, 2 * k + 1)))
    alpha = cv2.GaussianBlur(face, (3, 3), 0).astype(np.float32)[..., None] / 255
    shade = rng.uniform(0.8, 1.1)
    img[:] = img * (1 - alpha) + body * shade * alpha
    spread = half * rng.uniform(0.42, 0.56)
    pip_r = side * rng.uniform(0.07, 0.11)
    c, s = math.cos(angle), math.sin(angle)
    for u, v in PIPS[value]:
        px, py = cx + (c * u - s * v) * spread, cy + (s * u + c * v) * spread
        cv2.circle(img, (int(round(px * 4)), int(round(py * 4))), int(round(pip_r * 4)), pip.tolist(),
                   -1, cv2.LINE_AA, 2)
    pts = np.concatenate([top, top + np.float32([dx, dy])]) if tilt else top
    x0, y0 = pts.min(0)
    x1, y1 = pts.max(0)
    return x0, y0, x1, y1


def scene(rng):
    img = table(rng)
    light = rng.uniform(0, 2 * math.pi)
    side = rng.uniform(22, 90)
    count = int(rng.integers(0, 8))
    placed, rows = [], []
    for _ in range(count * 6):
        if len(placed) == count:
            break
        s = side * rng.uniform(0.9, 1.1)
        cx, cy = rng.uniform(s, SIDE - s, size=2)
        # Touching is allowed, overlapping is not: dice lie side by side on a table.
        if any(math.hypot(cx - x, cy - y) < (s + t) * 0.72 for x, y, t in placed):
            continue
        value = int(rng.integers(1, 7))
        x0, y0, x1, y1 = paint_die(img, rng, cx, cy, s, value, rng.uniform(0, math.pi / 2), light)
        placed.append((cx, cy, s))
        rows.append((value - 1, (x0 + x1) / 2 / SIDE, (y0 + y1) / 2 / SIDE, (x1 - x0) / SIDE, (y1 - y0) / SIDE))
    if rng.random() < 0.4:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 1.5))
    img += rng.normal(0, rng.uniform(1, 8), img.shape)
    img = np.clip(img, 0, 255).astype(np.uint8)
    quality = int(rng.integers(40, 95))
    img = cv2.imdecode(cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, quality])[1], cv2.IMREAD_COLOR)
    return img, rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=22)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    for i in range(args.count):
        img, rows = scene(rng)
        name = f"synthetic-{i:05d}"
        cv2.imwrite(os.path.join(args.out, "images", name + ".jpg"), img, [cv2.IMWRITE_JPEG_QUALITY, 95])
        with open(os.path.join(args.out, "labels", name + ".txt"), "w") as f:
            f.writelines(f"{c} {x:.6f} {y:.6f} {w:.6f} {h:.6f}\n" for c, x, y, w, h in rows)
    print(f"{args.count} scenes in {args.out}")


if __name__ == "__main__":
    main()
