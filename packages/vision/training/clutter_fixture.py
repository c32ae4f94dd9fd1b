"""Writes samples/clutter/thing-beside-five-dice.jpg: the sample photo of five dice with a real thing from
another held-out photo pasted beside them, which the reader takes for a less likely die. The camera's
browser test shows it to Chromium's fake camera (see samples/clutter/README.md for the sources).

    python3 packages/vision/training/clutter_fixture.py /tmp/dice-recognition/datasets/dices
"""

import os
import sys

import cv2
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
SAMPLES = os.path.join(HERE, "..", "samples")
DICE = os.path.join(SAMPLES, "images", "00129_jpg.rf.3c630fccd55160da5f5ced5f4c174bb5.jpg")
THING = os.path.join("train", "images", "7NYJLP83hwOjnlNk0UUK_jpg.rf.33407978c7e53e97066603dd906a95f3.jpg")
# Where the reader finds the thing in its own photo, and how much of the table around it comes along.
THING_BOX = (179, 22, 40, 30)
MARGIN = 0.75
SCALE = 2.25
# The pasted patch fades in over this many pixels, so its edge is not a hard line.
FEATHER = 8
CENTRE = (110, 536)
OUT = os.path.join(SAMPLES, "clutter", "thing-beside-five-dice.jpg")


def main(dataset):
    base = cv2.imread(DICE).astype(np.float32)
    photo = cv2.imread(os.path.join(dataset, THING))
    x, y, w, h = THING_BOX
    mx, my = int(w * MARGIN), int(h * MARGIN)
    crop = photo[max(0, y - my):y + h + my, x - mx:x + w + mx]
    patch = cv2.resize(crop, None, fx=SCALE, fy=SCALE, interpolation=cv2.INTER_CUBIC).astype(np.float32)
    ph, pw = patch.shape[:2]
    yy, xx = np.mgrid[0:ph, 0:pw]
    edge = np.minimum(np.minimum(xx, pw - 1 - xx), np.minimum(yy, ph - 1 - yy)).astype(np.float32)
    alpha = np.clip(edge / FEATHER, 0, 1)[..., None]
    x0 = min(max(0, CENTRE[0] - pw // 2), base.shape[1] - pw)
    y0 = min(max(0, CENTRE[1] - ph // 2), base.shape[0] - ph)
    region = base[y0:y0 + ph, x0:x0 + pw]
    base[y0:y0 + ph, x0:x0 + pw] = region * (1 - alpha) + patch * alpha
    cv2.imwrite(OUT, base.clip(0, 255).astype(np.uint8), [cv2.IMWRITE_JPEG_QUALITY, 92])
    print(OUT)


if __name__ == "__main__":
    main(sys.argv[1])
