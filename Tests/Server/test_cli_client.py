"""The command line as a client of a real `tote serve`: logging in and out, the same output on a server as on a local
store, and every fault told in one line with status 1."""

import http.client
import http.server
import json
import os
import re
import ssl
import stat
import struct
import subprocess
import tempfile
import threading
import urllib.request
import zlib

from conftest import free_port, wait_for
from test_https import make_pair, serve as serve_tls
from tote_api import Api

PASSWORD = "a long enough secret"


class Person:
    """Someone at a computer of their own: a home directory with Tote's data and configuration folders."""

    def __init__(self):
        self.home = tempfile.TemporaryDirectory()
        self.environment = {
            key: value for key, value in os.environ.items() if key not in ("TOTE_STORE", "TOTE_SERVER")}
        self.environment.update({
            "HOME": self.home.name, "XDG_CONFIG_HOME": os.path.join(self.home.name, "config"),
            "XDG_DATA_HOME": os.path.join(self.home.name, "data")})

    def tote(self, *arguments, stdin="", extra=None):
        return subprocess.run(
            [os.environ["TOTE"], *arguments], input=stdin, capture_output=True, text=True, timeout=120,
            env={**self.environment, **(extra or {})})

    def ok(self, *arguments, stdin=""):
        result = self.tote(*arguments, stdin=stdin)
        assert result.returncode == 0, (arguments, result.stderr)
        return result.stdout

    def fails(self, *arguments, stdin="", extra=None):
        """The one line a failing command prints; it must exit 1 and print nothing else."""
        result = self.tote(*arguments, stdin=stdin, extra=extra)
        assert result.returncode == 1, (arguments, result.returncode, result.stdout, result.stderr)
        assert result.stdout == ""
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
        assert "Fatal error" not in result.stderr
        return lines[0]

    @property
    def login_file(self):
        return os.path.join(self.environment["XDG_CONFIG_HOME"], "tote", "login.json")

    def login(self, server, username="robin", password=PASSWORD, *options):
        return self.ok("login", f"http://127.0.0.1:{server.port}", "--user", username, *options, stdin=password + "\n")


def test_logging_in_keeps_a_private_token_the_server_revokes_at_logout(serve):
    server = serve()
    Api(server)
    person = Person()

    said = person.login(server)

    assert said == (f"Logged in to http://127.0.0.1:{server.port} as Robin (robin).\n"
                    'Commands work on the inventory "Home", as its owner.\n')
    assert stat.S_IMODE(os.stat(person.login_file).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(os.path.dirname(person.login_file)).st_mode) == 0o700
    with open(person.login_file) as kept:
        token = json.load(kept)["token"]
    assert PASSWORD not in open(person.login_file).read()
    for arguments in (["whoami"], ["inventory", "list"], ["whoami", "--json"]):
        assert token not in person.ok(*arguments)
    assert json.loads(person.ok("whoami", "--json"))["username"] == "robin"
    assert person.ok("inventory", "list").splitlines()[1].split() == ["*", "Home", "owner"]
    kept = open(person.login_file).read()
    assert person.fails("inventory", "use", "Garage") == (
        f'error: you are a member of no inventory called "Garage" on http://127.0.0.1:{server.port}; yours are "Home"')
    assert open(person.login_file).read() == kept
    assert person.ok("inventory", "use", "Home") == (
        f"Robin (robin) on http://127.0.0.1:{server.port}.\n" 'Commands work on the inventory "Home", as its owner.\n')
    client = Api.__new__(Api)
    client.server, client.token = server, token
    assert client.send("GET", "/api/v1/session")[0] == 200

    assert person.ok("logout") == f"Logged out of http://127.0.0.1:{server.port}; its token for this computer is revoked.\n"

    assert client.send("GET", "/api/v1/session")[0] == 401
    assert not os.path.exists(person.login_file)
    assert person.ok("logout") == "Nothing changed: you were not logged in to a server.\n"
    assert person.fails("whoami") == "error: you are not logged in to a server; run `tote login URL` first"


def test_a_login_with_a_token_or_a_wrong_password(serve):
    server = serve()
    api = Api(server)
    person = Person()
    address = f"http://127.0.0.1:{server.port}"

    assert person.fails("login", address, "--user", "robin", stdin="wrong\n") == "error: wrong username or password"
    assert person.fails("login", address, "--token", stdin="not-a-token\n").startswith("error: ")
    assert not os.path.exists(person.login_file)
    token = api.call("POST", "/api/v1/tokens", json.dumps({"name": "laptop"}).encode(),
                     {"Content-Type": "application/json"})["token"]

    person.ok("login", address, "--token", stdin=token + "\n")

    assert "Robin (robin)" in person.ok("whoami")
    assert person.ok("login", address, stdin="robin\n" + PASSWORD + "\n").startswith(
        f"Logged in to {address} as Robin (robin).")
    assert person.fails("login", address, stdin="") == (
        "error: give your username (or --user NAME) to log in with a password, or --token to log in with a token, "
        "not both")


# The same session, typed on a local store and on a server; its boxes are #2 and #3, as box #1 was removed.
SESSION = [
    ["box", "add", "Kitchen", "--location", "Garage", "--note", "Pans and pots"],
    ["box", "add", "Books"],
    ["item", "add", "2", "Kettle", "--quantity", "2"],
    ["item", "add", "2", "Teapot"],
    ["item", "add", "3", "Atlas", "-q"],
    ["box", "rename", "2", "Kitchen things"],
    ["box", "rename", "2", "Kitchen things"],
    ["box", "locate", "3", "Attic"],
    ["box", "note", "2", ""],
    ["item", "quantity", "1", "3"],
    ["item", "rename", "2", "Green teapot"],
    ["item", "note", "2", "chipped"],
    ["item", "move", "2", "3"],
    ["item", "move", "2", "3"],
    ["item", "move", "1", "2", "--to", "3"],
    ["item", "move", "1-2", "--to", "2"],
    ["item", "move", "1", "9", "--to", "2"],
    ["item", "quantity", "1", "2", "--to", "4"],
    ["item", "quantity", "1-2", "--to", "0"],
    ["item", "move", "2", "3"],
    ["box", "room", "2", "3", "Kitchen"],
    ["box", "status", "2-3", "sealed"],
    ["box", "mark", "2", "fragile"],
    ["box", "mark", "2", "fragile"],
    ["box", "unmark", "2", "fragile"],
    ["box", "mark", "3", "open-first"],
    ["box", "status", "2", "lost"],
    ["box", "show", "2"],
    ["box", "show", "3", "--json"],
    ["box", "show", "99"],
    ["box", "list"],
    ["box", "list", "--json"],
    ["box", "list", "--room", "Kitchen", "--status", "sealed"],
    ["box", "counts"],
    ["box", "counts", "--json"],
    ["item", "show", "1", "--json"],
    ["find", "kettle"],
    ["find", "ketle", "--json"],
    ["arrivals"],
    ["arrivals", "Kitchen", "--json"],
    ["box", "remove", "2"],
    ["box", "empty", "2", "--into", "3"],
    ["box", "move", "2", "--into", "3"],
    ["box", "move", "2", "--into", "3", "--json"],
    ["box", "list"],
    ["find", "kettle", "--json"],
    ["box", "move", "3", "--into", "2"],
    ["box", "move", "2", "--into", "2"],
    ["box", "move", "2", "--into", "99"],
    ["box", "move", "2"],
    ["box", "remove", "3"],
    ["box", "move", "2", "--out"],
    ["item", "add", "3", "Spare cup", "-q"],
    ["item", "add", "3", "Spare lid", "-q"],
    ["item", "remove", "4", "99"],
    ["item", "remove", "4-5"],
    ["item", "remove", "1"],
    ["box", "remove", "2"],
    ["box", "list", "--json"],
    ["import", "HOMEBOX", "--quiet"],
    ["import", "HOMEBOX", "--quiet", "--json"],
    ["import", "HOMEBOX", "--dry-run", "--quiet"],
    ["import", "BROKEN", "--quiet"],
    ["export", "--quiet"],
    ["export", "--table", "boxes", "--quiet"],
    ["export", "--format", "homebox", "--quiet"],
    ["item", "add", "3", "--from", "LIST", "-q"],
    ["item", "add", "3", "--from", "BADLIST"],
    ["photo", "add", "--box", "3", "PHOTO", "PHOTO"],
    ["photo", "add", "--item", "3", "NOTAPHOTO"],
    ["photo", "list", "--box", "3", "--json"],
    ["photo", "list", "--item", "3"],
    ["share", "add", "--room", "Kichen"],
    ["share", "add", "--room", "Kitchen", "--boxes", "3"],
    ["share", "add", "--boxes", "3 40"],
    ["share", "add", "--expires", "soon"],
    ["share", "remove", "nope"],
    ["share", "remove", "00000000-0000-0000-0000-000000000001"],
    ["share", "list"],
]


def tiny_png():
    """A PNG of 2 by 2 grey pixels."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * 2 for _ in range(2))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def same_ids(text):
    """The text with every ID and moment alike: the two stores give their boxes, items and photos IDs of their
    own, a moment apart."""
    text = re.sub(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "ID", text)
    return re.sub(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", "TIME", text)


def test_a_session_prints_the_same_on_a_server_as_on_a_local_store(serve):
    server = serve()
    Api(server)
    remote = Person()
    remote.login(server)
    # The owner's first box is not in the local store; the session starts on a server without it.
    remote.ok("box", "remove", "1")
    local = Person()
    store = ["--store", "sqlite:" + os.path.join(local.home.name, "t.sqlite")]
    local.ok("box", "add", "Kitchen", *store)
    local.ok("box", "remove", "1", *store)

    files = tempfile.TemporaryDirectory()
    homebox, broken = os.path.join(files.name, "homebox.csv"), os.path.join(files.name, "broken.csv")
    with open(homebox, "w") as file:
        file.write("HB.name,HB.location,HB.quantity,HB.notes\nKettle,Kitchen,1,\nAtlas,Study / Shelf,2,old\n")
    with open(broken, "w") as file:
        file.write("HB.name,HB.location\nKettle,\"Kitchen\n")
    listed, unlisted = os.path.join(files.name, "list.txt"), os.path.join(files.name, "bad.txt")
    with open(listed, "w") as file:
        file.write("Compass\n2 Pencils\nRuler\n")
    with open(unlisted, "w") as file:
        file.write("Compass\n0 Pencils\n")
    photo, not_a_photo = os.path.join(files.name, "shelf.png"), os.path.join(files.name, "shelf.svg")
    with open(photo, "wb") as file:
        file.write(tiny_png())
    with open(not_a_photo, "w") as file:
        file.write("<svg xmlns='http://www.w3.org/2000/svg'/>")
    named = {"HOMEBOX": homebox, "BROKEN": broken, "LIST": listed, "BADLIST": unlisted, "PHOTO": photo,
             "NOTAPHOTO": not_a_photo}
    for arguments in SESSION:
        arguments = [named.get(argument, argument) for argument in arguments]
        here = local.tote(*arguments, *store)
        there = remote.tote(*arguments)

        assert (there.returncode, same_ids(there.stdout), there.stderr) == (
            here.returncode, same_ids(here.stdout), here.stderr), arguments

    def photo_commands(person, extra):
        second = json.loads(person.ok("photo", "list", "--box", "3", "--json", *extra))[1]["id"]
        saved = os.path.join(person.home.name, "saved.png")
        said = [person.tote(*arguments, *extra) for arguments in (
            ["photo", "cover", second], ["photo", "get", second, "--output", saved], ["photo", "get", second,
             "--thumbnail", "--json", "--output", saved], ["photo", "remove", second], ["photo", "list", "--box", "3"],
            ["photo", "get", second, "--output", saved])]
        return [(result.returncode, same_ids(result.stdout.replace(saved, "FILE")),
                 same_ids(result.stderr.replace(second, "ID"))) for result in said]

    photos = photo_commands(remote, [])
    assert [status for status, _, _ in photos] == [0, 0, 0, 0, 0, 1]
    assert photos == photo_commands(local, store)
    with open(os.path.join(remote.home.name, "saved.png"), "rb") as saved:
        assert saved.read() == tiny_png()
    history = remote.ok("history", "--json")
    entries = json.loads(history)["entries"]
    assert {entry["author"]["name"] for entry in entries} == {"Robin"}
    kept = json.loads(local.ok("history", "--json", *store))["entries"]
    assert [(entry["kind"], same_ids(json.dumps([entry["from"], entry["to"]]))) for entry in entries] == [
        (entry["kind"], same_ids(json.dumps([entry["from"], entry["to"]]))) for entry in kept]
    assert remote.ok("history", "2").splitlines()[0].endswith("removed box #2 Kitchen things, by Robin")

    # Labels read the same boxes and items through the server: a label printer's labels listing every item say the
    # same on both, and their codes hold the server's address (remembered at login) and each box's own key.
    def label_texts(person, extra):
        drawing = os.path.join(person.home.name, "label.svg")
        said = person.ok("labels", "--all", "--paper", "62x100mm", "--contents", "all", "--output", drawing,
                         "--public-url", "https://boxes.example.org", "--json", *extra)
        files = json.loads(said)["files"]
        texts = [re.findall(r"<text [^>]*>[^<]*</text>", open(file).read()) for file in files]
        return [file.replace(person.home.name, "HOME") for file in files], texts

    assert label_texts(remote, []) == label_texts(local, store)
    page = os.path.join(remote.home.name, "labels.svg")
    remote.ok("labels", "3", "--paper", "50x30mm", "--output", page)
    pixels = os.path.join(remote.home.name, "labels.png")
    subprocess.run(["rsvg-convert", "--dpi-x", "300", "--dpi-y", "300", "-b", "white", "-o", pixels, page], check=True)
    read = subprocess.run(["zbarimg", "--quiet", "--raw", pixels], capture_output=True, text=True).stdout.strip()
    key = json.loads(remote.ok("box", "show", "3", "--json"))["id"][:8]
    assert read == f"http://127.0.0.1:{server.port}/boxes/3?k={key}"


def test_a_share_link_made_on_a_server_opens_its_room_and_stops_when_removed(serve):
    server = serve()
    api = Api(server)
    api.call("POST", api.base + "/boxes", json.dumps({"title": "Attic"}).encode(), {"Content-Type": "application/json"})
    person = Person()
    person.login(server)
    person.ok("box", "room", "1", "Kitchen")
    said = person.ok("share", "add", "--room", "Kitchen", "--expires", "2w", "--note", "For the movers").splitlines()
    link = said[0]
    assert link.startswith(f"http://127.0.0.1:{server.port}/s/"), said
    assert said[1].startswith("Anyone with this link sees the boxes for the Kitchen, read-only, until ")
    with urllib.request.urlopen(link, timeout=30) as response:
        page = response.read().decode()
    assert "href=\"/s/" in page and "Kitchen" in page and "Attic" not in page
    listed = json.loads(person.ok("share", "list", "--json"))
    assert [(entry["scope"], entry["room"], entry["note"], entry["madeBy"]["name"]) for entry in listed] == [
        ("room", "Kitchen", "For the movers", "Robin")]
    assert listed[0]["lastUsedAt"] is not None and "token" not in listed[0]
    assert person.ok("share", "remove", listed[0]["id"]) == f"Withdrew share link {listed[0]['id']}: it no longer works.\n"
    try:
        urllib.request.urlopen(link, timeout=30)
        raise AssertionError("a withdrawn link still opens")
    except urllib.error.HTTPError as error:
        assert error.code == 404


def test_which_inventory_a_command_works_on(serve):
    server = serve()
    Api(server)
    person = Person()
    person.ok("box", "add", "On this computer")
    person.login(server)

    on_server = person.tote("box", "list")
    local = person.tote("box", "list", "--store", "sqlite:" + os.path.join(
        person.environment["XDG_DATA_HOME"], "tote", "tote.sqlite"))
    by_variable = person.tote("box", "list", extra={"TOTE_STORE": "memory:"})
    by_server_variable = person.tote("box", "list", extra={"TOTE_SERVER": f"http://127.0.0.1:{server.port}/"})

    assert "Kitchen" in on_server.stdout and "On this computer" not in on_server.stdout
    assert on_server.stderr == (f"note: working on http://127.0.0.1:{server.port}, where you are logged in; give "
                                "--store for the store on this computer\n")
    assert "On this computer" in local.stdout and local.stderr == ""
    assert "No boxes yet" in by_variable.stdout
    assert "Kitchen" in by_server_variable.stdout and by_server_variable.stderr == ""
    other = free_port()
    assert person.fails("box", "list", "--server", f"http://127.0.0.1:{other}") == (
        f"error: you are not logged in to http://127.0.0.1:{other}; run `tote login http://127.0.0.1:{other}` first")
    assert person.fails("box", "list", "--server", f"http://127.0.0.1:{server.port}", "--store", "memory:") == (
        "error: give --store or --server, not both")
    assert person.fails("box", "list", "--store", f"http://127.0.0.1:{server.port}") == (
        f"error: 'http://127.0.0.1:{server.port}' is a server's address, not a store; log in with `tote login "
        f"http://127.0.0.1:{server.port}`, then give it with --server (or nothing, once logged in)")
    assert "backed up" in person.fails("backup")
    assert "--store" in person.fails("user", "add", "sam", "--name", "Sam", stdin=PASSWORD + "\n")


def test_faults_read_as_one_line(serve):
    server = serve()
    api = Api(server)
    api.member("vera", "viewer")
    person = Person()
    person.login(server)
    viewer = Person()
    viewer.login(server, "vera")

    assert viewer.fails("box", "add", "Garden") == "error: a viewer can look but not change anything"
    api.call("POST", api.base + "/boxes/1/items", json.dumps({"title": "Kettle"}).encode(),
             {"Content-Type": "application/json"})
    assert person.fails("box", "remove", "1") == (
        "error: box #1 still holds 1 item; move them out first, or remove the box together with its items (--force)")
    token_id = next(entry["id"] for entry in api.call("GET", "/api/v1/tokens")["entries"]
                    if entry["name"].startswith("tote on "))
    api.call("DELETE", f"/api/v1/tokens/{token_id}")
    assert person.fails("box", "list").endswith("; run `tote login` again")

    server.stop()
    assert viewer.fails("box", "list") == (
        f"error: http://127.0.0.1:{server.port} refuses connections; is `tote serve` running there, on that port?")
    assert viewer.ok("logout") == (
        f"Logged out of http://127.0.0.1:{server.port} on this computer; the server could not be reached, so its "
        "token is not revoked: revoke it on your Account page there.\n")
    assert not os.path.exists(viewer.login_file)


class Relay(http.server.BaseHTTPRequestHandler):
    """Passes requests to the server; the first `lose` changes reach it, but their answers are lost on the way
    back: the connection closes before a byte of the answer."""

    protocol_version = "HTTP/1.1"

    def relay(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        upstream = http.client.HTTPConnection("127.0.0.1", self.server.upstream, timeout=30)
        headers = {key: value for key, value in self.headers.items() if key.lower() != "host"}
        upstream.request(self.command, self.path, body=body, headers=headers)
        answer = upstream.getresponse()
        data = answer.read()
        if self.command != "GET" and self.server.lose > 0:
            self.server.lose -= 1
            self.server.keys.append(self.headers.get("Idempotency-Key"))
            self.close_connection = True
            return
        self.send_response(answer.status)
        for key, value in answer.getheaders():
            if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                self.send_header(key, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    do_GET = do_POST = do_PATCH = do_DELETE = relay

    def log_message(self, *arguments):
        pass


def relay(server, lose):
    proxy = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Relay)
    proxy.upstream, proxy.lose, proxy.keys = server.port, lose, []
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    return proxy


def test_a_change_whose_answer_is_lost_is_sent_again_with_its_key_and_made_once(serve):
    server = serve()
    api = Api(server)
    proxy = relay(server, lose=0)
    person = Person()
    person.ok("login", f"http://127.0.0.1:{proxy.server_port}", "--user", "robin", stdin=PASSWORD + "\n")
    proxy.lose = 2

    said = person.ok("box", "add", "Garden", "-q")

    assert said == "2\n"
    assert len(proxy.keys) == 2 and proxy.keys[0] == proxy.keys[1] and proxy.keys[0]
    boxes = api.call("GET", api.base + "/boxes")["entries"]
    assert [box["title"] for box in boxes] == ["Kitchen", "Garden"]
    proxy.lose = 3

    line = person.fails("box", "rename", "2", "Shed")

    assert line == (f"error: the connection to http://127.0.0.1:{proxy.server_port} was lost before it answered 3 "
                    "times, so whether the change was made is unknown; look with `tote history` before making it "
                    "again")
    assert api.call("GET", api.base + "/boxes/2")["title"] == "Shed"
    proxy.shutdown()


class OtherVersion(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        document = json.dumps({"openapi": "3.1.0", "info": {"title": "Tote", "version": "2.0.0"}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/vnd.oai.openapi+json")
        self.send_header("Content-Length", str(len(document)))
        self.end_headers()
        self.wfile.write(document)

    def log_message(self, *arguments):
        pass


def test_a_server_of_another_api_version_or_none_at_all():
    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), OtherVersion)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    person = Person()

    line = person.fails("login", f"http://127.0.0.1:{other.server_port}", "--user", "robin", stdin=PASSWORD + "\n")

    assert line == (f"error: http://127.0.0.1:{other.server_port} speaks version 2.0.0 of Tote's API and this tote "
                    "version 1; use a tote of the server's release")
    other.shutdown()
    assert person.fails("login", "ftp://example", "--user", "robin", stdin="x\n") == (
        "error: 'ftp://example' is not a server's address; give one such as https://home.example:8080")


def test_a_server_with_a_certificate_of_a_private_authority():
    with tempfile.TemporaryDirectory() as directory:
        authority, authority_key = make_pair(directory, "Home CA")
        key = os.path.join(directory, "server.key")
        request = os.path.join(directory, "server.csr")
        certificate = os.path.join(directory, "server.crt")
        subprocess.run(["openssl", "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                        "-subj", "/CN=home", "-keyout", key, "-out", request], check=True, capture_output=True)
        extensions = os.path.join(directory, "san.cnf")
        with open(extensions, "w") as file:
            file.write("subjectAltName=IP:127.0.0.1\n")
        subprocess.run(["openssl", "x509", "-req", "-in", request, "-CA", authority, "-CAkey", authority_key,
                        "-CAcreateserial", "-days", "2", "-extfile", extensions, "-out", certificate],
                       check=True, capture_output=True)
        port, process, log = serve_tls(directory, "--tls-cert", certificate, "--tls-key", key, "--secure-cookies")
        address = f"https://127.0.0.1:{port}"
        trusting = ssl.create_default_context(cafile=authority)

        def set_up():
            try:
                urllib.request.urlopen(urllib.request.Request(
                    address + "/api/v1/setup", method="POST", headers={"Content-Type": "application/json"},
                    data=json.dumps({"username": "robin", "displayName": "Robin", "password": PASSWORD,
                                     "inventoryName": "Home"}).encode()), context=trusting, timeout=5)
                return True
            except OSError:
                assert process.poll() is None, open(log.name).read()
                return False

        try:
            wait_for(set_up, "the HTTPS server set up")
            person = Person()

            refused = person.fails("login", address, "--user", "robin", stdin=PASSWORD + "\n")
            plain = person.fails("login", f"http://127.0.0.1:{port}", "--user", "robin", stdin=PASSWORD + "\n")
            person.ok("login", address, "--user", "robin", "--ca-file", authority, stdin=PASSWORD + "\n")

            assert refused == (
                f"error: {address} did not prove who it is: its certificate is not signed by an authority this "
                "computer trusts; for a private authority, give its certificate with --ca-file")
            assert plain.startswith("error: ")
            assert "No boxes yet" in person.ok("box", "list")
            assert person.ok("box", "add", "Garden", "-q") == "1\n"
        finally:
            process.kill()
            process.wait()
            log.close()
