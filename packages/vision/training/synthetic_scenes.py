"""Renders synthetic photos of dice on tables, with YOLO labels, to add variety to the photos the nets
learn from: dice of every colour, pip size and turn, touching or apart, on felt, wood, paper and plain
tables, lit from one side, with shadows, blur, grain and JPEG artefacts. Seeded: the same folder every run.

    python3 packages/vision/training/synthetic_scenes.py OUT_DIR [--count 1500] [--seed 22] [--things | --clutter]

OUT_DIR gets images/ (JPEG) and labels/ (class 0–5 = face 1–6, centre x, centre y, width, height as
fractions), the layout of the photo sets, so both training scripts take it as one more folder.

With --things, each scene also holds one to five things that lie beside dice on a table and are not dice:
coins, buttons whose holes look like pips, tokens and caps, erasers, pencils, written scores. They are not
in labels/ (nothing is to be read there); things/ gets, in the same layout (class 0), die-sized boxes on
them (the whole of a round thing, three places along a long one), so that the classifier learns them as
"no die".

With --clutter, the scenes are those of `table_clutter.clutter_scene` instead: a table or a patterned cloth
with cables and their printed labels, keyboards and laptop edges, phones, score pads and the things above,
and dice of which about half are seen at an angle, their side faces showing (their box spans every face
seen); the things' places again in things/.
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
        disc(img, px, py, pip_r, pip.tolist())
    pts = np.concatenate([top, top + np.float32([dx, dy])]) if tilt else top
    x0, y0 = pts.min(0)
    x1, y1 = pts.max(0)
    return x0, y0, x1, y1


def disc(img, cx, cy, r, colour):
    cv2.circle(img, (int(round(cx * 4)), int(round(cy * 4))), int(round(r * 4)), colour, -1, cv2.LINE_AA, 2)


def paint_thing(img, rng, cx, cy, side, light):
    """One thing that is not a die, about a die's size, at (cx, cy): its box (x0, y0, x1, y1) and die-sized
    boxes (centre x, centre y, side) on it."""
    kind = rng.integers(6)
    shadow = np.zeros(img.shape[:2], np.uint8)
    r = side * rng.uniform(0.4, 0.65)
    off = side * 0.08
    if kind <= 2:
        cv2.circle(shadow, (int((cx + off) * 4), int((cy + off) * 4)), int(r * 4), 255, -1, cv2.LINE_AA, 2)
    soft = cv2.GaussianBlur(shadow, (0, 0), max(1.0, side * 0.06)).astype(np.float32) / 255
    img *= (1 - 0.35 * soft)[..., None]
    if kind == 0:  # a coin: metal, a rim, a worn relief
        metal = [(60, 150, 190), (190, 190, 185), (60, 100, 170)][rng.integers(3)]
        metal = np.clip(np.array(metal, np.float32) + rng.uniform(-25, 25, 3), 0, 255)
        disc(img, cx, cy, r, (metal * 0.7).tolist())
        disc(img, cx, cy, r * 0.88, metal.tolist())
        for _ in range(int(rng.integers(3, 9))):
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0, r * 0.6)
            disc(img, cx + math.cos(a) * d, cy + math.sin(a) * d, r * rng.uniform(0.05, 0.2),
                 (metal * rng.uniform(0.6, 1.2)).clip(0, 255).tolist())
        highlight = np.zeros(img.shape[:2], np.float32)
        disc(highlight, cx - math.cos(light) * r * 0.3, cy - math.sin(light) * r * 0.3, r * 0.5, 1.0)
        img += (cv2.GaussianBlur(highlight, (0, 0), max(1.0, r * 0.3)) * 40)[..., None]
    elif kind == 1:  # a button: two or four holes like pips
        colour = rng.integers(0, 256, 3).astype(np.float32)
        disc(img, cx, cy, r, colour.tolist())
        cv2.circle(img, (int(cx * 4), int(cy * 4)), int(r * 0.8 * 4), (colour * 0.75).tolist(),
                   max(1, int(r * 0.1 * 4)), cv2.LINE_AA, 2)
        hole = np.array(img[int(np.clip(cy + r * 1.5, 0, SIDE - 1)), int(np.clip(cx, 0, SIDE - 1))] * 0.5)
        a, d = rng.uniform(0, math.pi), r * rng.uniform(0.2, 0.35)
        holes = 2 if rng.random() < 0.5 else 4
        for k in range(holes):
            t = a + k * 2 * math.pi / holes
            disc(img, cx + math.cos(t) * d, cy + math.sin(t) * d, r * rng.uniform(0.08, 0.14), hole.tolist())
    elif kind == 2:  # a token or a cap: a plain disc, perhaps ringed
        colour = rng.integers(0, 256, 3).astype(np.float32)
        disc(img, cx, cy, r, (colour * 0.8).tolist())
        disc(img, cx, cy, r * rng.uniform(0.75, 0.95), colour.tolist())
        if rng.random() < 0.5:
            cv2.circle(img, (int(cx * 4), int(cy * 4)), int(r * 0.5 * 4), (colour * 0.6).tolist(),
                       max(1, int(r * 0.08 * 4)), cv2.LINE_AA, 2)
    elif kind in (3, 4):  # an eraser or a pencil: a long block, never square
        long_side = side * (rng.uniform(1.6, 2.4) if kind == 3 else rng.uniform(3, 5))
        short = side * (rng.uniform(0.6, 0.9) if kind == 3 else rng.uniform(0.15, 0.25))
        angle = rng.uniform(0, math.pi)
        c, s = math.cos(angle), math.sin(angle)
        box = np.array([(cx + c * u - s * v, cy + s * u + c * v) for u, v in
                        ((-long_side / 2, -short / 2), (long_side / 2, -short / 2),
                         (long_side / 2, short / 2), (-long_side / 2, short / 2))], np.float32)
        colour = rng.integers(0, 256, 3).astype(np.float32)
        cv2.fillConvexPoly(img, np.round((box + off) * 4).astype(np.int32), (img[int(cy), int(cx)] * 0.6).tolist(),
                           cv2.LINE_AA, 2)
        cv2.fillConvexPoly(img, np.round(box * 4).astype(np.int32), colour.tolist(), cv2.LINE_AA, 2)
        if kind == 3 and rng.random() < 0.5:  # a sleeve round part of the eraser
            sleeve = box.copy()
            sleeve[1] = box[0] + (box[1] - box[0]) * 0.6
            sleeve[2] = box[3] + (box[2] - box[3]) * 0.6
            cv2.fillConvexPoly(img, np.round(sleeve * 4).astype(np.int32),
                               rng.integers(0, 256, 3).astype(float).tolist(), cv2.LINE_AA, 2)
        x0, y0 = box.min(0)
        x1, y1 = box.max(0)
        along = [(cx + c * long_side * u, cy + s * long_side * u, side) for u in (-0.3, 0, 0.3)]
        return (x0, y0, x1, y1), along
    else:  # a score written on the pad: digits in ink
        text = str(int(rng.integers(0, 100)))
        scale = side / 30 * rng.uniform(0.7, 1.2)
        ink = (rng.integers(0, 120, 3)).astype(float).tolist()
        (tw, th), _ = cv2.getTextSize(text, cv2.FONT_HERSHEY_SIMPLEX, scale, max(1, int(scale * 2)))
        # putText draws only on 8-bit pictures: the strokes go on a mask laid over the table.
        strokes = np.zeros(img.shape[:2], np.uint8)
        cv2.putText(strokes, text, (int(cx - tw / 2), int(cy + th / 2)), cv2.FONT_HERSHEY_SIMPLEX, scale, 255,
                    max(1, int(scale * 2)), cv2.LINE_AA)
        alpha = strokes.astype(np.float32)[..., None] / 255
        img[:] = img * (1 - alpha) + np.float32(ink) * alpha
        return (cx - tw / 2, cy - th / 2, cx + tw / 2, cy + th / 2), [(cx, cy, max(tw, th))]
    return (cx - r, cy - r, cx + r, cy + r), [(cx, cy, 2 * r)]


def scene(rng, things=False):
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
    others, wanted = [], int(rng.integers(1, 6)) if things else 0
    boxes = [((x - w / 2) * SIDE, (y - h / 2) * SIDE, (x + w / 2) * SIDE, (y + h / 2) * SIDE) for _, x, y, w, h in rows]
    placed_things = 0
    for _ in range(wanted * 10):
        if placed_things == wanted:
            break
        s = side * rng.uniform(0.8, 1.5)
        cx, cy = rng.uniform(s / 2, SIDE - s / 2, size=2)
        before = img.copy()
        (x0, y0, x1, y1), spots = paint_thing(img, rng, cx, cy, s, light)
        # A thing lying on a die would hide part of a labelled face: such a thing is taken away again.
        if any(x0 < b[2] + 2 and b[0] - 2 < x1 and y0 < b[3] + 2 and b[1] - 2 < y1 for b in boxes):
            img[:] = before
            continue
        boxes.append((x0, y0, x1, y1))
        placed_things += 1
        others += [(0, x / SIDE, y / SIDE, t / SIDE, t / SIDE) for x, y, t in spots]
    if rng.random() < 0.4:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 1.5))
    img += rng.normal(0, rng.uniform(1, 8), img.shape)
    img = np.clip(img, 0, 255).astype(np.uint8)
    quality = int(rng.integers(40, 95))
    img = cv2.imdecode(cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, quality])[1], cv2.IMREAD_COLOR)
    return img, rows, others


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--things", action="store_true", help="add things that are not dice; their boxes in things/")
    ap.add_argument("--clutter", action="store_true", help="table_clutter's scenes: things of a real table, tilted dice")
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    subs = ("images", "labels", "things") if args.things or args.clutter else ("images", "labels")
    for sub in subs:
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    for i in range(args.count):
        if args.clutter:
            from table_clutter import clutter_scene

            img, rows, others = clutter_scene(rng, SIDE, SIDE)
        else:
            img, rows, others = scene(rng, args.things)
        name = f"synthetic-{i:05d}"
        cv2.imwrite(os.path.join(args.out, "images", name + ".jpg"), img, [cv2.IMWRITE_JPEG_QUALITY, 95])
        for sub, boxes in zip(subs[1:], (rows, others)):
            with open(os.path.join(args.out, sub, name + ".txt"), "w") as f:
                f.writelines(f"{c} {x:.6f} {y:.6f} {w:.6f} {h:.6f}\n" for c, x, y, w, h in boxes)
    print(f"{args.count} scenes in {args.out}")


if __name__ == "__main__":
    main()
