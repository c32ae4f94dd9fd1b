"""Shows where the reader goes wrong on a labelled folder, to be looked at by eye: contact sheets of the dice
it reads with a wrong value, the dice it invents and the labelled dice it misses, each crop with its label,
the reading and the reading's confidence. It also counts the dice by the shape and size of their labelled
box, since many labels of the training source mark the top face of a die seen from the side, a sliver.

    node packages/cli/bin/dicetable.mjs read-dice /tmp/vision-split/held-out/images/* --json > /tmp/read.jsonl
    python3 packages/vision/training/error_sheets.py /tmp/read.jsonl /tmp/vision-split/held-out/labels /tmp/sheets

Readings are paired with labels as `scoreDice` in ../src/scoring.ts pairs them (a reading counts for a
labelled die whose box holds its centre, nearest centres first), so the counts are those of
`dicetable bench vision --accuracy`.
"""

import argparse
import json
import math
import os

import cv2
import numpy as np

from train_classifier import read_labels

CELL, GAP, COLUMNS, ROWS = 128, 22, 8, 5
# A face seen about from above has a box of sides within 1:1.5; the size is the longer side in a photo
# scaled to 640 px, as the size bands of `bench vision --by-size`.
SQUARE_ENOUGH, LEGIBLE_PX = 1.5, 30


def labelled_dice(path, width, height):
    """The labelled dice as (value, [x, y, w, h]), read as the classifier's training reads them."""
    return [(value, [cx - w / 2, cy - h / 2, w, h]) for value, cx, cy, w, h in read_labels(path, width, height)]


def centre(box):
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def pair(truth, found):
    """The reading paired with each labelled die (or None), and the readings paired with none."""
    pairs = []
    for t, (_, box) in enumerate(truth):
        tx, ty = centre(box)
        for f, reading in enumerate(found):
            fx, fy = centre(reading["box"])
            if box[0] <= fx <= box[0] + box[2] and box[1] <= fy <= box[1] + box[3]:
                pairs.append((math.hypot(fx - tx, fy - ty), t, f))
    pairs.sort()
    paired, used = [None] * len(truth), set()
    for _, t, f in pairs:
        if paired[t] is None and f not in used:
            paired[t] = f
            used.add(f)
    return paired, [f for f in range(len(found)) if f not in used]


def longer_side_640(box, width, height):
    """A box's longer side in the photo scaled to 640 px on its longer side."""
    return max(box[2], box[3]) * 640 / max(width, height)


def seen_from_above(box, width, height):
    longer = longer_side_640(box, width, height)
    return longer >= LEGIBLE_PX and max(box[2], box[3]) <= SQUARE_ENOUGH * min(box[2], box[3])


def crop(image, box):
    x, y, w, h = box
    half = max(w, h) * 0.9
    cx, cy = x + w / 2, y + h / 2
    x0, y0 = int(max(0, cx - half)), int(max(0, cy - half))
    x1, y1 = int(min(image.shape[1], cx + half)), int(min(image.shape[0], cy + half))
    piece = image[y0:y1, x0:x1].copy()
    cv2.rectangle(piece, (int(x - x0), int(y - y0)), (int(x - x0 + w), int(y - y0 + h)), (0, 200, 255), 1)
    shrink = piece.shape[0] > CELL
    return cv2.resize(piece, (CELL, CELL), interpolation=cv2.INTER_AREA if shrink else cv2.INTER_CUBIC)


def write_sheets(cases, kind, out):
    per_sheet = COLUMNS * ROWS
    for first in range(0, len(cases), per_sheet):
        sheet = np.full((ROWS * (CELL + GAP), COLUMNS * (CELL + GAP), 3), 255, np.uint8)
        for i, (file, box, caption) in enumerate(cases[first : first + per_sheet]):
            row, column = divmod(i, COLUMNS)
            top, left = row * (CELL + GAP), column * (CELL + GAP)
            sheet[top : top + CELL, left : left + CELL] = crop(cv2.imread(file), box)
            cv2.putText(sheet, f"{first + i} {caption}", (left, top + CELL + 15), cv2.FONT_HERSHEY_SIMPLEX, 0.38, (0, 0, 0), 1)
        cv2.imwrite(os.path.join(out, f"{kind}-{first // per_sheet}.png"), sheet)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("readings", help="the output of `dicetable read-dice IMAGE... --json`")
    ap.add_argument("labels", help="the folder of YOLO labels, one file per image, named as the image")
    ap.add_argument("out", help="a folder for the sheets and cases.json")
    args = ap.parse_args()

    cases = {"wrong": [], "extra": [], "missed": []}
    shapes = {kind: {"dice": 0, "wrongValue": 0, "missed": 0} for kind in ("fromAbove", "other")}
    with open(args.readings) as f:
        readings = [json.loads(line) for line in f if line.strip()]
    for reading in readings:
        if "error" in reading:
            continue
        file, width, height, found = reading["file"], reading["width"], reading["height"], reading["dice"]
        stem = os.path.splitext(os.path.basename(file))[0]
        truth = labelled_dice(os.path.join(args.labels, stem + ".txt"), width, height)
        paired, unpaired = pair(truth, found)
        for (value, box), f in zip(truth, paired):
            counts = shapes["fromAbove" if seen_from_above(box, width, height) else "other"]
            counts["dice"] += 1
            if f is None:
                counts["missed"] += 1
                cases["missed"].append((file, box, f"L{value} missed"))
            elif found[f]["value"] != value:
                counts["wrongValue"] += 1
                cases["wrong"].append((file, box, f"L{value} R{found[f]['value']} {found[f]['confidence']:.2f}"))
        for f in unpaired:
            cases["extra"].append((file, found[f]["box"], f"x R{found[f]['value']} {found[f]['confidence']:.2f}"))

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "cases.json"), "w") as f:
        json.dump(cases, f)
    for kind, items in cases.items():
        write_sheets(items, kind, args.out)
    for counts in shapes.values():
        right = counts["dice"] - counts["wrongValue"] - counts["missed"]
        counts["perDie"] = round(right / counts["dice"], 4) if counts["dice"] else None
    summary = {kind: len(items) for kind, items in cases.items()}
    print(json.dumps({"cases": summary, "byShape": shapes}))


if __name__ == "__main__":
    main()
