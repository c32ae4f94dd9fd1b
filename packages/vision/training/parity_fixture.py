"""Writes src/net-parity.json: the PyTorch detector's and classifier's outputs on fixed patterned inputs,
with the weights read back from src/*-weights.ts, so a unit test proves the TypeScript layers compute
the same numbers.

    python3 packages/vision/training/parity_fixture.py
"""

import json
import os

import numpy as np
import torch

from train_classifier import CHANNELS, CROP, Classifier
from train_detector import HERE, Detector
from weights_file import load_weights

SRC = os.path.join(HERE, "..", "src")


def pattern(channels, height, width):
    c, y, x = np.mgrid[0:channels, 0:height, 0:width]
    return (((c * 7 + y * 3 + x * 5) % 17) / 17 - 0.5).astype(np.float32)


def main():
    fixture = {}
    for name, net, shape in (("detector", Detector(), (3, 24, 40)), ("classifier", Classifier(), (CHANNELS, CROP, CROP))):
        load_weights(net.layers(), os.path.join(SRC, f"{name}-weights.ts"))
        with torch.no_grad():
            out = net(torch.from_numpy(pattern(*shape)).unsqueeze(0))[0].numpy()
        fixture[name] = {"input": list(shape), "output": list(out.shape),
                         "values": [round(float(v), 5) for v in out.ravel()]}
        print(name, out.shape)
    with open(os.path.join(SRC, "net-parity.json"), "w") as f:
        json.dump(fixture, f)
        f.write("\n")


if __name__ == "__main__":
    main()
