"""Makes labelled folders of a source that gives one crop per die, sorted into folders by face: Chase
Patterson's crops of translucent casino dice on green felt (GitHub chaseelliottpatterson/dice-reader, folder
data/dice-class-cropped-organized/{train,val,test}/<face>/, MIT licence; see ../DATA.md).

    python3 packages/vision/training/crop_source.py /tmp/dice-reader/data/dice-class-cropped-organized \
        /tmp/vision-casino

Each crop holds one die that fills it. The classifier cuts 1.3 times a die's box around it, so each crop is
set on a canvas 2.2 times its size, its edge pixels drawn out to the canvas's (felt-coloured streaks, never a
mirrored die), the die's box the crop itself. The source's own split puts dice of one photo (a red and a blue
die) on both sides, so the crops are split again by photo (the name before `_detection`): a seeded third of
the photos becomes `<out>/test` (one canvas a crop, centred), which the nets never learn from, to measure on;
the rest `<out>/train` (three canvases a crop, the crop at seeded places on them).
"""

import argparse
import os

import cv2
import numpy as np

from labelled_folder import write_labelled

FACES = range(1, 7)


def photo_of(name):
    return name.split("_detection")[0]


def canvas(crop, side, x, y):
    """The crop at (x, y) of a side×side picture whose other pixels repeat the crop's nearest edge."""
    h, w = crop.shape[:2]
    return cv2.copyMakeBorder(crop, y, side - h - y, x, side - w - x, cv2.BORDER_REPLICATE), (x + w / 2, y + h / 2, w, h)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", help="the folder holding train/, val/ and test/, each with a folder per face")
    ap.add_argument("out")
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--copies", type=int, default=3, help="canvases per crop in train/")
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    crops = [
        (part, face, name)
        for part in ("train", "val", "test")
        for face in FACES
        for name in sorted(os.listdir(os.path.join(args.root, part, str(face))))
    ]
    photos = sorted({photo_of(name) for _, _, name in crops})
    held = set(np.array(photos)[rng.permutation(len(photos))[: len(photos) // 3]].tolist())
    for into in ("train", "test"):
        os.makedirs(os.path.join(args.out, into, "images"), exist_ok=True)
        os.makedirs(os.path.join(args.out, into, "labels"), exist_ok=True)
    counts = {"train": 0, "test": 0}
    for part, face, name in crops:
        crop = cv2.imread(os.path.join(args.root, part, str(face), name))
        if crop is None:
            continue
        into = "test" if photo_of(name) in held else "train"
        h, w = crop.shape[:2]
        side = round(2.2 * max(w, h))
        for k in range(1 if into == "test" else args.copies):
            if into == "test":
                x, y = (side - w) // 2, (side - h) // 2
            else:
                x, y = int(rng.integers(0, side - w + 1)), int(rng.integers(0, side - h + 1))
            picture, (cx, cy, bw, bh) = canvas(crop, side, x, y)
            row = (face - 1, cx / side, cy / side, bw / side, bh / side)
            write_labelled(os.path.join(args.out, into), f"{part}-{face}-{os.path.splitext(name)[0]}-{k}", picture, [row])
        counts[into] += 1
    print(f"{len(photos)} photos, {len(held)} held out; crops: {counts}")


if __name__ == "__main__":
    main()
