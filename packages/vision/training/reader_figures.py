"""The reader's figures on a labelled folder from its own readings, told the count and not: per die, throws
of five read whole, photos read whole, wrong values, missed and invented dice (extra dice per labelled die).

    node packages/cli/bin/dicetable.mjs read-dice DIR/images/* --json > /tmp/read.jsonl
    python3 packages/vision/training/reader_figures.py /tmp/read.jsonl DIR/labels [--json] [--least-px PX]

Not told is what `dicetable bench vision --accuracy DIR` counts (readings are paired with labels as
`scoreDice` in ../src/scoring.ts pairs them; `read-dice` rounds boxes to whole pixels, which can move a
die on a box's very edge). Told the count keeps, in each photo, the N likeliest readings with N the
number of labelled dice, as `read-dice --dice N` and the camera do (`keepLikeliest` in
../src/told-count.ts: by confidence, of equals the one read first); the others are not counted as dice.

With --least-px, only the labelled dice whose longer side is at least PX in the photo scaled to 640 px on its
longer side count (the camera asks the player to come closer below SMALL_DIE_PX in ../src/dice-size.ts): a
reading paired with a smaller labelled die is neither right nor invented. Told the count still keeps N
readings, N all the labelled dice, as the camera told the dice thrown would.
"""

import argparse
import json
import os

from error_sheets import labelled_dice, longer_side_640, pair


def keep_likeliest(found, count):
    ranked = sorted(range(len(found)), key=lambda i: (-found[i]["confidence"], i))
    kept = set(ranked[:count])
    return [reading for i, reading in enumerate(found) if i in kept]


def figures(readings, labels, told, least_px=0):
    total = {"photos": 0, "dice": 0, "right": 0, "wrongValue": 0, "missed": 0, "extra": 0}
    whole = fives = fives_whole = 0
    for reading in readings:
        base = os.path.splitext(os.path.basename(reading["file"]))[0]
        label = os.path.join(labels, base + ".txt")
        if not os.path.exists(label):
            continue
        truth = labelled_dice(label, reading["width"], reading["height"])
        found = reading["dice"]
        if told:
            found = keep_likeliest(found, len(truth))
        paired, extra = pair(truth, found)
        counted = [longer_side_640(box, reading["width"], reading["height"]) >= least_px for _, box in truth]
        right = sum(
            1
            for (value, _), f, c in zip(truth, paired, counted)
            if c and f is not None and found[f]["value"] == value
        )
        missed = sum(1 for f, c in zip(paired, counted) if c and f is None)
        dice = sum(counted)
        total["photos"] += 1
        total["dice"] += dice
        total["right"] += right
        total["missed"] += missed
        total["wrongValue"] += dice - right - missed
        total["extra"] += len(extra)
        perfect = right == dice and not extra
        whole += perfect
        if len(truth) == 5:
            fives += 1
            fives_whole += perfect
    dice = max(1, total["dice"])
    return {
        **total,
        "perDie": round(total["right"] / dice, 4),
        "extraPerDie": round(total["extra"] / dice, 4),
        "photosWhole": round(whole / max(1, total["photos"]), 4),
        "throwsOfFive": fives,
        "throwsOfFiveWhole": round(fives_whole / fives, 4) if fives else None,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("readings", help="the JSON lines of read-dice --json")
    ap.add_argument("labels", help="the folder of YOLO labels")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--least-px", type=float, default=0, help="count only labelled dice at least this large")
    args = ap.parse_args()
    readings = [json.loads(line) for line in open(args.readings) if line.strip()]
    both = {told: figures(readings, args.labels, told == "told", args.least_px) for told in ("notTold", "told")}
    if args.json:
        print(json.dumps(both))
        return
    for name, f in both.items():
        fives = "" if f["throwsOfFive"] == 0 else f", throws of five whole {f['throwsOfFiveWhole']:.1%} of {f['throwsOfFive']}"
        print(f"{name}: {f['photos']} photos, {f['dice']} dice: per die {f['perDie']:.1%}, wrong {f['wrongValue']}, "
              f"missed {f['missed']}, invented {f['extra']} ({f['extraPerDie']:.2%} per die), photos whole "
              f"{f['photosWhole']:.1%}{fives}")


if __name__ == "__main__":
    main()
