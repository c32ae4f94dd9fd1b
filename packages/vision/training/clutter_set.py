"""Makes the clutter test set: camera-sized pictures (640×480) of dice among things that are not dice, with
YOLO labels, to measure how many dice the reader invents at a real table. Seeded: the same folders every run.
Never trained on.

    apt-get download opencv-doc && dpkg -x opencv-doc_*.deb /tmp/opencv-doc
    python3 packages/vision/training/clutter_set.py /tmp/vision-split/held-out \
      /tmp/opencv-doc/usr/share/doc/opencv-doc/examples/data /tmp/vision-clutter

It writes two labelled folders (images/, labels/), measured apart:

- OUT/composite: real dice on real clutter. Dice cut from the held-out photos by their labelled boxes (dice
  seen about from above, 40 px and more, whose cut holds no part of another labelled die), pasted with a
  faded edge, one to six a picture, each 45–110 px across, turned by quarter turns, onto real photos that
  show no dice: OpenCV's sample photos of a table with a pencil, a coin, a cap and a lighter, a printed
  circuit board, playing cards, sweets, a sudoku page, a box of groceries, a desk with a keyboard and a
  monitor, toys and cloth, a notebook, printed text (see ../DATA.md for their licence); each cut, scaled
  and flipped at random to fill the frame. Neither the dice nor the backgrounds are trained on.
- OUT/rendered: synthetic scenes of `table_clutter.clutter_scene` at 640×480 (cables with printed labels,
  keyboards and laptop edges, phones, score pads, coins, tokens, pencils, patterned cloths; about half the
  dice seen at an angle so that their side faces show), with seed 99. The training scenes
  (`synthetic_scenes.py --clutter`) come from the same renderer with another seed, so this part measures
  what the nets learned of the renderer's things, not of real ones.
"""

import argparse
import os

import cv2
import numpy as np

from labelled_folder import write_labelled
from table_clutter import clutter_scene
from train_classifier import read_labels

WIDTH, HEIGHT = 640, 480
BACKGROUNDS = [
    "stuff.jpg", "board.jpg", "cards.png", "smarties.png", "sudoku.png", "box_in_scene.png", "left01.jpg",
    "left03.jpg", "right05.jpg", "rubberwhale1.png", "ela_original.jpg", "text_motion.jpg", "imageTextN.png",
    "aloeL.jpg", "right01.jpg", "rubberwhale2.png",
]
# How much of the table around a die comes with it, and the faded edge, as shares of its box's longer side.
MARGIN, FEATHER = 0.12, 0.1


def cuttable_dice(held_out):
    """(photo path, value, box) of every held-out die that can be cut alone: seen about from above, at least
    40 px in its 640 px photo, and its cut (box and margin) touching no other labelled die's box."""
    found = []
    for name in sorted(os.listdir(os.path.join(held_out, "images"))):
        path = os.path.join(held_out, "images", name)
        picture = cv2.imread(path)
        if picture is None:
            continue
        h, w = picture.shape[:2]
        dice = read_labels(os.path.join(held_out, "labels", os.path.splitext(name)[0] + ".txt"), w, h)
        for i, (value, cx, cy, bw, bh) in enumerate(dice):
            long_side, short = max(bw, bh), min(bw, bh)
            if long_side * 640 / max(w, h) < 40 or long_side > 1.4 * short:
                continue
            m = long_side * (MARGIN + 0.02)
            x0, y0, x1, y1 = cx - bw / 2 - m, cy - bh / 2 - m, cx + bw / 2 + m, cy + bh / 2 + m
            if x0 < 0 or y0 < 0 or x1 > w or y1 > h:
                continue
            alone = all(j == i or ox + ow / 2 < x0 or ox - ow / 2 > x1 or oy + oh / 2 < y0 or oy - oh / 2 > y1
                        for j, (_, ox, oy, ow, oh) in enumerate(dice))
            if alone:
                found.append((path, value, (cx, cy, bw, bh)))
    return found


def background(folder, name, rng):
    picture = cv2.imread(os.path.join(folder, name)).astype(np.float32)
    h, w = picture.shape[:2]
    scale = max(WIDTH / w, HEIGHT / h) * rng.uniform(1.0, 1.6)
    picture = cv2.resize(picture, (int(np.ceil(w * scale)), int(np.ceil(h * scale))), interpolation=cv2.INTER_AREA)
    h, w = picture.shape[:2]
    x, y = int(rng.integers(0, w - WIDTH + 1)), int(rng.integers(0, h - HEIGHT + 1))
    picture = picture[y:y + HEIGHT, x:x + WIDTH]
    if rng.random() < 0.5:
        picture = picture[:, ::-1]
    return np.ascontiguousarray(picture)


def paste_die(canvas, rng, die, placed):
    """Pastes one cut die at a free place; its YOLO row, or None where no free place was found."""
    path, value, (cx, cy, bw, bh) = die
    photo = cv2.imread(path)
    long_side = max(bw, bh)
    m = long_side * MARGIN
    x0, y0 = int(round(cx - bw / 2 - m)), int(round(cy - bh / 2 - m))
    x1, y1 = int(round(cx + bw / 2 + m)), int(round(cy + bh / 2 + m))
    patch = photo[y0:y1, x0:x1].astype(np.float32)
    target = rng.uniform(45, 110)
    scale = target / long_side
    patch = cv2.resize(patch, (max(4, round(patch.shape[1] * scale)), max(4, round(patch.shape[0] * scale))),
                       interpolation=cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC)
    dw, dh = bw * scale, bh * scale
    turns = int(rng.integers(4))
    patch = np.ascontiguousarray(np.rot90(patch, turns))
    if turns % 2:
        dw, dh = dh, dw
    ph, pw = patch.shape[:2]
    yy, xx = np.mgrid[0:ph, 0:pw]
    edge = np.minimum(np.minimum(xx, pw - 1 - xx), np.minimum(yy, ph - 1 - yy)).astype(np.float32)
    alpha = np.clip(edge / max(1.0, target * FEATHER), 0, 1)[..., None]
    for _ in range(40):
        px, py = int(rng.integers(0, WIDTH - pw)), int(rng.integers(0, HEIGHT - ph))
        if all(px + pw <= ox or ox + ow <= px or py + ph <= oy or oy + oh <= py for ox, oy, ow, oh in placed):
            break
    else:
        return None
    region = canvas[py:py + ph, px:px + pw]
    canvas[py:py + ph, px:px + pw] = region * (1 - alpha) + patch * alpha
    placed.append((px, py, pw, ph))
    mx, my = px + pw / 2, py + ph / 2
    return value - 1, mx / WIDTH, my / HEIGHT, dw / WIDTH, dh / HEIGHT


def composites(held_out, backgrounds, out, count, rng):
    dice = cuttable_dice(held_out)
    names = [n for n in BACKGROUNDS if os.path.exists(os.path.join(backgrounds, n))]
    total = 0
    for i in range(count):
        canvas = background(backgrounds, names[i % len(names)], rng)
        placed, rows = [], []
        for _ in range(int(rng.integers(1, 7))):
            row = paste_die(canvas, rng, dice[rng.integers(len(dice))], placed)
            if row:
                rows.append(row)
        canvas += rng.normal(0, rng.uniform(1, 4), canvas.shape)
        write_labelled(out, f"composite-{i:04d}", np.clip(canvas, 0, 255).astype(np.uint8), rows, int(rng.integers(70, 95)))
        total += len(rows)
    return len(dice), total


def rendered(out, count, rng):
    total = 0
    for i in range(count):
        img, rows, _ = clutter_scene(rng, WIDTH, HEIGHT, side_range=(45 * 320 / 640, 110 * 320 / 640))
        write_labelled(out, f"rendered-{i:04d}", img, rows, 95)
        total += len(rows)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("held_out", help="the held-out folder of split.py")
    ap.add_argument("backgrounds", help="OpenCV's sample photos (examples/data of the opencv-doc package)")
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=240, help="pictures of each part")
    ap.add_argument("--seed", type=int, default=99)
    args = ap.parse_args()
    for part in ("composite", "rendered"):
        for sub in ("images", "labels"):
            os.makedirs(os.path.join(args.out, part, sub), exist_ok=True)
    cuttable, pasted = composites(args.held_out, args.backgrounds, os.path.join(args.out, "composite"), args.count,
                                  np.random.default_rng(args.seed))
    print(f"composite: {args.count} pictures, {pasted} dice (cut from {cuttable} held-out dice)")
    drawn = rendered(os.path.join(args.out, "rendered"), args.count, np.random.default_rng(args.seed + 1))
    print(f"rendered: {args.count} pictures, {drawn} dice")


if __name__ == "__main__":
    main()
