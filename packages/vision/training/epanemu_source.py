"""Makes a labelled folder of the photos of Epanemu's dice set that Rune55 does not already hold, to measure the
reader on a source it never learns from (GitHub Epanemu/GameDiceRecognition, folder Dice-3/: a Roboflow export of
2022 whose README says "Provided by undefined, License: CC BY 4.0"; it holds web photos whose authors it does not
name, so the photos are measured only, never trained on or committed; see ../DATA.md).

    python3 packages/vision/training/epanemu_source.py /tmp/epanemu/Dice-3 /tmp/dice-recognition/datasets/dices \
        /tmp/vision-epanemu

The export holds three augmented copies of each photo (cut by up to 17%, brightened, blurred, salted), named by
the source before `_jpg.rf.`; the first copy of each source is kept. About 190 of its 452 sources are Rune55
photos (most made grey there): a source is left out when the middle of any of its copies, as a normalised grey
16×16 thumbnail in any quarter turn or flip, lies within 0.38 (mean absolute difference) of a Rune55 file's.
Looked at by eye, pairs up to 0.32 are the same photo and pairs from 0.40 on are not; none lies between.
split.py's difference hash of the whole picture does not serve here: the export's cuts shift the picture,
which moves every one of its bits, while the middle's thumbnail barely changes.
"""

import argparse
import glob
import os
import shutil

import cv2
import numpy as np

SAME_PHOTO = 0.38


def thumb(path, side=16):
    grey = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    h, w = grey.shape
    middle = grey[int(h * 0.1) : int(h * 0.9), int(w * 0.1) : int(w * 0.9)]
    t = cv2.resize(middle, (side, side), interpolation=cv2.INTER_AREA).astype(np.float32)
    return (t - t.mean()) / (t.std() + 1e-3)


def turns_and_flips(t):
    return [v for k in range(4) for r in [np.rot90(t, k)] for v in (r, r[:, ::-1])]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dice3", help="the Dice-3 folder of a clone of Epanemu/GameDiceRecognition")
    ap.add_argument("rune55", help="Rune55's datasets/dices folder (the photos the nets learn from)")
    ap.add_argument("out")
    args = ap.parse_args()
    rune = sorted(glob.glob(os.path.join(args.rune55, "*", "images", "*.jpg")))
    known = np.stack([thumb(p).reshape(-1) for p in rune])
    sources = {}
    for path in sorted(glob.glob(os.path.join(args.dice3, "*", "images", "*.jpg"))):
        sources.setdefault(os.path.basename(path).split("_jpg.rf.")[0], []).append(path)
    os.makedirs(os.path.join(args.out, "images"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "labels"), exist_ok=True)
    kept = dice = 0
    for source, paths in sorted(sources.items()):
        nearest = min(
            np.abs(np.stack([v.reshape(-1) for v in turns_and_flips(thumb(p))])[:, None] - known[None]).mean(-1).min()
            for p in paths
        )
        if nearest <= SAME_PHOTO:
            continue
        first = paths[0]
        label = first.replace(os.sep + "images" + os.sep, os.sep + "labels" + os.sep)[:-4] + ".txt"
        if not os.path.exists(label):
            continue
        shutil.copy(first, os.path.join(args.out, "images", source + ".jpg"))
        shutil.copy(label, os.path.join(args.out, "labels", source + ".txt"))
        kept += 1
        dice += sum(1 for line in open(label) if line.strip())
    print(f"{len(sources)} sources, {kept} not in Rune55, {dice} dice in {args.out}")


if __name__ == "__main__":
    main()
