"""Trains the dice detector: a small fully convolutional net that marks each die's centre (one heat map,
whatever the face, CenterNet style) at one eighth of the input's resolution, with the die's sub-cell
offset and size. The face value is read afterwards by the classifier (train_classifier.py). The reader
(src/detector.ts) runs the same layers in TypeScript.

    python3 packages/vision/training/train_detector.py SPLIT_DIR/tune SYNTHETIC_DIR --steps 10000 --threads 1 --cache /tmp/vision-detector.npz

Reproducible on a CPU: seeded, a fixed number of threads and steps; the learning rate falls along a half
cosine over the run, so the final weights (src/detector-weights.ts) are those of the run's recipe and
the files written every --every steps only show its progress.
"""

import argparse
import math
import os
import time

import cv2
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from optimiser import cosine_adamw
from weights_file import export_weights, load_weights

SIDE = 320  # picture side: the reader halves 640×480 camera frames to 320×240
CROP = 160  # training crops of the augmented pictures: the net is fully convolutional, crops cost less
STRIDE = 8
GRID = CROP // STRIDE
# (in, out, stride, dilation) of each 3×3 convolution, then a 1×1 head: the heat, 2 offsets, 2 log sizes.
LAYERS = [(3, 8, 2, 1), (8, 16, 2, 1), (16, 24, 2, 1), (24, 24, 1, 1), (24, 24, 1, 2), (24, 24, 1, 4)]
HEAD = 5
HERE = os.path.dirname(os.path.abspath(__file__))


class Detector(nn.Module):
    def __init__(self):
        super().__init__()
        self.convs = nn.ModuleList(
            nn.Conv2d(i, o, 3, stride=s, padding=d, dilation=d) for i, o, s, d in LAYERS
        )
        self.head = nn.Conv2d(LAYERS[-1][1], HEAD, 1)
        nn.init.constant_(self.head.bias[:1], -4.0)  # rare positives: start the heat map near zero

    def forward(self, x):
        for conv in self.convs:
            x = F.relu(conv(x))
        return self.head(x)

    def layers(self):
        return list(self.convs) + [self.head]


def load_split(folders, cache):
    if cache and os.path.exists(cache):
        saved = np.load(cache, allow_pickle=True)
        return saved["images"], list(saved["boxes"])
    images, boxes = [], []
    for folder in folders:
        load_folder(folder, images, boxes)
    if cache:
        np.savez(cache, images=np.stack(images), boxes=np.array(boxes, dtype=object))
    return np.stack(images), boxes


def load_folder(folder, images, boxes):
    names = sorted(n for n in os.listdir(os.path.join(folder, "images")) if n.lower().endswith(".jpg"))
    for name in names:
        img = cv2.imread(os.path.join(folder, "images", name))
        if img is None:
            continue
        img = cv2.cvtColor(cv2.resize(img, (SIDE, SIDE), interpolation=cv2.INTER_AREA), cv2.COLOR_BGR2RGB)
        rows = []
        label = os.path.join(folder, "labels", name[:-4] + ".txt")
        if os.path.exists(label):
            for line in open(label):
                p = line.split()
                if len(p) >= 5 and p[0].isdigit() and int(p[0]) < 6:
                    rows.append([int(p[0])] + [float(v) for v in p[1:5]])
        images.append(img)
        boxes.append(np.array(rows, dtype=np.float32).reshape(-1, 5))


def augment(img, rows, rng):
    """Zoom, quarter turns, flips, colour shuffles: dice of every colour and size, seen from any side."""
    rows = rows.copy()
    scale = math.exp(rng.uniform(math.log(0.55), math.log(1.6)))
    if scale >= 1:
        crop = SIDE / scale
        x0, y0 = rng.uniform(0, SIDE - crop), rng.uniform(0, SIDE - crop)
        m = np.float32([[scale, 0, -x0 * scale], [0, scale, -y0 * scale]])
    else:
        x0, y0 = rng.uniform(0, SIDE * (1 - scale)), rng.uniform(0, SIDE * (1 - scale))
        m = np.float32([[scale, 0, x0], [0, scale, y0]])
    fill = tuple(int(v) for v in img.reshape(-1, 3).mean(0))
    img = cv2.warpAffine(img, m, (SIDE, SIDE), flags=cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR,
                         borderMode=cv2.BORDER_CONSTANT, borderValue=fill)
    if len(rows):
        rows[:, 1] = (rows[:, 1] * SIDE * m[0, 0] + m[0, 2]) / SIDE
        rows[:, 2] = (rows[:, 2] * SIDE * m[1, 1] + m[1, 2]) / SIDE
        rows[:, 3:5] *= scale
        inside = (rows[:, 1] > 0.01) & (rows[:, 1] < 0.99) & (rows[:, 2] > 0.01) & (rows[:, 2] < 0.99)
        rows = rows[inside]
    cx0, cy0 = rng.integers(0, SIDE - CROP + 1, size=2)
    img = img[cy0 : cy0 + CROP, cx0 : cx0 + CROP]
    if len(rows):
        rows[:, 1] = (rows[:, 1] * SIDE - cx0) / CROP
        rows[:, 2] = (rows[:, 2] * SIDE - cy0) / CROP
        rows[:, 3:5] *= SIDE / CROP
        rows = rows[(rows[:, 1] > 0) & (rows[:, 1] < 1) & (rows[:, 2] > 0) & (rows[:, 2] < 1)]
    k = rng.integers(4)
    for _ in range(k):  # quarter turn clockwise: (x, y) → (1 − y, x)
        img = np.rot90(img, -1)
        rows[:, [1, 2, 3, 4]] = np.stack([1 - rows[:, 2], rows[:, 1], rows[:, 4], rows[:, 3]], 1)
    if rng.random() < 0.5:
        img = img[:, ::-1]
        rows[:, 1] = 1 - rows[:, 1]
    img = img.astype(np.float32)
    img = img[:, :, rng.permutation(3)]
    if rng.random() < 0.25:
        img[:] = img.mean(2, keepdims=True)
    img = (img - 128) * rng.uniform(0.7, 1.3) + 128 + rng.uniform(-30, 30)
    if rng.random() < 0.3:
        img += rng.normal(0, 6, img.shape)
    return np.clip(img, 0, 255), rows


def targets(rows):
    heat = np.zeros((1, GRID, GRID), np.float32)
    reg = np.zeros((4, GRID, GRID), np.float32)
    mask = np.zeros((GRID, GRID), np.float32)
    ys, xs = np.mgrid[0:GRID, 0:GRID]
    for cls, cx, cy, w, h in rows:
        gx, gy = cx * GRID, cy * GRID
        ix, iy = min(int(gx), GRID - 1), min(int(gy), GRID - 1)
        sigma = max(0.5, min(w, h) * GRID / 6)
        g = np.exp(-((xs - ix) ** 2 + (ys - iy) ** 2) / (2 * sigma * sigma))
        heat[0] = np.maximum(heat[0], g)
        reg[:, iy, ix] = [gx - ix, gy - iy, math.log(w * CROP / STRIDE), math.log(h * CROP / STRIDE)]
        mask[iy, ix] = 1
    return heat, reg, mask


def loss_fn(out, heat, reg, mask):
    p = torch.sigmoid(out[:, :1]).clamp(1e-4, 1 - 1e-4)
    pos = heat.eq(1).float()
    focal = -(pos * (1 - p) ** 2 * torch.log(p) + (1 - pos) * (1 - heat) ** 4 * p**2 * torch.log(1 - p))
    n = pos.sum().clamp(min=1)
    m = mask.unsqueeze(1)
    regression = (torch.abs(out[:, 1:] - reg) * m).sum() / n
    return focal.sum() / n + regression


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folders", nargs="+", help="labelled folders: the tune split, synthetic scenes")
    ap.add_argument("--steps", type=int, default=500)
    ap.add_argument("--every", type=int, default=200, help="write the weights every this many steps")
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "src", "detector-weights.ts"))
    ap.add_argument("--cache", help="an .npz file keeping the decoded pictures between runs")
    ap.add_argument("--init", help="weights to start from (a file this script wrote), to go on training them")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    t0 = time.time()
    images, boxes = load_split(args.folders, args.cache)
    print(f"{len(images)} pictures loaded in {time.time() - t0:.0f} s", flush=True)
    model = Detector()
    if args.init:
        load_weights(model.layers(), args.init)
    take_step = cosine_adamw(model, args.lr, args.steps)
    batch = 32
    for step in range(1, args.steps + 1):
        idx = rng.integers(len(images), size=batch)
        xs, hs, rs, ms = [], [], [], []
        for i in idx:
            img, rows = augment(images[i], boxes[i], rng)
            h, r, m = targets(rows)
            xs.append(img.transpose(2, 0, 1))
            hs.append(h)
            rs.append(r)
            ms.append(m)
        x = torch.from_numpy(np.stack(xs)).float() / 255 - 0.5
        out = model(x)
        loss = loss_fn(out, torch.from_numpy(np.stack(hs)), torch.from_numpy(np.stack(rs)),
                       torch.from_numpy(np.stack(ms)))
        take_step(step, loss)
        if step % args.every == 0 or step == args.steps:
            export_weights(model.layers(), args.out.replace(".ts", f"-{step}.ts") if step < args.steps else args.out,
                           "DETECTOR", "train_detector.py")


if __name__ == "__main__":
    main()
