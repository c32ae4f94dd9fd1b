"""Trains the face classifier: a small net that reads one die's face value (1–6) from a 32×32 colour crop
around it, or says the crop is no die at all (class 0). The reader (src/classifier.ts) runs the same
layers in TypeScript on the boxes the detector finds.

    python3 packages/vision/training/train_classifier.py SPLIT_DIR/tune SYNTHETIC_DIR --steps 8000 --threads 1 --detector src/detector-weights.ts

Reproducible on a CPU: seeded, a fixed number of threads and steps; the learning rate falls along a half
cosine over the run, so the final weights (src/classifier-weights.ts) are those of the run's recipe and
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

CROP = 32
# Colour crops: painted pips on marbled or translucent dice often differ from the face in hue more than in
# brightness.
CHANNELS = 3
# The crop spans this many times the die's longer box side, so that the die's edges are always inside.
MARGIN = 1.3
# (in, out, stride) of each 3×3 convolution, then one dense layer to the 7 classes. The first layer keeps
# the crop's full resolution: a small die's pips are two or three pixels wide.
LAYERS = [(CHANNELS, 24, 1), (24, 32, 2), (32, 48, 1), (48, 64, 2), (64, 96, 2)]
FLAT = 96 * 4 * 4
CLASSES = 7
HERE = os.path.dirname(os.path.abspath(__file__))


class Classifier(nn.Module):
    """The reader's net. With batch_norm, each convolution is followed by a batch normalisation while it
    trains; layers() folds those into the convolutions, so the reader runs plain convolutions."""

    def __init__(self, batch_norm=False):
        super().__init__()
        self.convs = nn.ModuleList(nn.Conv2d(i, o, 3, stride=s, padding=1) for i, o, s in LAYERS)
        self.norms = nn.ModuleList(nn.BatchNorm2d(o) if batch_norm else nn.Identity() for _, o, _ in LAYERS)
        self.dense = nn.Linear(FLAT, CLASSES)

    def forward(self, x):
        for conv, norm in zip(self.convs, self.norms):
            x = F.relu(norm(conv(x)))
        return self.dense(x.flatten(1))

    def layers(self):
        return [fold(conv, norm) for conv, norm in zip(self.convs, self.norms)] + [self.dense]


def fold(conv, norm):
    """The convolution that computes conv then norm (with its running statistics) in one."""
    if isinstance(norm, nn.Identity):
        return conv
    folded = nn.Conv2d(conv.in_channels, conv.out_channels, 3, stride=conv.stride, padding=1)
    scale = norm.weight.detach() / torch.sqrt(norm.running_var + norm.eps)
    folded.weight.data = conv.weight.detach() * scale[:, None, None, None]
    folded.bias.data = (conv.bias.detach() - norm.running_mean) * scale + norm.bias.detach()
    return folded


def crop(picture, cx, cy, side, angle):
    """The square of `side` pixels centred on (cx, cy), turned by `angle` degrees, as CROP×CROP pixels."""
    scale = CROP / side
    m = cv2.getRotationMatrix2D((cx, cy), angle, scale)
    m[0, 2] += CROP / 2 - cx
    m[1, 2] += CROP / 2 - cy
    return cv2.warpAffine(picture, m, (CROP, CROP), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def jittered(picture, cx, cy, side, count, rng):
    """`count` crops around a box of `side` at (cx, cy), each shifted, scaled and turned at random."""
    crops = []
    for _ in range(count):
        s = side * MARGIN * math.exp(rng.uniform(-0.15, 0.15))
        jx, jy = rng.uniform(-0.1, 0.1, size=2) * side
        crops.append(crop(picture, cx + jx, cy + jy, s, rng.uniform(0, 360)))
    return crops


def load_crops(folder, per_die, rng):
    """Jittered crops of every labelled die (class = face value), and of places between dice and of the
    things that are not dice in a things/ folder beside labels/ (class 0)."""
    names = sorted(n for n in os.listdir(os.path.join(folder, "images")) if n.lower().endswith(".jpg"))
    xs, ys = [], []
    for name in names:
        picture = read_rgb(os.path.join(folder, "images", name))
        label = os.path.join(folder, "labels", name[:-4] + ".txt")
        if picture is None or not os.path.exists(label):
            continue
        h, w = picture.shape[:2]
        dice = read_labels(label, w, h)
        for value, cx, cy, bw, bh in dice:
            xs += jittered(picture, cx, cy, max(bw, bh), per_die, rng)
            ys += [value] * per_die
        things = os.path.join(folder, "things", name[:-4] + ".txt")
        for _, cx, cy, bw, bh in read_labels(things, w, h) if os.path.exists(things) else []:
            xs += jittered(picture, cx, cy, max(bw, bh), per_die, rng)
            ys += [0] * per_die
        if not dice:
            continue
        mean_side = np.mean([max(d[3], d[4]) for d in dice])
        for _ in range(per_die):
            # A place at least one die's width from every die's centre, or half off one die: no die read.
            cx, cy = rng.uniform(0, w), rng.uniform(0, h)
            if rng.random() < 0.4:
                _, dx, dy, bw, bh = dice[rng.integers(len(dice))]
                a = rng.uniform(0, 2 * math.pi)
                cx, cy = dx + math.cos(a) * max(bw, bh) * 0.75, dy + math.sin(a) * max(bw, bh) * 0.75
            if any(math.hypot(cx - d[1], cy - d[2]) < 0.6 * max(d[3], d[4]) for d in dice):
                continue
            s = mean_side * MARGIN * math.exp(rng.uniform(-0.3, 0.3))
            xs.append(crop(picture, cx, cy, s, rng.uniform(0, 360)))
            ys.append(0)
    return np.stack(xs), np.array(ys, dtype=np.int64)


def read_rgb(path):
    picture = cv2.imread(path)
    return None if picture is None else cv2.cvtColor(picture, cv2.COLOR_BGR2RGB)


def read_labels(path, w, h):
    dice = []
    for line in open(path):
        p = line.split()
        if len(p) >= 5 and p[0].isdigit() and int(p[0]) < 6:
            dice.append((int(p[0]) + 1, float(p[1]) * w, float(p[2]) * h, float(p[3]) * w, float(p[4]) * h))
    return dice


def kept_peaks(heat, out, apart):
    """The cells whose heat is at least 0.1 and the hottest of their 3×3 neighbourhood; with `apart`, a hotter
    neighbour suppresses a cell only if their predicted centres lie less than `apart` of the cell's die apart
    (so that two small touching dice in neighbouring cells are both proposed): a trial, see README.md."""
    if not apart:
        return ((heat == F.max_pool2d(heat[None, None], 3, 1, 1)[0, 0]) & (heat >= 0.1)).numpy()
    h, w = heat.shape
    hot = (heat >= 0.1).numpy()
    heat, out = heat.numpy(), out.numpy()
    cx, cy = np.arange(w)[None, :] + out[1], np.arange(h)[:, None] + out[2]
    side = np.maximum(np.exp(out[3]), np.exp(out[4]))
    kept = np.zeros_like(hot)
    for y, x in zip(*np.nonzero(hot)):
        kept[y, x] = all(
            heat[ny, nx] <= heat[y, x] or math.hypot(cx[ny, nx] - cx[y, x], cy[ny, nx] - cy[y, x]) >= apart * side[y, x]
            for ny in range(max(0, y - 1), min(h, y + 2))
            for nx in range(max(0, x - 1), min(w, x + 2))
            if (ny, nx) != (y, x)
        )
    return kept


def proposal_crops(folder, detector_weights, per_box, rng, apart=0.0):
    """Crops where the trained detector proposes dice, as the reader cuts them: labelled with the face of
    the die whose box holds the proposal's centre, or "no die". The classifier learns the detector's own
    errors of place and size, not only boxes drawn by hand."""
    from train_detector import SIDE, STRIDE, Detector
    detector = Detector()
    load_weights(detector.layers(), detector_weights)
    detector.eval()
    names = sorted(n for n in os.listdir(os.path.join(folder, "images")) if n.lower().endswith(".jpg"))
    xs, ys = [], []
    for name in names:
        picture = read_rgb(os.path.join(folder, "images", name))
        label = os.path.join(folder, "labels", name[:-4] + ".txt")
        if picture is None or not os.path.exists(label):
            continue
        h, w = picture.shape[:2]
        dice = read_labels(label, w, h)
        fit = min(1, SIDE / max(w, h))
        iw, ih = max(STRIDE, round(w * fit / STRIDE) * STRIDE), max(STRIDE, round(h * fit / STRIDE) * STRIDE)
        small = cv2.resize(picture, (iw, ih), interpolation=cv2.INTER_AREA)
        with torch.no_grad():
            out = detector(torch.from_numpy(small.transpose(2, 0, 1).astype(np.float32) / 255 - 0.5)[None])[0]
        heat = torch.sigmoid(out[0])
        sx, sy = w / iw, h / ih
        for gy, gx in zip(*np.nonzero(kept_peaks(heat, out, apart))):
            cx = (gx + out[1, gy, gx].item()) * STRIDE * sx
            cy = (gy + out[2, gy, gx].item()) * STRIDE * sy
            side = max(math.exp(out[3, gy, gx].item()) * STRIDE * sx, math.exp(out[4, gy, gx].item()) * STRIDE * sy)
            value, best = 0, float("inf")
            for v, dx, dy, bw, bh in dice:
                d = math.hypot(cx - dx, cy - dy)
                if abs(cx - dx) <= bw / 2 and abs(cy - dy) <= bh / 2 and d < best:
                    value, best = v, d
            for _ in range(per_box):
                s = side * MARGIN * math.exp(rng.uniform(-0.05, 0.05))
                jx, jy = rng.uniform(-0.03, 0.03, size=2) * side
                xs.append(crop(picture, cx + jx, cy + jy, s, rng.uniform(0, 360)))
                ys.append(value)
    return np.stack(xs), np.array(ys, dtype=np.int64)


def standardise(x):
    """Crops (…, height, width, channel) to zero mean in each channel and a fixed spread over all three, so
    that the colour and brightness of the room's light matter less; as channel planes (…, channel, height,
    width) for the net."""
    x = x - x.mean(axis=(-3, -2), keepdims=True)
    spread = np.sqrt((x * x).mean(axis=(-3, -2, -1), keepdims=True))
    return np.moveaxis(x / (4 * spread + 8), -1, -3)


def batch_of(crops, labels, idx, rng, coarsen=0.0):
    n = len(idx)
    x = crops[idx].astype(np.float32)
    # Small dice: a die 12–23 px across is cut from a square of 16–30 photo pixels, so its crop is an
    # enlargement that shows no finer detail. Shrinking a crop to that size and back shows a large die so.
    for i in np.nonzero(rng.random(n) < coarsen)[0] if coarsen else []:
        k = int(rng.integers(16, 31))
        x[i] = cv2.resize(cv2.resize(x[i], (k, k), interpolation=cv2.INTER_AREA), (CROP, CROP), interpolation=cv2.INTER_LINEAR)
    flip = rng.random(n) < 0.5
    x[flip] = x[flip, :, ::-1]
    # Dice of every colour: the channels shuffled, some crops grey, the light's colour tinted.
    x = np.take_along_axis(x, np.argsort(rng.random((n, 1, 1, 3)), axis=-1), axis=-1)
    grey = rng.random(n) < 0.2
    x[grey] = x[grey].mean(-1, keepdims=True)
    x *= rng.uniform(0.85, 1.15, size=(n, 1, 1, 3))
    # Contrast, brightness, inverted dice (light pips on dark faces), blur and noise.
    x = (x - 128) * rng.uniform(0.6, 1.4, size=(n, 1, 1, 1)) + 128 + rng.uniform(-40, 40, size=(n, 1, 1, 1))
    invert = rng.random(n) < 0.2
    x[invert] = 255 - x[invert]
    for i in np.nonzero(rng.random(n) < 0.2)[0]:
        x[i] = cv2.GaussianBlur(x[i], (3, 3), rng.uniform(0.4, 1.0))
    x += rng.normal(0, 4, x.shape) * (rng.random((n, 1, 1, 1)) < 0.3)
    x = standardise(np.clip(x, 0, 255))
    return torch.from_numpy(x.astype(np.float32)), torch.from_numpy(labels[idx])


def cut_once(cache, cut):
    """The crops and labels that `cut()` makes (a list of both per folder), kept in the .npz file `cache`
    between runs; a cache of grey crops from before is cut again."""
    if cache and os.path.exists(cache):
        saved = np.load(cache)
        crops = saved["crops"]
        if crops.shape[1:] == (CROP, CROP, CHANNELS):
            return crops, saved["labels"]
    parts = cut()
    crops, labels = np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])
    if cache:
        np.savez(cache, crops=crops, labels=labels)
    return crops, labels


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folders", nargs="+", help="labelled folders: the tune split, synthetic scenes")
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--every", type=int, default=100, help="write the weights every this many steps")
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--per-die", type=int, default=4, help="jittered crops cut from each labelled die")
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--coarsen", type=float, default=0.0, help="the share of crops shown as a small die would be")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "src", "classifier-weights.ts"))
    ap.add_argument("--cache", help="an .npz file keeping the cut crops between runs")
    ap.add_argument("--detector", help="detector weights (a file train_detector.py wrote): add crops where it proposes dice")
    ap.add_argument("--apart", type=float, default=0.0, help="keep neighbouring peaks this many dice apart")
    ap.add_argument("--proposal-cache", help="an .npz file keeping the proposals' crops between runs")
    ap.add_argument("--init", help="weights to start from (a file this script wrote): the exported net has its batch "
                    "normalisation folded in, so it goes on training without it")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    t0 = time.time()
    crops, labels = cut_once(
        args.cache, lambda: [load_crops(f, args.per_die, np.random.default_rng(args.seed)) for f in args.folders]
    )
    if args.detector:
        more, more_labels = cut_once(
            args.proposal_cache,
            lambda: [proposal_crops(f, args.detector, 2, np.random.default_rng(args.seed), args.apart) for f in args.folders],
        )
        crops, labels = np.concatenate([crops, more]), np.concatenate([labels, more_labels])
    print(f"{len(crops)} crops ({np.bincount(labels).tolist()}) in {time.time() - t0:.0f} s", flush=True)
    rng = np.random.default_rng(args.seed + 1)  # its own stream: a cached run trains as a fresh one
    order = rng.permutation(len(crops))
    check, train = order[:2000], order[2000:]
    model = Classifier(batch_norm=not args.init)
    if args.init:
        load_weights(model.layers(), args.init)
    take_step = cosine_adamw(model, args.lr, args.steps)
    batch = args.batch
    check_x = torch.from_numpy(standardise(crops[check].astype(np.float32)))
    start = time.time()
    for step in range(1, args.steps + 1):
        model.train()
        x, y = batch_of(crops, labels, train[rng.integers(len(train), size=batch)], rng, args.coarsen)
        loss = F.cross_entropy(model(x), y, label_smoothing=0.05)
        take_step(step, loss)
        if step % args.every == 0 and step < args.steps:
            model.eval()
            with torch.no_grad():
                right = (model(check_x).argmax(1).numpy() == labels[check]).mean()
            print(f"step {step}: {right:.4f} right on {len(check)} unseen crops", flush=True)
            export_weights(model.layers(), args.out.replace(".ts", f"-{step}.ts"), "CLASSIFIER", "train_classifier.py")
    model.eval()
    with torch.no_grad():
        right = (model(check_x).argmax(1).numpy() == labels[check]).mean()
    print(f"{args.steps} steps in {time.time() - start:.0f} s; {right:.4f} right on {len(check)} unseen crops")
    export_weights(model.layers(), args.out, "CLASSIFIER", "train_classifier.py")


if __name__ == "__main__":
    main()
