"""Writes one labelled picture the way every folder of these scripts holds it: images/<name>.jpg and
labels/<name>.txt with YOLO rows (class 0–5 = face 1–6, centre x, centre y, width, height as fractions)."""

import os

import cv2


def write_labels(out, name, rows):
    with open(os.path.join(out, "labels", name + ".txt"), "w") as f:
        f.writelines(f"{c} {x:.6f} {y:.6f} {w:.6f} {h:.6f}\n" for c, x, y, w, h in rows)


def write_labelled(out, name, picture, rows, quality=95):
    cv2.imwrite(os.path.join(out, "images", name + ".jpg"), picture, [cv2.IMWRITE_JPEG_QUALITY, quality])
    write_labels(out, name, rows)
