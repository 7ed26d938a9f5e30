"""Photos through a real server, made the way cameras make them: a JPEG with a GPS position and a camera serial
comes back without them and still decodes, with a thumbnail the server made; a 100 MB upload is refused and never
held in memory, an SVG is refused, and a PNG named .jpg is kept and served as the PNG it is."""

import http.client
import io
import json

from PIL import ExifTags, Image, ImageDraw

from tote_api import Api


def camera_photo(size=(1600, 1200)):
    """A JPEG as a phone writes one: a picture, the camera's make and serial, the orientation, a GPS position."""
    image = Image.new("RGB", size, (200, 180, 120))
    ImageDraw.Draw(image).rectangle((100, 100, 700, 500), fill=(30, 60, 160))
    exif = Image.Exif()
    exif[ExifTags.Base.Make] = "Tote Phone"
    exif[ExifTags.Base.Orientation] = 6
    exif.get_ifd(ExifTags.IFD.Exif)[ExifTags.Base.BodySerialNumber] = "SN-0042-SECRET"
    gps = exif.get_ifd(ExifTags.IFD.GPSInfo)
    gps[ExifTags.GPS.GPSLatitudeRef] = "N"
    gps[ExifTags.GPS.GPSLatitude] = (52.0, 31.0, 42.42)
    gps[ExifTags.GPS.GPSLongitudeRef] = "E"
    gps[ExifTags.GPS.GPSLongitude] = (13.0, 24.0, 7.5)
    output = io.BytesIO()
    image.save(output, "JPEG", exif=exif, quality=90)
    data = output.getvalue()
    check = Image.open(io.BytesIO(data)).getexif()
    assert check.get_ifd(ExifTags.IFD.GPSInfo), "the sample photo has no GPS position to remove"
    return data


def form(parts):
    boundary = "tote-server-test"
    body = b""
    for field, name, data in parts:
        body += (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{name}\"\r\n"
                 "Content-Type: image/jpeg\r\n\r\n").encode() + data + b"\r\n"
    return body + f"--{boundary}--\r\n".encode(), {"Content-Type": f"multipart/form-data; boundary={boundary}"}


def test_a_gps_tagged_photo_is_kept_without_its_position_and_still_decodes_upright(serve):
    api = Api(serve())
    original = camera_photo()
    added = api.call("POST", api.base + "/boxes/1/photos", original, {"Content-Type": "image/jpeg"})
    assert added[0]["mediaType"] == "image/jpeg" and (added[0]["width"], added[0]["height"]) == (1600, 1200)

    status, headers, data = api.send("GET", api.base + f"/photos/{added[0]['id']}/file")
    assert status == 200 and headers["Content-Type"] == "image/jpeg"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert b"SN-0042-SECRET" not in data and b"Tote Phone" not in data
    kept = Image.open(io.BytesIO(data))
    kept.load()
    exif = kept.getexif()
    assert not exif.get_ifd(ExifTags.IFD.GPSInfo), "the GPS position is still there"
    assert ExifTags.Base.Make not in exif
    assert exif.get(ExifTags.Base.Orientation) == 6, "the photo no longer knows which way up it is"
    assert kept.size == (1600, 1200)
    assert len(data) < len(original)

    status, headers, _ = api.send("GET", api.base + f"/photos/{added[0]['id']}/file",
                                  headers={"If-None-Match": headers["ETag"]})
    assert status == 304

    # It came without a thumbnail: the server made one from its picture, which any decoder reads, upright.
    assert 0 < added[0]["thumbnailBytes"] < 20_000
    status, headers, data = api.send("GET", api.base + f"/photos/{added[0]['id']}/thumbnail")
    assert status == 200 and headers["Content-Type"] == "image/jpeg"
    thumbnail = Image.open(io.BytesIO(data))
    thumbnail.load()
    assert thumbnail.size == (200, 150)
    assert thumbnail.getexif().get(ExifTags.Base.Orientation) == 6
    inside, outside = thumbnail.getpixel((50, 37)), thumbnail.getpixel((150, 120))
    assert all(abs(a - b) <= 30 for a, b in zip(inside, (30, 60, 160))), inside
    assert all(abs(a - b) <= 30 for a, b in zip(outside, (200, 180, 120))), outside


def test_a_100_mb_upload_is_refused_past_15_mb_keeping_nothing_and_memory_stays_low(serve):
    server = serve()
    api = Api(server)
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    connection.putrequest("POST", api.base + "/boxes/1/photos")
    connection.putheader("Authorization", f"Bearer {api.token}")
    connection.putheader("Content-Type", "image/jpeg")
    connection.putheader("Content-Length", str(100 * 1024 * 1024))
    connection.endheaders()
    chunk = b"\xff\xd8\xff" + bytes(1024 * 1024 - 3)
    sent = 0
    try:
        for _ in range(100):
            connection.send(chunk)
            sent += len(chunk)
    except (BrokenPipeError, ConnectionResetError):
        pass
    response = connection.getresponse()
    assert response.status == 413
    assert json.loads(response.read())["detail"] == "a photo may be at most 15 MB; this one is larger"
    print(f"sent {sent / 1024 / 1024:.0f} MB before the server answered; its memory: "
          f"{server.resident_kilobytes() / 1024:.0f} MB")
    assert server.resident_kilobytes() < 200 * 1024
    assert api.call("GET", api.base + "/boxes/1/photos") == []


def test_an_svg_is_refused_and_a_png_named_jpg_is_kept_as_a_png(serve):
    api = Api(serve())
    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    body, headers = form([("photo", "kitchen.jpg", svg)])
    status, _, data = api.send("POST", api.base + "/boxes/1/photos", body, headers)
    assert status == 422
    assert json.loads(data)["detail"].startswith("kitchen.jpg: this is an SVG drawing, not a photo")

    picture = io.BytesIO()
    Image.new("RGB", (640, 480), (10, 120, 60)).save(picture, "PNG")
    body, headers = form([("photo", "plan.jpg", picture.getvalue())])
    added = api.call("POST", api.base + "/boxes/1/photos", body, headers)
    assert added[0]["mediaType"] == "image/png"
    status, headers, data = api.send("GET", api.base + f"/photos/{added[0]['id']}/file")
    assert headers["Content-Type"] == "image/png"
    assert headers["Content-Disposition"] == f"inline; filename=\"photo-{added[0]['id']}.png\""
    assert Image.open(io.BytesIO(data)).size == (640, 480)
