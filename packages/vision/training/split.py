"""Splits the Roboflow dice export into tuning and held-out photos, by photo rather than by file.

Roboflow puts rotated copies of one photo into train, valid and test alike, so its own split leaks.
Files are grouped by their source name (the part before `_jpg.rf.`); names shared by many unrelated
photos (such as `i_jpg`) are grouped instead by a perceptual hash that ignores quarter turns and flips.
A seeded fifth of the groups is held out. The result is two labelled folders (images/ and labels/ of
symbolic links, YOLO labels: class 0–5 = face 1–6; the held-out folder keeps one file per photo)
that `dicetable bench vision --accuracy DIR` reads.

    python3 packages/vision/training/split.py DATASET_DIR OUT_DIR

With --trial, it splits the tune folder itself the same way, a seeded sixth of its photos into tune-val/
(one file each) and the rest into tune-train/: a recipe is tried by training on tune-train and measuring
on tune-val, so that the held-out photos only ever measure.

    python3 packages/vision/training/split.py --trial OUT_DIR/tune TRIAL_DIR
"""

import hashlib
import os
import re
import sys
from collections import defaultdict

import cv2
import numpy as np

HELD_OUT_PERCENT = 20
SEED = "dicetable-vision-1"
TRIAL_SEED = "trial-6"
GENERIC_NAME_FILES = 12  # a source name shared by more files than this names no single photo


def dhash_variants(path):
    grey = cv2.imread(path, cv2.IMREAD_GRAYSCALE)
    small = cv2.resize(grey, (16, 16), interpolation=cv2.INTER_AREA).astype(np.int16)
    variants = []
    for k in range(4):
        for flip in (False, True):
            img = np.rot90(small, k)
            if flip:
                img = img[:, ::-1]
            bits = (img[:, 1:] > img[:, :-1]).flatten()
            variants.append(bits)
    return variants


def photo_groups(files):
    by_name = defaultdict(list)
    for f in files:
        by_name[re.sub(r"\.rf\.[0-9a-f]+\.jpg$", "", os.path.basename(f))].append(f)
    groups = []
    for name, members in by_name.items():
        if len(members) <= GENERIC_NAME_FILES:
            groups.append(members)
            continue
        # One name, many photos: link files whose hashes agree under some turn or flip.
        hashes = [dhash_variants(f) for f in members]
        parent = list(range(len(members)))

        def root(i):
            while parent[i] != i:
                parent[i] = parent[parent[i]]
                i = parent[i]
            return i

        for i in range(len(members)):
            for j in range(i + 1, len(members)):
                if min(int(np.count_nonzero(hashes[i][0] != v)) for v in hashes[j]) <= 24:
                    parent[root(i)] = root(j)
        linked = defaultdict(list)
        for i, f in enumerate(members):
            linked[root(i)].append(f)
        groups.extend(linked.values())
    return groups


def held_out(group):
    key = min(os.path.basename(f) for f in group)
    digest = hashlib.sha256((SEED + key).encode()).digest()
    return digest[0] * 100 // 256 < HELD_OUT_PERCENT


def trial_val(group):
    key = min(os.path.basename(f) for f in group)
    return hashlib.sha256((TRIAL_SEED + key).encode()).digest()[0] * 6 // 256 == 0


def main(dataset, out):
    files = sorted(
        os.path.join(dataset, part, "images", name)
        for part in ("train", "valid", "test")
        for name in os.listdir(os.path.join(dataset, part, "images"))
    )
    write_split(photo_groups(files), out, ("tune", "held-out"), held_out)


def trial(tune, out):
    folder = os.path.join(tune, "images")
    files = sorted(os.path.realpath(os.path.join(folder, name)) for name in os.listdir(folder))
    write_split(photo_groups(files), out, ("tune-train", "tune-val"), trial_val)


def write_split(groups, out, names, measured):
    """Links each photo's files into names[0], or where measured(group) one of its files into names[1]."""
    counts = {}
    for split in names:
        for sub in ("images", "labels"):
            os.makedirs(os.path.join(out, split, sub), exist_ok=True)
    for group in groups:
        split = names[1] if measured(group) else names[0]
        # One file per photo in the measured folder, so each photo counts once in the figures.
        for f in group[:1] if split == names[1] else group:
            base = os.path.basename(f)
            label = os.path.join(os.path.dirname(os.path.dirname(f)), "labels", base[:-4] + ".txt")
            for src, dst in ((f, os.path.join(out, split, "images", base)),
                             (label, os.path.join(out, split, "labels", base[:-4] + ".txt"))):
                if os.path.exists(src) and not os.path.lexists(dst):
                    os.symlink(os.path.abspath(src), dst)
            counts[split] = counts.get(split, 0) + 1
    print(f"{sum(len(g) for g in groups)} files, {len(groups)} photos; files per split: {counts}")


if __name__ == "__main__":
    if sys.argv[1] == "--trial":
        trial(sys.argv[2], sys.argv[3])
    else:
        main(sys.argv[1], sys.argv[2])
