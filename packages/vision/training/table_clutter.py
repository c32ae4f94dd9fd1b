"""Renders what lies on a real table beside dice and is not a die, and dice seen at an angle, for the
clutter scenes (`synthetic_scenes.py --clutter`) and the clutter test set (`clutter_set.py`).

Things: a cable with a printed label on it, a keyboard (or a laptop's edge with its keys), a phone whose
screen shows a grid of icons, a score pad with ruled lines and written digits, a printed sheet (lines of
small words and numbers, as on a box or a big label), a patterned cloth (dots,
checks, stripes) as the table itself, and the coins, buttons, tokens, erasers, pencils and written scores of
`synthetic_scenes.paint_thing`. Each painter draws on a float32 BGR picture of any size and returns the
thing's box (x0, y0, x1, y1) and die-sized places on it (centre x, centre y, side) that hold nothing to read,
for the classifier to learn as "no die".

A tilted die is a cube resting on the table, turned about the vertical, seen by a camera raised 40–75° above
the table (90° is straight down): its top face and one or two side faces show, each with its own pips,
shaded by the light. Its value is the top face; its box spans every face seen, as the flat dice's boxes of
the synthetic scenes span their side face.
"""

import math

import cv2
import numpy as np

from synthetic_scenes import BODIES, PIPS, paint_thing

SHIFT = 2  # OpenCV draws at a quarter pixel
FONTS = [cv2.FONT_HERSHEY_SIMPLEX, cv2.FONT_HERSHEY_DUPLEX, cv2.FONT_HERSHEY_PLAIN, cv2.FONT_HERSHEY_SCRIPT_SIMPLEX]
LABEL_WORDS = ["6", "1", "2", "5V", "USB", "3.0", "12", "66", "HDMI", "L", "R", "CE", "9V", "1A", "A1", "24"]
KEY_GLYPHS = list("QWERTYUIOPASDFGHJKLZXCVBNM1234567890.,;")


def fixed(points):
    return np.round(np.asarray(points, np.float32) * (1 << SHIFT)).astype(np.int32)


def fill(img, points, colour):
    cv2.fillConvexPoly(img, fixed(points), np.asarray(colour, np.float64).tolist(), cv2.LINE_AA, SHIFT)


def fill_any(img, points, colour):
    cv2.fillPoly(img, [fixed(points)], np.asarray(colour, np.float64).tolist(), cv2.LINE_AA, SHIFT)


def soft_shadow(img, points, blur, strength):
    mask = np.zeros(img.shape[:2], np.uint8)
    cv2.fillPoly(mask, [fixed(points)], 255, cv2.LINE_AA, SHIFT)
    soft = cv2.GaussianBlur(mask, (0, 0), max(1.0, blur)).astype(np.float32) / 255
    img *= (1 - strength * soft)[..., None]


def text_on(img, text, cx, cy, height, colour, rng, angle=0.0, font=None):
    """Text of about `height` px centred on (cx, cy), turned by `angle` radians, laid over the picture."""
    font = FONTS[rng.integers(len(FONTS))] if font is None else font
    scale = max(0.2, height / 22)
    thick = max(1, int(round(height / 9)))
    (tw, th), _ = cv2.getTextSize(text, font, scale, thick)
    pad = int(max(tw, th) * 0.8) + 4
    canvas = np.zeros((pad * 2, pad * 2), np.uint8)
    cv2.putText(canvas, text, (pad - tw // 2, pad + th // 2), font, scale, 255, thick, cv2.LINE_AA)
    # Turned about its centre and laid on the picture's patch of the same size there (only that patch: a
    # keyboard has dozens of glyphs).
    turned = cv2.warpAffine(canvas, cv2.getRotationMatrix2D((pad, pad), math.degrees(angle), 1.0), (2 * pad, 2 * pad))
    x0, y0 = int(round(cx)) - pad, int(round(cy)) - pad
    h, w = img.shape[:2]
    ax, ay, bx, by = max(0, x0), max(0, y0), min(w, x0 + 2 * pad), min(h, y0 + 2 * pad)
    if ax < bx and ay < by:
        alpha = turned[ay - y0:by - y0, ax - x0:bx - x0].astype(np.float32)[..., None] / 255
        img[ay:by, ax:bx] = img[ay:by, ax:bx] * (1 - alpha) + np.float32(colour) * alpha
    return tw, th


def rect(cx, cy, w, h, angle):
    c, s = math.cos(angle), math.sin(angle)
    return np.array([(cx + c * u - s * v, cy + s * u + c * v) for u, v in
                     ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))], np.float32)


def rounded(w, h, r, steps=4):
    """A rounded rectangle's outline around the origin."""
    r = min(r, w / 2, h / 2)
    pts = []
    for (qx, qy), start in (((w / 2 - r, h / 2 - r), 0), ((-w / 2 + r, h / 2 - r), 90),
                            ((-w / 2 + r, -h / 2 + r), 180), ((w / 2 - r, -h / 2 + r), 270)):
        for k in range(steps + 1):
            a = math.radians(start + 90 * k / steps)
            pts.append((qx + r * math.cos(a), qy + r * math.sin(a)))
    return np.array(pts, np.float32)


def placed(points, cx, cy, angle):
    c, s = math.cos(angle), math.sin(angle)
    return np.stack([cx + c * points[:, 0] - s * points[:, 1], cy + s * points[:, 0] + c * points[:, 1]], 1)


def bounds(points):
    (x0, y0), (x1, y1) = points.min(0), points.max(0)
    return float(x0), float(y0), float(x1), float(y1)


def random_colour(rng, low=0, high=256):
    return rng.integers(low, high, 3).astype(np.float32)


# --- things -------------------------------------------------------------------------------------------------

def cable(img, rng, side, light):
    """A cable across part of the picture, a bent curve, with a printed label sleeve on it."""
    h, w = img.shape[:2]
    p = [rng.uniform((0, 0), (w, h)) for _ in range(4)]
    t = np.linspace(0, 1, 60)[:, None]
    curve = ((1 - t) ** 3 * p[0] + 3 * (1 - t) ** 2 * t * p[1] + 3 * (1 - t) * t ** 2 * p[2] + t ** 3 * p[3])
    width = side * rng.uniform(0.15, 0.35)
    colour = [np.float32((25, 25, 25)), np.float32((235, 235, 235)), random_colour(rng)][rng.integers(3)]
    pts = fixed(curve).reshape(-1, 1, 2)
    shadow = np.zeros(img.shape[:2], np.uint8)
    cv2.polylines(shadow, [pts + int(width * 0.3 * 4)], False, 255, max(1, int(width * 4)), cv2.LINE_AA, SHIFT)
    img *= (1 - 0.3 * cv2.GaussianBlur(shadow, (0, 0), max(1.0, width * 0.5)).astype(np.float32) / 255)[..., None]
    cv2.polylines(img, [pts], False, colour.tolist(), max(1, int(width * 4)), cv2.LINE_AA, SHIFT)
    # A highlight along the cable: it is round.
    cv2.polylines(img, [pts - int(width * 0.2 * 4)], False, np.clip(colour * 1.3 + 30, 0, 255).tolist(),
                  max(1, int(width * 0.8)), cv2.LINE_AA, SHIFT)
    spots = []
    for _ in range(int(rng.integers(1, 3))):
        k = int(rng.integers(10, 50))
        (ax, ay), (bx, by) = curve[k - 1], curve[k + 1]
        angle = math.atan2(by - ay, bx - ax)
        lw, lh = side * rng.uniform(0.8, 1.6), side * rng.uniform(0.45, 0.8)
        cx, cy = curve[k]
        paper = [np.float32((240, 240, 240)), np.float32((120, 230, 245)), np.float32((235, 235, 200))][rng.integers(3)]
        fill(img, rect(cx, cy, lw, lh, angle), paper * rng.uniform(0.8, 1.0))
        ink = [np.float32((20, 20, 20)), np.float32((30, 30, 200)), np.float32((150, 60, 20))][rng.integers(3)]
        word = LABEL_WORDS[rng.integers(len(LABEL_WORDS))]
        text_on(img, word, cx, cy, lh * rng.uniform(0.45, 0.75), ink, rng, angle + (math.pi if rng.random() < 0.5 else 0))
        spots.append((cx, cy, max(lw, lh)))
    spots += [(*curve[k], side) for k in rng.integers(0, 60, 2)]
    return bounds(curve), spots


def keyboard(img, rng, side, light, laptop=False):
    """Rows of keys with letters on them, turned, with part of it off the picture: a keyboard or, with
    `laptop`, the keys set in a laptop's body with its front edge showing."""
    h, w = img.shape[:2]
    key = side * rng.uniform(0.55, 1.1)
    gap = key * rng.uniform(0.12, 0.3)
    cols, rows = int(rng.integers(6, 15)), int(rng.integers(2, 6))
    angle = rng.uniform(-0.5, 0.5) + (math.pi / 2 if rng.random() < 0.3 else 0)
    cx, cy = rng.uniform(0, w), rng.uniform(0, h)
    dark = rng.random() < 0.6
    key_colour = np.float32((35, 35, 38) if dark else (225, 225, 222)) + rng.uniform(-15, 15, 3).astype(np.float32)
    glyph = np.float32((225, 225, 225) if dark else (30, 30, 30))
    body = np.float32((150, 150, 155) if laptop else (50, 50, 55) if dark else (200, 200, 200)) + rng.uniform(-25, 25, 3).astype(np.float32)
    pitch = key + gap
    bw, bh = cols * pitch + gap * 2, rows * pitch + gap * 2
    if laptop:
        bh += key * 2.5  # the palm rest and the front edge
    outline = rect(cx, cy, bw, bh, angle)
    soft_shadow(img, outline + side * 0.1, side * 0.15, 0.35)
    fill(img, outline, body)
    if laptop:  # the front edge: a thin lighter line and a darker lip
        c, s = math.cos(angle), math.sin(angle)
        ex, ey = cx - s * bh / 2, cy + c * bh / 2
        fill(img, rect(ex, ey, bw, key * 0.25, angle), body * 0.7)
    c, s = math.cos(angle), math.sin(angle)
    shape = rounded(key, key, key * 0.15)
    spots = []
    top = -bh / 2 + gap + key / 2
    for r in range(rows):
        stagger = (r % 3) * key * 0.3
        for k in range(cols):
            u = -bw / 2 + gap + key / 2 + k * pitch + stagger
            v = top + r * pitch
            if u + key / 2 > bw / 2:
                continue
            kx, ky = cx + c * u - s * v, cy + s * u + c * v
            fill_any(img, placed(shape + key * 0.06, kx, ky, angle), key_colour * 0.6)
            fill_any(img, placed(shape, kx, ky, angle), key_colour)
            text_on(img, KEY_GLYPHS[rng.integers(len(KEY_GLYPHS))], kx - c * key * 0.15, ky - s * key * 0.15,
                    key * rng.uniform(0.25, 0.4), glyph, rng, angle, cv2.FONT_HERSHEY_SIMPLEX)
            if 0 <= kx < w and 0 <= ky < h:
                spots.append((kx, ky, key))
    picks = rng.permutation(len(spots))[:6] if spots else []
    return bounds(outline), [spots[i] for i in picks]


def phone(img, rng, side, light):
    """A phone lying face up: a dark rounded slab whose screen shows a grid of rounded icons."""
    h, w = img.shape[:2]
    pw = side * rng.uniform(2.2, 3.5)
    ph = pw * rng.uniform(1.8, 2.1)
    cx, cy, angle = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0, math.pi)
    shape = rounded(pw, ph, pw * 0.12)
    soft_shadow(img, placed(shape, cx + side * 0.1, cy + side * 0.1, angle), side * 0.15, 0.4)
    fill_any(img, placed(shape, cx, cy, angle), np.float32((20, 20, 22)))
    on = rng.random() < 0.7
    screen = rounded(pw * 0.9, ph * 0.88, pw * 0.08)
    fill_any(img, placed(screen, cx, cy, angle), random_colour(rng, 20, 200) if on else np.float32((12, 12, 14)))
    spots = []
    c, s = math.cos(angle), math.sin(angle)
    if on:
        icon = pw * 0.9 / 4 * 0.7
        shape_icon = rounded(icon, icon, icon * 0.25)
        for r in range(int(rng.integers(3, 6))):
            for k in range(4):
                u = (-1.5 + k) * pw * 0.9 / 4
                v = -ph * 0.35 + r * pw * 0.9 / 4 * 1.1
                ix, iy = cx + c * u - s * v, cy + s * u + c * v
                colour = random_colour(rng)
                fill_any(img, placed(shape_icon, ix, iy, angle), colour)
                if rng.random() < 0.5:  # a white mark on the icon, a dot or a glyph
                    cv2.circle(img, tuple(int(q * 4) for q in (ix, iy)), int(icon * 0.18 * 4), (240, 240, 240), -1,
                               cv2.LINE_AA, SHIFT)
                spots.append((ix, iy, icon * 1.2))
    else:  # the room's light in the glass
        streak = rect(cx, cy, pw * 0.3, ph * 0.9, angle + 0.4)
        layer = np.zeros(img.shape[:2], np.uint8)
        cv2.fillConvexPoly(layer, fixed(streak), 255, cv2.LINE_AA, SHIFT)
        img += (cv2.GaussianBlur(layer, (0, 0), pw * 0.1).astype(np.float32) / 255 * 40)[..., None]
        spots.append((cx, cy, side))
    picks = rng.permutation(len(spots))[:5]
    return bounds(placed(shape, cx, cy, angle)), [spots[i] for i in picks]


def score_pad(img, rng, side, light):
    """A sheet of a score pad: ruled cells with written digits in some of them."""
    h, w = img.shape[:2]
    cell = side * rng.uniform(0.7, 1.3)
    cols, rows = int(rng.integers(2, 6)), int(rng.integers(4, 12))
    cx, cy, angle = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(-0.4, 0.4)
    sheet = rect(cx, cy, cols * cell * 1.6 + cell, rows * cell + cell, angle)
    soft_shadow(img, sheet + side * 0.05, side * 0.1, 0.25)
    paper = np.float32((235, 240, 245)) * rng.uniform(0.8, 1.0)
    fill(img, sheet, paper)
    line = np.float32((180, 140, 110)) * rng.uniform(0.6, 1.0)
    c, s = math.cos(angle), math.sin(angle)
    gw, gh = cols * cell * 1.6, rows * cell

    def at(u, v):
        return cx + c * u - s * v, cy + s * u + c * v

    for r in range(rows + 1):
        a, b = at(-gw / 2, -gh / 2 + r * cell), at(gw / 2, -gh / 2 + r * cell)
        cv2.line(img, tuple(int(q * 4) for q in a), tuple(int(q * 4) for q in b), line.tolist(), 4, cv2.LINE_AA, SHIFT)
    for k in range(cols + 1):
        a, b = at(-gw / 2 + k * cell * 1.6, -gh / 2), at(-gw / 2 + k * cell * 1.6, gh / 2)
        cv2.line(img, tuple(int(q * 4) for q in a), tuple(int(q * 4) for q in b), line.tolist(), 4, cv2.LINE_AA, SHIFT)
    ink = [np.float32((140, 40, 20)), np.float32((20, 20, 20)), np.float32((30, 30, 180))][rng.integers(3)]
    spots = []
    for r in range(rows):
        for k in range(cols):
            if rng.random() < 0.6:
                x, y = at(-gw / 2 + (k + 0.5) * cell * 1.6, -gh / 2 + (r + 0.5) * cell)
                text_on(img, str(int(rng.integers(0, 70))), x, y, cell * 0.6, ink, rng, angle)
                spots.append((x, y, cell))
    picks = rng.permutation(len(spots))[:5] if spots else []
    return bounds(sheet), [spots[i] for i in picks]


def printed_sheet(img, rng, side, light):
    """A printed sheet, a box's side or a big label: lines of small printed words and numbers."""
    h, w = img.shape[:2]
    size = side * rng.uniform(0.2, 0.6)
    sw, sh = side * rng.uniform(3, 7), side * rng.uniform(2, 5)
    cx, cy, angle = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(-0.6, 0.6) + (math.pi / 2 if rng.random() < 0.2 else 0)
    sheet = rect(cx, cy, sw, sh, angle)
    soft_shadow(img, sheet + side * 0.05, side * 0.1, 0.25)
    paper = [np.float32((240, 242, 245)), np.float32((200, 225, 240)), random_colour(rng, 120, 256)][rng.integers(3)]
    fill(img, sheet, paper * rng.uniform(0.8, 1.0))
    ink = [np.float32((20, 20, 20)), np.float32((40, 40, 170)), np.float32((130, 60, 20))][rng.integers(3)]
    font = FONTS[rng.integers(3)]
    c, s = math.cos(angle), math.sin(angle)
    spots = []
    line = size * 1.6
    for k in range(max(1, int((sh - size) // line))):
        v = -sh / 2 + size + k * line
        u = -sw / 2 + size * 0.5
        while u < sw / 2 - size * 2:
            word = "".join(rng.choice(KEY_GLYPHS[:36], int(rng.integers(1, 7))))
            x, y = cx + c * (u + size * len(word) * 0.3) - s * v, cy + s * (u + size * len(word) * 0.3) + c * v
            tw, _ = text_on(img, word, x, y, size, ink, rng, angle, font)
            spots.append((x, y, size * 1.5))
            u += tw + size * 0.6
    picks = rng.permutation(len(spots))[:6] if spots else []
    return bounds(sheet), [spots[i] for i in picks]


def small_thing(img, rng, side, light):
    """A coin, button, token, eraser, pencil or written score (synthetic_scenes.paint_thing) near a die's size."""
    h, w = img.shape[:2]
    s = side * rng.uniform(0.8, 1.5)
    cx, cy = rng.uniform(s / 2, w - s / 2), rng.uniform(s / 2, h - s / 2)
    return paint_thing(img, rng, cx, cy, s, light)


THINGS = [(cable, 3), (keyboard, 2), (lambda *a: keyboard(*a, laptop=True), 1), (phone, 1), (score_pad, 2),
          (printed_sheet, 2), (small_thing, 5)]


def some_thing(img, rng, side, light):
    weights = np.array([wt for _, wt in THINGS], np.float64)
    painter = THINGS[rng.choice(len(THINGS), p=weights / weights.sum())][0]
    return painter(img, rng, side, light)


def cloth(img, rng, side):
    """Lays a patterned cloth over the table picture: dots (like pips), checks or stripes."""
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    a = rng.uniform(0, math.pi)
    u, v = xs * math.cos(a) + ys * math.sin(a), -xs * math.sin(a) + ys * math.cos(a)
    ground, mark = random_colour(rng), random_colour(rng)
    kind = rng.integers(3)
    step = side * rng.uniform(0.3, 1.0)
    if kind == 0:
        du, dv = (u % step) - step / 2, (v % step) - step / 2
        inside = np.clip((step * rng.uniform(0.12, 0.3) - np.sqrt(du * du + dv * dv)) + 0.5, 0, 1)
    elif kind == 1:
        inside = ((np.floor(u / step) + np.floor(v / step)) % 2).astype(np.float32)
    else:
        inside = ((u % step) < step * rng.uniform(0.2, 0.6)).astype(np.float32)
    inside = cv2.GaussianBlur(inside, (0, 0), 0.7)[..., None]
    pattern = ground * (1 - inside) + mark * inside
    shade = img.mean(-1, keepdims=True) / max(1.0, float(img.mean()))
    img[:] = pattern * np.clip(shade, 0.5, 1.5)


# --- dice at an angle ---------------------------------------------------------------------------------------

def side_values(top, rng):
    """The four side faces' values around a die whose top shows `top`, in order round it (opposites sum to 7)."""
    left = [v for v in range(1, 7) if v not in (top, 7 - top)]
    a = left[rng.integers(4)]
    b = [v for v in left if v not in (a, 7 - a)][rng.integers(2)]
    return [a, b, 7 - a, 7 - b]


def tilted_die(img, rng, cx, cy, side, value, elevation, yaw, light):
    """A die resting on the table seen from `elevation` radians above it: its box (x0, y0, x1, y1)."""
    body, pip = BODIES[rng.integers(len(BODIES))]
    body = np.clip(np.array(body, np.float32) + rng.uniform(-20, 20, 3), 0, 255)
    pip = np.array(pip, np.float32)
    k = side / 2
    towards = np.array([0, -math.cos(elevation), math.sin(elevation)])
    up = np.array([0, math.sin(elevation), math.cos(elevation)])
    lamp = np.array([math.cos(light), math.sin(light), 1.6])
    lamp /= np.linalg.norm(lamp)
    c, s = math.cos(yaw), math.sin(yaw)
    turn = np.array([[c, -s, 0], [s, c, 0], [0, 0, 1]])
    sides = side_values(value, rng)
    faces = [((0, 0, 1), (1, 0, 0), (0, 1, 0), value)] + [
        (n, t, (0, 0, 1), v) for n, t, v in
        zip(((1, 0, 0), (0, 1, 0), (-1, 0, 0), (0, -1, 0)), ((0, 1, 0), (-1, 0, 0), (0, -1, 0), (1, 0, 0)), sides)]

    def project(p):
        p = turn @ p
        return cx + k * p[0], cy - k * (p @ up)  # the cube's centre at (cx, cy)

    drawn = []
    # The shadow first: the cube's foot, pushed away from the light.
    foot = np.array([project(np.array([x, y, -1.0])) for x, y in ((-1, -1), (1, -1), (1, 1), (-1, 1))])
    soft_shadow(img, foot + np.float32([math.cos(light), math.sin(light)]) * -side * 0.25, side * 0.12, 0.45)
    radius = rng.uniform(0.1, 0.25)
    spread = rng.uniform(0.45, 0.55)
    pip_r = rng.uniform(0.14, 0.2)
    for normal, a, b, v in faces:
        n = turn @ np.array(normal, np.float64)
        facing = n @ towards
        if facing <= 0.02:
            continue
        a, b = np.array(a, np.float64), np.array(b, np.float64)
        centre = np.array(normal, np.float64)
        outline = rounded(2, 2, radius * 2, 3)
        poly = np.array([project(centre + x * a + y * b) for x, y in outline])
        drawn.append(poly)
        shade = 0.45 + 0.55 * max(0.0, float(n @ lamp))
        fill(img, poly, body * shade)
        for u, w in PIPS[v]:
            circle = np.array([(u * spread + pip_r * math.cos(t), w * spread + pip_r * math.sin(t))
                               for t in np.linspace(0, 2 * math.pi, 14, endpoint=False)])
            fill(img, np.array([project(centre + x * a + y * b) for x, y in circle]), pip * (0.6 + 0.4 * shade))
    every = np.concatenate(drawn)
    return bounds(every)


# --- whole scenes -------------------------------------------------------------------------------------------

def finish(img, rng):
    """Blur, grain and JPEG artefacts, as synthetic_scenes.scene gives its pictures."""
    if rng.random() < 0.4:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.5, 1.5))
    img = img + rng.normal(0, rng.uniform(1, 8), img.shape)
    img = np.clip(img, 0, 255).astype(np.uint8)
    quality = int(rng.integers(40, 95))
    return cv2.imdecode(cv2.imencode(".jpg", img, [cv2.IMWRITE_JPEG_QUALITY, quality])[1], cv2.IMREAD_COLOR)


def clutter_scene(rng, width, height, side_range=(22, 90)):
    """A table (sometimes a patterned cloth) with one to four things on it and up to seven dice, about half of
    them seen at an angle: the picture, the dice as YOLO rows (class = face − 1) and the things' die-sized
    places as YOLO rows (class 0)."""
    from synthetic_scenes import SIDE, table

    img = cv2.resize(table(rng), (width, height), interpolation=cv2.INTER_LINEAR)
    img *= rng.uniform(0.9, 1.1)
    side = rng.uniform(*side_range) * max(width, height) / SIDE
    if rng.random() < 0.3:
        cloth(img, rng, side)
    light = rng.uniform(0, 2 * math.pi)
    spots = []
    for _ in range(int(rng.integers(1, 5))):
        _, more = some_thing(img, rng, side, light)
        spots += more
    placed_dice, rows = [], []
    count = int(rng.integers(0, 8))
    for _ in range(count * 6):
        if len(placed_dice) == count:
            break
        s = side * rng.uniform(0.85, 1.15)
        cx, cy = rng.uniform(s, width - s), rng.uniform(s, height - s)
        if any(math.hypot(cx - x, cy - y) < (s + t) * 0.8 for x, y, t in placed_dice):
            continue
        elevation = math.radians(rng.uniform(40, 75)) if rng.random() < 0.5 else math.pi / 2
        value = int(rng.integers(1, 7))
        x0, y0, x1, y1 = tilted_die(img, rng, cx, cy, s * 0.75, value, elevation, rng.uniform(0, math.pi / 2), light)
        placed_dice.append((cx, cy, s))
        rows.append((value - 1, (x0 + x1) / 2 / width, (y0 + y1) / 2 / height, (x1 - x0) / width, (y1 - y0) / height))
    # A thing's place that a die now covers is no place for "no die".
    free = [(x, y, t) for x, y, t in spots if 0 <= x < width and 0 <= y < height
            and all(math.hypot(x - dx, y - dy) > (t + ds) * 0.6 for dx, dy, ds in placed_dice)]
    things = [(0, x / width, y / height, t / width, t / height) for x, y, t in free]
    return finish(img, rng), rows, things
