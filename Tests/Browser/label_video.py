"""A camera's video of Tote's printed labels, for Chromium's fake camera: each label drawn by the server's label
page, turned into pixels by rsvg-convert as a printer would, cut out, laid on a table and filmed for a while, one
after another, as someone holds boxes up to a phone."""

import io
import re
import subprocess
import tempfile
import urllib.request
from pathlib import Path

from PIL import Image, ImageOps

WIDTH, HEIGHT, RATE = 640, 480, 10
FRAMES_PER_LABEL = 14
FRAMES_BETWEEN = 4
TABLE = 150


def label_picture(base_url, session_cookie, box, cookies=""):
    """One box's label as printed on a 3x8 sheet of A4, cut out: a grayscale picture."""
    request = urllib.request.Request(f"{base_url}/labels/print?boxes={box}&paper=a4&layout=3x8&skip=0",
                                     headers={"Cookie": f"tote_session={session_cookie}{cookies}"})
    with urllib.request.urlopen(request) as response:
        page = response.read().decode()
    sheet = re.search(r"<svg xmlns=.*?</svg>", page, re.S).group(0)
    with tempfile.TemporaryDirectory() as directory:
        drawing = Path(directory, "sheet.svg")
        drawing.write_text(sheet)
        png = subprocess.run(["rsvg-convert", "--dpi-x", "200", "--dpi-y", "200", "--background-color", "white",
                              str(drawing)], check=True, capture_output=True).stdout
    picture = Image.open(io.BytesIO(png)).convert("L")
    left, top, right, bottom = ImageOps.invert(picture).getbbox()
    margin = 12
    return picture.crop((left - margin, top - margin, right + margin, bottom + margin))


def frames(labels):
    """The video's frames: the table alone, then each label held in the middle of the picture for a while."""
    table = Image.new("L", (WIDTH, HEIGHT), TABLE)
    noise = Image.effect_noise((WIDTH, HEIGHT), 6)
    shown = []
    for label in labels:
        width = int(WIDTH * 0.55)
        held = label.resize((width, round(label.height * width / label.width)), Image.LANCZOS)
        frame = table.copy()
        frame.paste(held, ((WIDTH - held.width) // 2, (HEIGHT - held.height) // 2))
        shown.append(Image.blend(frame, noise, 0.06))
    video = [table] * FRAMES_BETWEEN
    for frame in shown:
        video += [frame] * FRAMES_PER_LABEL + [table] * FRAMES_BETWEEN
    return video


def write_y4m(path, video):
    """The frames as an uncompressed YUV 4:2:0 video, the form Chromium's fake camera plays."""
    with open(path, "wb") as file:
        file.write(f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F{RATE}:1 Ip A1:1 C420jpeg\n".encode())
        chroma = bytes([128]) * (WIDTH // 2 * HEIGHT // 2)
        for frame in video:
            file.write(b"FRAME\n" + frame.tobytes() + chroma + chroma)


def write_pgm(path, frame):
    """One frame as the phone sends it to be read: a binary PGM of its middle (three fifths of each side)."""
    width, height = round(WIDTH * 0.6), round(HEIGHT * 0.6)
    middle = frame.crop(((WIDTH - width) // 2, (HEIGHT - height) // 2, (WIDTH + width) // 2, (HEIGHT + height) // 2))
    Path(path).write_bytes(f"P5\n{middle.width} {middle.height}\n255\n".encode() + middle.tobytes())
