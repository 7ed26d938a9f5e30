"""Two `tote serve` processes on one PostgreSQL database, as a team runs them behind a load balancer: a credential
made on one server works on the other and a logout on either ends it on both; writes sent to both at the same moment
all succeed, with unique numbers and nothing lost; an edit made from a version someone else changed is refused with
409 whichever server it reaches; a change made on one server reaches the live event stream of the other; and failed
logins are counted across both servers."""

import hashlib
import http.client
import json
import os
import socket
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import pytest

from conftest import POSTGRES_URL, psql

if not POSTGRES_URL:
    pytest.skip("TOTE_TEST_POSTGRES_URL is not set: the tests of servers sharing PostgreSQL were skipped",
                allow_module_level=True)

OWNER = {"username": "robin", "displayName": "Robin", "password": "a long enough secret", "inventoryName": "Home"}
WORKERS_PER_SERVER = 8
ITEMS_PER_WORKER = 15
BOXES_PER_WORKER = 2
ACCOUNT_FAILURE_LIMIT = 5
LIVE_WITHIN = 5


@pytest.fixture
def servers(database_url, serve):
    """Two servers on the one database, each on a port of its own."""
    return serve(store=database_url), serve(store=database_url)


# The JSON API.

@dataclass
class Reply:
    server: object
    request: str
    status: int
    headers: dict
    body: object

    def __str__(self):
        log = "\n    ".join(self.server.output().splitlines()[-15:])
        return f"{self.request} answered {self.status} {self.body!r}\n  server log:\n    {log}"


def call(server, method, path, token=None, body=None, headers=None, within=30):
    """Sends one request to `/api/v1{path}`, with `body` as JSON, giving up after `within` seconds; never raises: a
    request that got no answer has the status None and says why in its body."""
    headers = dict(headers or {})
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None
    if body is not None:
        data = json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(
        f"http://127.0.0.1:{server.port}/api/v1{path}", data=data, method=method, headers=headers)
    described = f"{method} :{server.port}/api/v1{path}"
    try:
        with urllib.request.urlopen(request, timeout=within) as response:
            status, answer_headers, answer = response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        status, answer_headers, answer = error.code, error.headers, error.read()
    except (OSError, http.client.HTTPException) as error:
        return Reply(server, described, None, {}, f"no answer: {error!r}")
    headers = {name.lower(): value for name, value in answer_headers.items()}
    parsed = json.loads(answer) if answer and "json" in headers.get("content-type", "") else answer
    return Reply(server, described, status, headers, parsed)


def expect(reply, status):
    """The body of a reply that has `status`."""
    assert reply.status == status, f"expected {status}: {reply}"
    return reply.body


@dataclass
class Member:
    """Someone holding a token, in the inventory at `inventory` (`/inventories/ID`)."""
    token: str
    inventory: str

    def call(self, server, method, path, body=None, headers=None):
        return call(server, method, self.inventory + path, self.token, body, headers)

    def add_box(self, server, title):
        return expect(self.call(server, "POST", "/boxes", {"title": title}), 201)

    def add_item(self, server, box, title):
        return expect(self.call(server, "POST", f"/boxes/{box}/items", {"title": title}), 201)

    def items_of(self, server, box):
        """Every item of the box, as `server` lists them, by number."""
        detail = expect(self.call(server, "GET", f"/boxes/{box}?perPage=500"), 200)
        assert detail["itemsPage"]["pageCount"] == 1, detail["itemsPage"]
        return {item["number"]: item for item in detail["items"]}


def set_up(server):
    """Makes the first owner through `server`: their session and inventory."""
    session = expect(call(server, "POST", "/setup", body=OWNER), 201)
    me = expect(call(server, "GET", "/session", session["token"]), 200)
    return Member(session["token"], f"/inventories/{me['inventories'][0]['id']}")


def log_in(server, password=OWNER["password"]):
    return call(server, "POST", "/session", body={"username": OWNER["username"], "password": password})


def at_once(*calls, within=180):
    """Runs every call in a thread of its own, all released at the same moment; their results, in order."""
    barrier = threading.Barrier(len(calls))

    def released(function):
        barrier.wait(timeout=30)
        return function()

    deadline = time.monotonic() + within
    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        futures = [pool.submit(released, function) for function in calls]
        return [future.result(timeout=max(0.0, deadline - time.monotonic())) for future in futures]


def duplicates(values):
    seen = set()
    return sorted({value for value in values if value in seen or seen.add(value)})


# Server-sent events.

class EventStream:
    """A live event stream read from a socket of its own, so that every wait for it is bounded."""

    def __init__(self, server, path, token, within=10):
        self.socket = socket.create_connection(("127.0.0.1", server.port), timeout=5)
        self.socket.sendall(
            f"GET /api/v1{path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nAccept: text/event-stream\r\n"
            f"Authorization: Bearer {token}\r\n\r\n".encode())
        self.raw, self.body, self.ended, self.status = b"", b"", False, None
        deadline = time.monotonic() + within
        while b"\r\n\r\n" not in self.raw:
            assert self._receive(deadline), f"no answer to the event stream's request:\n{server.output()}"
        head, _, self.raw = self.raw.partition(b"\r\n\r\n")
        lines = head.decode().split("\r\n")
        self.status = int(lines[0].split()[1])
        self.headers = {name.lower(): value for name, _, value in (line.partition(": ") for line in lines[1:])}
        self.chunked = self.headers.get("transfer-encoding", "").lower() == "chunked"
        self._decode()

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.socket.close()

    def next_event(self, within):
        """The next frame that carries an event, as its fields (`id`, `event`, `data`), skipping comments and the
        retry advice; None when none comes within `within` seconds or the stream ends."""
        deadline = time.monotonic() + within
        while True:
            frame = self._take_frame()
            if frame is None:
                if not self._receive(deadline):
                    return None
            elif "event" in frame:
                return frame

    def events_until_closed(self, within):
        """The events the stream still delivers, and whether it ended within `within` seconds."""
        deadline = time.monotonic() + within
        events = []
        while (frame := self.next_event(max(0.0, deadline - time.monotonic()))) is not None:
            events.append(frame)
        return events, self.ended

    def _receive(self, deadline):
        """Reads what has arrived, waiting until `deadline` at most; False when nothing came or the stream ended."""
        remaining = deadline - time.monotonic()
        if self.ended or remaining <= 0:
            return False
        self.socket.settimeout(remaining)
        try:
            data = self.socket.recv(65536)
        except (socket.timeout, ConnectionResetError):
            data = None
        if not data:
            self.ended = data == b""
            return False
        self.raw += data
        if self.status is not None:
            self._decode()
        return True

    def _decode(self):
        """Moves what has fully arrived of the body from `raw` to `body`, undoing chunked transfer coding."""
        if not self.chunked:
            self.body, self.raw = self.body + self.raw, b""
            return
        while (line_end := self.raw.find(b"\r\n")) >= 0:
            size = int(self.raw[:line_end].split(b";")[0], 16)
            start = line_end + 2
            if len(self.raw) < start + size + 2:
                return
            self.body += self.raw[start:start + size]
            self.raw = self.raw[start + size + 2:]
            if size == 0:
                self.ended = True
                return

    def _take_frame(self):
        if b"\n\n" not in self.body:
            return None
        block, _, self.body = self.body.partition(b"\n\n")
        fields = {}
        for line in block.decode().split("\n"):
            if line and not line.startswith(":"):
                name, _, value = line.partition(":")
                fields[name] = value.removeprefix(" ")
        return fields


def event(frame):
    """An event frame's sequence, kind and history entry, checked to agree with one another."""
    entry = json.loads(frame["data"])
    assert int(frame["id"]) == entry["sequence"] and frame["event"] == entry["kind"], frame
    return entry


# The tests.

def test_a_credential_made_on_one_server_works_on_the_other_and_a_logout_on_either_ends_it_on_both(servers):
    """Setup is done once for both servers; sessions and personal API tokens are kept in the shared database, so
    one made on either server works on both, and a logout on either server ends that credential on both, and only
    that one."""
    a, b = servers
    for server in servers:
        assert expect(call(server, "GET", "/setup"), 200) == {"needed": True}
    owner = set_up(a)
    assert expect(call(b, "GET", "/setup"), 200) == {"needed": False}
    expect(call(b, "POST", "/setup", body={**OWNER, "username": "sam"}), 409)

    seen = [expect(call(server, "GET", "/session", owner.token), 200) for server in servers]
    assert seen[0] == seen[1] and seen[0]["account"]["username"] == OWNER["username"]
    other_session = expect(log_in(b), 201)["token"]
    api_token = expect(call(a, "POST", "/tokens", owner.token, {"name": "scanner"}), 201)["token"]
    for server in servers:
        for token in (other_session, api_token):
            assert expect(call(server, "GET", "/session", token), 200)["account"] == seen[0]["account"]

    expect(call(b, "DELETE", "/session", owner.token), 204)
    expect(call(a, "DELETE", "/session", api_token), 204)
    for server in servers:
        for ended in (owner.token, api_token):
            expect(call(server, "GET", "/session", ended), 401)
        expect(call(server, "GET", "/session", other_session), 200)


def test_creates_sent_to_both_servers_at_once_all_succeed_with_unique_numbers_and_none_lost(servers):
    """Eight people per server add items to one box, and a few boxes, all at the same moment: every request
    succeeds, no two boxes and no two items get the same number, and both servers list exactly the items and boxes
    that were added."""
    a, b = servers
    owner = set_up(a)
    shared = owner.add_box(a, "Shared")

    def worker(server, name):
        items, boxes = [], []
        for index in range(ITEMS_PER_WORKER):
            items.append(owner.call(server, "POST", f"/boxes/{shared['number']}/items", {"title": f"{name} {index}"}))
            if index < BOXES_PER_WORKER:
                boxes.append(owner.call(server, "POST", "/boxes", {"title": f"{name} box {index}"}))
        return items, boxes

    results = at_once(*(lambda server=server, name=f"{label}{index}": worker(server, name)
                        for label, server in (("A", a), ("B", b)) for index in range(WORKERS_PER_SERVER)))
    item_replies = [reply for items, _ in results for reply in items]
    box_replies = [reply for _, boxes in results for reply in boxes]
    failed = [reply for reply in item_replies + box_replies if reply.status != 201]
    assert not failed, f"{len(failed)} of {len(item_replies + box_replies)} adds failed; the first:\n" + "\n".join(
        str(reply) for reply in failed[:3])

    items = [reply.body for reply in item_replies]
    boxes = [shared] + [reply.body for reply in box_replies]
    assert len(items) == 2 * WORKERS_PER_SERVER * ITEMS_PER_WORKER
    assert not duplicates(item["number"] for item in items), "items added at once were given the same numbers"
    assert not duplicates(box["number"] for box in boxes), "boxes added at once were given the same numbers"
    assert {item["box"]["number"] for item in items} == {shared["number"]}

    added = {item["number"]: (item["id"], item["title"]) for item in items}
    for server in servers:
        detail = expect(owner.call(server, "GET", f"/boxes/{shared['number']}?perPage=500"), 200)
        assert detail["itemCount"] == detail["itemsPage"]["totalCount"] == len(items), f"seen from :{server.port}"
        listed = owner.items_of(server, shared["number"])
        assert {number: (item["id"], item["title"]) for number, item in listed.items()} == added
        listing = expect(owner.call(server, "GET", "/boxes?perPage=500"), 200)
        assert listing["totalCount"] == len(boxes)
        assert sorted(box["number"] for box in listing["entries"]) == sorted(box["number"] for box in boxes)


def test_edits_of_different_items_of_one_box_through_both_servers_at_once_never_conflict(servers):
    """Sixteen people each rename a different item of the same box at the same moment, half through each server,
    each from the version they saw: none is refused, and both servers show every new title at the next version."""
    a, b = servers
    owner = set_up(a)
    box = owner.add_box(a, "Kitchen")["number"]
    items = [owner.add_item(servers[index % 2], box, f"Thing {index}") for index in range(2 * WORKERS_PER_SERVER)]

    replies = at_once(*(
        lambda item=item, server=servers[index % 2]: owner.call(
            server, "PATCH", f"/items/{item['number']}", {"title": item["title"] + " renamed",
                                                          "version": item["version"]})
        for index, item in enumerate(items)))
    refused = [reply for reply in replies if reply.status != 200]
    assert not refused, "edits of different items were refused:\n" + "\n".join(str(reply) for reply in refused[:3])

    for server in servers:
        listed = owner.items_of(server, box)
        for item in items:
            assert listed[item["number"]]["title"] == item["title"] + " renamed", f"seen from :{server.port}"
            assert listed[item["number"]]["version"] == item["version"] + 1, f"seen from :{server.port}"


def test_two_edits_of_one_item_from_one_version_through_different_servers_one_wins_and_the_other_gets_409(servers):
    """Two people change the same item at the same moment, both from the version they saw, one through each
    server: exactly one change is made and the other is refused with a 409 problem saying the item was changed
    meanwhile; both servers then show the winner's title at the next version. Five rounds, each from the new
    version."""
    a, b = servers
    owner = set_up(a)
    box = owner.add_box(a, "Hall")["number"]
    number = owner.add_item(b, box, "Lamp")["number"]

    for turn in range(5):
        version = expect(owner.call(a, "GET", f"/items/{number}"), 200)["version"]
        change = {"version": version}
        replies = at_once(*(
            lambda server=server: owner.call(
                server, "PATCH", f"/items/{number}", {**change, "title": f"Lamp {turn} via :{server.port}"})
            for server in servers))
        assert sorted(reply.status for reply in replies) == [200, 409], f"round {turn}:\n" + "\n".join(
            str(reply) for reply in replies)
        winner = next(reply for reply in replies if reply.status == 200).body
        loser = next(reply for reply in replies if reply.status == 409)
        assert loser.headers["content-type"].startswith("application/problem+json"), str(loser)
        assert loser.body["status"] == 409 and loser.body["title"] == "Conflict", str(loser)
        assert "was changed by someone else" in loser.body["detail"], str(loser)
        for server in servers:
            seen = expect(owner.call(server, "GET", f"/items/{number}"), 200)
            assert (seen["title"], seen["version"]) == (winner["title"], version + 1), f"seen from :{server.port}"


def test_a_change_made_on_one_server_reaches_the_live_stream_of_the_other_within_seconds(servers):
    """A stream opened on server B delivers, within a few seconds and in order, the box and the item added
    through server A."""
    a, b = servers
    owner = set_up(a)
    with EventStream(b, owner.inventory + "/events", owner.token) as stream:
        assert stream.status == 200 and stream.headers["content-type"].startswith("text/event-stream"), stream.headers
        box = owner.add_box(a, "Crossing")
        item = owner.add_item(a, box["number"], "Passport")
        frames = [stream.next_event(within=LIVE_WITHIN) for _ in range(2)]

    assert None not in frames, f"server B's stream delivered {frames} within {LIVE_WITHIN} s:\n{b.output()}"
    provisioned, added = (event(frame) for frame in frames)
    assert provisioned["kind"] == "box.provisioned"
    assert provisioned["box"] == {"id": box["id"], "number": box["number"], "title": "Crossing"}
    assert added["kind"] == "item.provisioned"
    assert added["item"] == {"id": item["id"], "number": item["number"], "title": "Passport"}
    assert provisioned["sequence"] < added["sequence"]


def test_a_stream_on_one_server_stops_once_its_session_is_logged_out_on_the_other(servers):
    """A stream opened on server B with a session ends by itself once that session is logged out on server A, with
    no change needed to wake it, and delivers nothing more."""
    a, b = servers
    owner = set_up(a)
    with EventStream(b, owner.inventory + "/events", owner.token) as stream:
        assert stream.status == 200, stream.headers
        expect(call(a, "DELETE", "/session", owner.token), 204)
        delivered, ended = stream.events_until_closed(within=LIVE_WITHIN)

    assert delivered == [], "a stream of a session logged out on the other server went on delivering"
    assert ended, f"the stream was still open {LIVE_WITHIN} s after its session was logged out"


def test_failed_logins_alternating_between_the_servers_are_counted_together_and_lock_the_account_on_both(servers):
    """Five wrong passwords for one username, sent in turn to server A and server B (neither sees five), lock the
    account on both: the right password is then refused with 429 and Retry-After on either server."""
    a, b = servers
    set_up(a)
    for attempt in range(ACCOUNT_FAILURE_LIMIT):
        expect(log_in(servers[attempt % 2], password=f"wrong password {attempt}"), 401)

    for server in servers:
        refused = log_in(server)
        assert refused.status == 429, f"expected 429 after {ACCOUNT_FAILURE_LIMIT} failures: {refused}"
        assert refused.headers["content-type"].startswith("application/problem+json"), str(refused)
        assert 1 <= int(refused.headers["retry-after"]) <= 15 * 60, str(refused)


def test_a_request_sent_again_with_its_idempotency_key_to_the_other_server_is_carried_out_once(servers):
    """A client retrying through the load balancer reaches the other server: it gets the first answer again, marked
    as replayed, whether the first had finished or was sent at the same moment, and a different request under a used
    key is refused there too."""
    a, b = servers
    owner = set_up(a)
    box = owner.add_box(a, "Kitchen")["number"]
    path = f"/boxes/{box}/items"
    kettle = {"Idempotency-Key": "add-kettle"}

    first = expect(owner.call(a, "POST", path, {"title": "Kettle"}, kettle), 201)
    again = owner.call(b, "POST", path, {"title": "Kettle"}, kettle)
    assert again.status == 201, again
    assert again.headers.get("idempotent-replayed") == "true", again
    assert again.body == first

    lamp = {"Idempotency-Key": "add-lamp"}
    replies = at_once(
        *[lambda server=server: owner.call(server, "POST", path, {"title": "Lamp"}, lamp) for server in (a, b)] * 3)
    assert all(reply.status == 201 for reply in replies), [str(reply) for reply in replies]
    assert len({reply.body["number"] for reply in replies}) == 1, [reply.body for reply in replies]
    assert sum(reply.headers.get("idempotent-replayed") != "true" for reply in replies) == 1

    refused = owner.call(b, "POST", path, {"title": "Teapot"}, kettle)
    assert refused.status == 422, refused
    for server in (a, b):
        assert sorted(item["title"] for item in owner.items_of(server, box).values()) == ["Kettle", "Lamp"]


def followed(member, server, job, within=30):
    """The job's status as `server` tells it once the job ended."""
    deadline = time.monotonic() + within
    while True:
        status = expect(member.call(server, "GET", f"/jobs/{job}"), 200)
        if status["state"] != "running" or time.monotonic() > deadline:
            return status
        time.sleep(0.2)


def test_an_import_and_an_export_started_on_one_server_are_followed_and_fetched_on_the_other(servers):
    """Jobs run on the server that started them, yet a client whose polls reach the other server (a load balancer
    without sticky sessions) follows them there, and fetches an export's file from it, byte for byte."""
    a, b = servers
    owner = set_up(a)
    rows = "HB.name,HB.location,HB.quantity\r\n" + "".join(
        f"Thing {n},Garage / Shelf {n % 3},{n % 5 + 1}\r\n" for n in range(200))
    request = urllib.request.Request(
        f"http://127.0.0.1:{a.port}/api/v1{owner.inventory}/imports", data=rows.encode(), method="POST",
        headers={"Authorization": f"Bearer {owner.token}", "Content-Type": "text/csv"})
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 202
        job = json.loads(response.read())["id"]

    imported = followed(owner, b, job)
    assert imported["state"] == "succeeded", imported
    assert imported["report"]["itemsAdded"] == 200, imported

    started = owner.call(a, "POST", "/exports?format=csv&table=items")
    assert started.status == 202, started
    exported = followed(owner, b, started.body["id"])
    assert exported["state"] == "succeeded" and exported["rows"] == 200, exported
    files = []
    for server in (b, a):
        request = urllib.request.Request(
            f"http://127.0.0.1:{server.port}/api/v1{owner.inventory}/jobs/{started.body['id']}/file",
            headers={"Authorization": f"Bearer {owner.token}"})
        with urllib.request.urlopen(request, timeout=30) as response:
            assert response.status == 200
            files.append(response.read())
    assert files[0] == files[1]
    assert files[0].count(b"\r\n") == 201
    assert expect(owner.call(b, "GET", f"/jobs/{uuid.uuid4()}"), 404) is not None


def page_post(server, path, session, fields):
    """Posts a page's form as a browser with the session cookie would; the status and the `Location` it answered."""
    csrf = hashlib.sha256(("csrf:" + session).encode()).hexdigest()
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    connection.request("POST", f"{path}?csrf={csrf}", body=urllib.parse.urlencode(fields), headers={
        "Content-Type": "application/x-www-form-urlencoded", "Cookie": f"tote_session={session}"})
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status, response.getheader("Location")


def test_a_page_form_sent_twice_through_both_servers_adds_once(servers):
    """A double click, or a page sent again after the load balancer moved the browser to the other server: the same
    form (one form key, the same values) sent to both servers, one after the other and at the same moment, adds one
    box each time, and every sending is answered as the first was."""
    a, b = servers
    owner = set_up(a)
    before = expect(owner.call(a, "GET", "/boxes?perPage=1"), 200)["totalCount"]

    form = {"title": "Hall", "form_key": str(uuid.uuid4())}
    first = page_post(a, "/boxes", owner.token, form)
    again = page_post(b, "/boxes", owner.token, form)
    assert first[0] == 303 and again == first, (first, again)

    form = {"title": "Attic", "form_key": str(uuid.uuid4())}
    replies = at_once(*[lambda server=server: page_post(server, "/boxes", owner.token, form) for server in (a, b)] * 3)
    assert all(reply == replies[0] and reply[0] == 303 for reply in replies), replies

    boxes = expect(owner.call(b, "GET", "/boxes?perPage=100"), 200)
    titles = sorted(box["title"] for box in boxes["entries"])
    assert boxes["totalCount"] == before + 2 and titles.count("Hall") == 1 and titles.count("Attic") == 1, titles
