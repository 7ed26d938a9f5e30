"""What a stranger or a careless client sends cannot stop the server, and a request is decided from its head before
its body is read: a refused upload is answered before its body is sent, and nothing of it reaches the disk."""

import glob
import multiprocessing
import hashlib
import json
import os
import resource
import selectors
import socket
import struct
import tempfile
import time
import zlib

from tote_api import Api

BOUNDARY = "tote-test"


def multipart(parts):
    """A multipart/form-data body of (header block bytes, content bytes) parts."""
    body = b""
    for headers, content in parts:
        body += b"--" + BOUNDARY.encode() + b"\r\n" + headers + b"\r\n\r\n" + content + b"\r\n"
    return body + b"--" + BOUNDARY.encode() + b"--\r\n"


def raw_request(server, head, body=b"", wait_for_answer=True):
    """Sends a request head (and `body`) on a new connection; the status, headers and body of the answer read
    before anything more is sent, and whether the server then closed the connection."""
    connection = server.connect()
    connection.sendall(head + body)
    connection.settimeout(10)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(65536)
        if not chunk:
            break
        data += chunk
    head_text, _, rest = data.partition(b"\r\n\r\n")
    lines = head_text.decode("latin-1").split("\r\n")
    headers = {k.lower(): v for k, v in (line.split(": ", 1) for line in lines[1:] if ": " in line)}
    length = int(headers.get("content-length", "0"))
    while len(rest) < length:
        chunk = connection.recv(65536)
        if not chunk:
            break
        rest += chunk
    closed = False
    try:
        connection.settimeout(5)
        closed = connection.recv(1) == b""
    except (ConnectionResetError, socket.timeout):
        closed = False
    connection.close()
    return int(lines[0].split()[1]), headers, rest, closed


def post_head(path, content_type, length, cookies=None, extra=b""):
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
            f"Content-Length: {length}\r\n").encode()
    if cookies:
        head += b"Cookie: " + "; ".join(f"{k}={v}" for k, v in cookies.items()).encode() + b"\r\n"
    return head + extra + b"\r\n"


def bound_csrf(session):
    return hashlib.sha256(("csrf:" + session).encode()).hexdigest()


def uploads_in(directory):
    return glob.glob(os.path.join(directory, "tote-upload-*"))


def test_a_part_header_byte_above_0x7f_is_refused_and_the_server_keeps_serving(serve):
    server = serve()
    api = Api(server)
    body = multipart([(b'Content-Disposition: form-data; name="\xff\x80"; filename="a\xfe.jpg"', b"\xff\xd8\xff")])
    for path, cookies in [("/transfers/import", None), ("/boxes/1/photos", {"tote_session": api.token})]:
        csrf = bound_csrf(api.token) if cookies else "none"
        status, _, _, _ = raw_request(
            server, post_head(f"{path}?csrf={csrf}", "multipart/form-data; boundary=" + BOUNDARY, len(body), cookies),
            body)
        assert status in (303, 400, 403, 422), status
        assert server.get("/health") == 200, "the server stopped:\n" + server.output()
    unnamed = multipart([(b'Content-Disposition: form-data; name="photo"\r\n\xffX-\x80: \xfe', b"\xff\xd8\xff")])
    status, _, data = api.send("POST", api.base + "/boxes/1/photos", unnamed,
                               {"Content-Type": "multipart/form-data; boundary=" + BOUNDARY})
    assert status == 400, data
    assert json.loads(data)["detail"].startswith("the form could not be read")
    assert server.get("/health") == 200, "the server stopped:\n" + server.output()


def test_a_png_claiming_4294967295_pixels_a_side_is_refused_and_the_server_keeps_serving(serve):
    server = serve()
    api = Api(server)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">II", 0xFFFFFFFF, 0xFFFFFFFF) + b"\x08\x02\x00\x00\x00")
           + chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\x00")) + chunk(b"IEND", b""))
    assert len(png) == 69
    status, _, data = api.send("POST", api.base + "/boxes/1/photos", png, {"Content-Type": "image/png"})
    assert status == 422, data
    assert "4294967295 × 4294967295 pixels" in json.loads(data)["detail"]
    assert server.get("/health") == 200, "the server stopped:\n" + server.output()


def test_uploads_nobody_may_send_are_answered_before_their_body_and_write_nothing(serve):
    temporary = tempfile.TemporaryDirectory()
    server = serve(environment={"TMPDIR": temporary.name})
    api = Api(server)
    viewer = api.member("vera", "viewer")
    editor = api.member("eddie", "editor")
    huge = 200_000_000
    form = "multipart/form-data; boundary=" + BOUNDARY
    cases = [
        ("anonymous", post_head("/transfers/import?csrf=x", form, huge), (303, 403)),
        ("no CSRF token", post_head("/transfers/import", form, huge, {"tote_session": editor}), (403,)),
        ("another page's token", post_head("/boxes/1/photos?csrf=" + bound_csrf(viewer), form, huge,
                                           {"tote_session": editor}), (403,)),
        ("a viewer", post_head("/boxes/1/photos?csrf=" + bound_csrf(viewer), form, huge, {"tote_session": viewer}),
         (403,)),
        ("another site", post_head("/transfers/import?csrf=" + bound_csrf(editor), form, huge,
                                   {"tote_session": editor}, b"Origin: https://elsewhere.example\r\n"), (403,)),
        ("an API client without a token", post_head(api.base + "/imports", "text/csv", huge), (401,)),
        ("an API viewer", post_head(api.base + "/boxes/1/photos", "image/jpeg", huge)
         .replace(b"\r\n\r\n", f"\r\nAuthorization: Bearer {viewer}\r\n\r\n".encode()), (403,)),
        ("a stranger asking to send", post_head("/transfers/import?csrf=x", form, huge, None,
                                                b"Expect: 100-continue\r\n"), (303, 403)),
    ]
    for name, head, statuses in cases:
        started = time.monotonic()
        status, headers, _, closed = raw_request(server, head)
        print(f"{name}: {status} in {time.monotonic() - started:.3f} s, closed: {closed}")
        assert status in statuses, (name, status)
        assert headers.get("connection") == "close", name
        assert closed, f"{name}: the server kept the connection to read the body"
        assert uploads_in(temporary.name) == [], f"{name}: an upload reached the disk"
    assert server.get("/health") == 200

    # An editor's own upload, asking first, is told to send it and is taken.
    body = multipart([(b'Content-Disposition: form-data; name="photo"; filename="x.svg"', b"<svg/>")])
    connection = server.connect()
    connection.sendall(post_head("/boxes/1/photos?csrf=" + bound_csrf(editor), form, len(body),
                                 {"tote_session": editor}, b"Expect: 100-continue\r\n"))
    connection.settimeout(10)
    assert connection.recv(100).startswith(b"HTTP/1.1 100 Continue\r\n")
    connection.sendall(body)
    answer = connection.recv(65536)
    assert answer.startswith(b"HTTP/1.1 422"), answer[:200]
    connection.close()
    temporary.cleanup()


def trickle(port, first_address, count, seconds, results):
    """Opens `count` connections, a thousand a second, from 100 addresses each (from `first_address` on), sends each a
    login's head as it opens and then a byte of its body every 5 seconds while it stays open, for at most `seconds`
    after the last opened; puts the statuses the server answered with (None: closed without one) and how many
    stayed open on `results`."""
    head = post_head("/api/v1/session", "application/json", 100_000) + b"{"
    selector = selectors.DefaultSelector()
    open_connections, statuses = {}, {}

    def read_answers(timeout):
        for key, _ in selector.select(timeout=timeout):
            connection = key.fileobj
            try:
                data = connection.recv(4096)
            except OSError:
                data = b""
            status = int(data[9:12]) if data.startswith(b"HTTP/1.1 ") else None
            statuses[status] = statuses.get(status, 0) + 1
            selector.unregister(connection)
            del open_connections[connection.fileno()]
            connection.close()

    started = time.monotonic()
    for index in range(count):
        address = first_address + index // 100
        connection = socket.socket()
        connection.settimeout(10)
        connection.bind((f"127.1.{address // 250}.{address % 250 + 1}", 0))
        try:
            connection.connect(("127.0.0.1", port))
            connection.sendall(head)
        except OSError:
            statuses["refused"] = statuses.get("refused", 0) + 1
            connection.close()
            continue
        connection.setblocking(False)
        open_connections[connection.fileno()] = connection
        selector.register(connection, selectors.EVENT_READ)
        read_answers(0)
        time.sleep(max(0.0, started + (index + 1) / 1_000 - time.monotonic()))
    trickled = time.monotonic()
    deadline = time.monotonic() + seconds
    while open_connections and time.monotonic() < deadline:
        read_answers(0.5)
        if time.monotonic() - trickled >= 5:
            trickled = time.monotonic()
            for connection in open_connections.values():
                try:
                    connection.send(b" ")
                except OSError:
                    pass
    results.put((statuses, len(open_connections)))
    for connection in open_connections.values():
        connection.close()


def test_twenty_thousand_trickling_connections_neither_hold_the_server_nor_grow_it(serve):
    """200 addresses open 100 connections each, send a login's head and trickle its body a byte every 5 seconds:
    an address gets 16 requests unfinished at once, all of them together 512, and the rest are refused at once
    (429, 503); those let in are cut off for their pace (408); the server answers others all along and stays
    small."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    server = serve(open_files=hard)
    baseline = server.resident_kilobytes()
    results = multiprocessing.Queue()
    workers = [
        multiprocessing.Process(target=trickle, args=(server.port, first, 10_000, 60, results))
        for first in (0, 100)
    ]
    for worker in workers:
        worker.start()
    peak = baseline
    slowest_health = 0.0
    while any(worker.is_alive() for worker in workers) and results.qsize() < len(workers):
        peak = max(peak, server.resident_kilobytes())
        started = time.monotonic()
        assert server.get("/health", timeout=10) == 200, "the server did not answer while held"
        slowest_health = max(slowest_health, time.monotonic() - started)
        time.sleep(0.5)
    statuses = {}
    still_open = 0
    for _ in workers:
        answered, held = results.get(timeout=90)
        still_open += held
        for status, count in answered.items():
            statuses[status] = statuses.get(status, 0) + count
    for worker in workers:
        worker.join(timeout=30)
    print(f"answers: {statuses}; still open: {still_open}; resident memory {baseline} kB at rest, {peak} kB at "
          f"most; slowest health check {slowest_health * 1000:.0f} ms")
    assert still_open == 0, "trickling connections were still held after a minute"
    assert sum(statuses.values()) == 20_000 and set(statuses) <= {408, 429, 503, None}, statuses
    assert statuses.get(None, 0) < 200, f"connections closed without an answer: {statuses}"
    assert statuses.get(429, 0) > 0 and statuses.get(503, 0) > 0, statuses
    assert statuses.get(408, 0) >= 512, statuses
    assert peak < 150 * 1024, f"the server grew to {peak} kB"
    assert server.get("/health") == 200
