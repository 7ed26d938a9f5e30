"""A full disk under a running server and the command line: every change is answered 507 with a problem document
that says so (the pages with the same message), the command line says it in one line, a backup names its file, nothing
is changed by what was refused, and once space is freed everything works again without a restart. The disk is a
small tmpfs of the test's own, so the test runs as root."""

import errno
import hashlib
import json
import os
import subprocess
import tempfile
import urllib.parse

import pytest

from tote_api import Api

FULL = "the disk that holds the store is full; nothing was changed: free some space, then try again"


@pytest.fixture
def small_disk():
    folder = tempfile.mkdtemp()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=12m,mode=0700", "tmpfs", folder],
                             capture_output=True, text=True)
    if mounted.returncode != 0:
        os.rmdir(folder)
        pytest.skip(f"a tmpfs cannot be mounted here (it needs root): {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", folder], check=True)
        os.rmdir(folder)


def fill(folder):
    """Writes a file that takes every byte left on the disk; returns its path."""
    path = os.path.join(folder, "filler")
    with open(path, "wb", buffering=0) as filler:
        block = b"\0" * 65536
        try:
            while True:
                filler.write(block)
        except OSError as error:
            assert error.errno == errno.ENOSPC, error
        try:
            while True:
                filler.write(b"\0")
        except OSError as error:
            assert error.errno == errno.ENOSPC, error
    return path


def tote(*arguments):
    return subprocess.run([os.environ["TOTE"], *arguments], capture_output=True, text=True, timeout=60)


def test_a_full_disk_is_answered_507_in_words_changes_nothing_and_passes_once_space_is_freed(serve, small_disk):
    store = f"sqlite:{small_disk}/tote.sqlite"
    server = serve(store=store, environment={"TMPDIR": small_disk})
    api = Api(server)
    json_body = {"Content-Type": "application/json"}
    filler = fill(small_disk)

    # The store's log may hold a few pages already made: adds go on until one needs a page more.
    statuses, added = [], 0
    for n in range(400):
        status, headers, data = api.send("POST", api.base + "/boxes", json.dumps(
            {"title": f"Box {n}", "note": "x" * 2000}).encode(), json_body)
        statuses.append(status)
        if status == 201:
            added += 1
            continue
        assert status == 507, (status, data[:300])
        assert headers["Content-Type"].startswith("application/problem+json")
        problem = json.loads(data)
        assert problem["status"] == 507 and problem["title"] == "Disk full" and problem["detail"] == FULL, problem
        break
    assert 507 in statuses, f"no add was refused in {len(statuses)} adds: the disk was never full"

    photo = api.send("POST", api.base + "/boxes/1/photos", b"\xff\xd8\xff" + b"\0" * 200_000,
                     {"Content-Type": "image/jpeg"})
    assert photo[0] == 507, (photo[0], photo[2][:300])
    assert json.loads(photo[2])["title"] == "Disk full"

    session, api.token = api.token, None
    csrf = hashlib.sha256(("csrf:" + session).encode()).hexdigest()
    page = api.send("POST", f"/boxes?csrf={csrf}", urllib.parse.urlencode(
        {"title": "From the page", "note": "y" * 2000}).encode(),
        {"Content-Type": "application/x-www-form-urlencoded", "Cookie": f"tote_session={session}"})
    api.token = session
    assert page[0] == 507, (page[0], page[2][:300])
    assert "free some space, then try again" in page[2].decode()

    command = tote("box", "add", "From the command line", "--note", "z" * 2000, "--store", store)
    assert command.returncode == 1 and command.stderr == f"error: {FULL}\n", command.stderr

    backup = tote("backup", "--store", store)
    assert backup.returncode == 1, backup.stderr
    assert backup.stderr.count("\n") == 1 and "the disk is full" in backup.stderr, backup.stderr
    assert f"{small_disk}/tote.sqlite.backups" in backup.stderr, backup.stderr

    export = tote("export", "--output", f"{small_disk}/items.csv", "--store", store)
    assert export.returncode == 1 and export.stderr.count("\n") == 1, export.stderr
    assert f"{small_disk}/items.csv" in export.stderr and "the disk is full" in export.stderr, export.stderr
    assert not os.path.exists(f"{small_disk}/items.csv")

    boxes = api.call("GET", api.base + "/boxes?perPage=1")["totalCount"]
    assert boxes == 1 + added, f"{boxes} boxes after {added} acknowledged adds and refusals"
    assert server.get("/health") == 200

    os.remove(filler)
    again = api.send("POST", api.base + "/boxes", json.dumps({"title": "After"}).encode(), json_body)
    assert again[0] == 201, again[2][:300]
    assert tote("backup", "--store", store).returncode == 0
    check = tote("box", "list", "--json", "--per-page", "1", "--store", store)
    assert check.returncode == 0, check.stderr
    assert api.call("GET", api.base + "/boxes?perPage=1")["totalCount"] == boxes + 1
