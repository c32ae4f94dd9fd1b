"""Makes a labelled folder of the photos of another source, which the nets never learn from, to measure the
reader on: Dawei Fu's photos of rolled dice in a tray and a wooden bowl (GitHub fudw/dice-detection-for-board-games,
folder data_finetune_small/, YOLO labels, class 0–5 = face 1–6; no licence stated, so they are measured
only and never committed; see ../DATA.md).

    git clone https://github.com/fudw/dice-detection-for-board-games /tmp/fudw
    python3 packages/vision/training/other_source.py /tmp/fudw /tmp/vision-fudw [--closer] [--long-side N]

The photos are 3024×4032 with 20 or 24 dice each, so a die is under 30 px at the reader's 640-pixel scale.
With --closer each photo is cut into 2×2 tiles along lines that cross no die, as if the tablet were held
twice as close; a photo without such lines is left out. With --long-side N each picture is scaled (by area)
to N px on its longer side, as a camera frame of that size shows the same table: 640 is what the camera
reads, 1280 what it reads when the dice look small.
"""

import argparse
import os
import shutil

import cv2

from labelled_folder import write_labelled, write_labels

# A glass jar of dice that carry no label stands at the edge of these two: a reading there is no error.
LEFT_OUT = {"IMG_4559", "IMG_4561"}


def photos(clone):
    root = os.path.join(clone, "data_finetune_small")
    for part in ("train", "valid"):
        for name in sorted(os.listdir(os.path.join(root, "images", part))):
            base = os.path.splitext(name)[0]
            if base not in LEFT_OUT:
                yield base, os.path.join(root, "images", part, name), os.path.join(root, "labels", part, base + ".txt")


def free_line(boxes, size, axis):
    """The line nearest the middle of the picture (within its middle 30%) that crosses no die, or None."""
    around = sorted(range(int(size * 0.35), int(size * 0.65)), key=lambda p: abs(p - size / 2))
    return next((p for p in around if all(not (b[axis] - 4 < p < b[axis + 2] + 4) for _, b in boxes)), None)


def tiles(picture, rows):
    h, w = picture.shape[:2]
    boxes = [(c, ((x - bw / 2) * w, (y - bh / 2) * h, (x + bw / 2) * w, (y + bh / 2) * h)) for c, x, y, bw, bh in rows]
    cx, cy = free_line(boxes, w, 0), free_line(boxes, h, 1)
    if cx is None or cy is None:
        return
    for i, (x0, x1) in enumerate(((0, cx), (cx, w))):
        for j, (y0, y1) in enumerate(((0, cy), (cy, h))):
            inside = [(c, ((a + b) / 2 - x0) / (x1 - x0), ((d + e) / 2 - y0) / (y1 - y0), (b - a) / (x1 - x0),
                       (e - d) / (y1 - y0)) for c, (a, d, b, e) in boxes if a >= x0 and b <= x1 and d >= y0 and e <= y1]
            yield f"-{i}{j}", picture[y0:y1, x0:x1], inside


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("clone", help="a clone of fudw/dice-detection-for-board-games")
    ap.add_argument("out")
    ap.add_argument("--closer", action="store_true", help="cut each photo into 2×2 tiles that cut no die")
    ap.add_argument("--long-side", type=int, help="scale each picture to this many px on its longer side")
    args = ap.parse_args()
    for sub in ("images", "labels"):
        os.makedirs(os.path.join(args.out, sub), exist_ok=True)
    count = dice = 0
    for base, image, label in photos(args.clone):
        rows = [(int(p[0]), *map(float, p[1:5])) for p in (line.split() for line in open(label)) if len(p) >= 5]
        if args.closer:
            parts = list(tiles(cv2.imread(image), rows))
        elif args.long_side:
            parts = [("", cv2.imread(image), rows)]
        else:
            shutil.copyfile(image, os.path.join(args.out, "images", base + ".jpg"))
            parts = [("", None, rows)]
        for suffix, picture, inside in parts:
            if picture is not None and args.long_side:
                scale = args.long_side / max(picture.shape[:2])
                size = (round(picture.shape[1] * scale), round(picture.shape[0] * scale))
                picture = cv2.resize(picture, size, interpolation=cv2.INTER_AREA)
            if picture is not None:
                write_labelled(args.out, base + suffix, picture, inside)
            else:
                write_labels(args.out, base + suffix, inside)
            count += 1
            dice += len(inside)
    print(f"{count} pictures, {dice} dice in {args.out}")


if __name__ == "__main__":
    main()
