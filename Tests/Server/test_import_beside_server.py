"""`tote import` on the SQLite file a running server uses commits in batches; between two it lets the server's writes
take their turn, so none waits for the whole import and times out ("the store is busy", after ten seconds). A
replacement of a large inventory is the hardest case: it moves its rows a thousand at a time, batch after batch with
no work of its own between them, where a write of another process, retrying now and then, would never find the store
free. The test waits for the import to end, never for a time."""

import json
import os
import sqlite3
import subprocess
import threading

from conftest import wait_for
from tote_api import Api

ITEMS = 400_000


def test_writes_through_a_server_go_on_while_the_command_line_replaces_an_inventory_of_its_store(serve):
    server = serve()
    api = Api(server)
    path = os.path.join(server.directory.name, "tote.sqlite")
    other = api.call("POST", "/api/v1/inventories", json.dumps({"name": "Workshop"}).encode(),
                     {"Content-Type": "application/json"})["id"]
    # Many items in the box Kitchen of the local inventory, written as Tote writes them, for the replacement to
    # set aside and clear.
    with sqlite3.connect(path, timeout=60) as database:
        database.executescript(f"""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {ITEMS})
            INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity)
            SELECT inventory.key * 1000000000 + i,
                lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
                    || '-a' || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))),
                inventory.id, box.id, i, 'Thing ' || i, 1
            FROM n JOIN inventory ON inventory.id = '00000000-0000-0000-0000-000000000001'
            JOIN box ON box.inventory_id = inventory.id AND box.number = 1;
            UPDATE inventory SET next_item_number = {ITEMS + 1} WHERE id = '00000000-0000-0000-0000-000000000001';
            """)
    small = "sqlite:" + os.path.join(server.directory.name, "small.sqlite")
    whole = os.path.join(server.directory.name, "whole.jsonl")
    for command in (["box", "add", "Attic"], ["export", "--format", "json", "--output", whole, "--quiet"]):
        subprocess.run([os.environ["TOTE"], *command, "--store", small], check=True, capture_output=True)

    statuses, importing = [], threading.Event()

    def write():
        while importing.is_set():
            status, _, _ = api.send("POST", f"/api/v1/inventories/{other}/boxes",
                                    json.dumps({"title": "Crate"}).encode(), {"Content-Type": "application/json"})
            statuses.append(status)

    importing.set()
    writer = threading.Thread(target=write)
    writer.start()
    try:
        replaced = subprocess.run(
            [os.environ["TOTE"], "import", whole, "--replace", "--quiet", "--store", "sqlite:" + path],
            capture_output=True, text=True, timeout=900)
    finally:
        importing.clear()
        writer.join()

    assert replaced.returncode == 0, replaced.stderr
    assert replaced.stdout == "Put back 1 box, 0 items and 1 event.\n", replaced.stdout
    assert statuses and set(statuses) == {201}, sorted(set(statuses))
    assert api.call("GET", f"/api/v1/inventories/{other}/boxes?perPage=1")["totalCount"] == len(statuses)
    assert api.call("GET", api.base + "/boxes?perPage=1")["totalCount"] == 1


def test_a_server_beside_an_import_that_was_killed_undoes_what_it_left_at_the_next_change_there(serve):
    """An import whose process ends without undoing (a kill, a crash) leaves its inventory marked; the server's next
    change there undoes it first and lands, rather than being refused until the server is restarted."""
    server = serve()
    api = Api(server)
    path = os.path.join(server.directory.name, "tote.sqlite")
    items = item_count(path)
    kill_an_import_of(path, os.path.join(server.directory.name, "homebox.csv"))

    status, _, body = api.send("POST", api.base + "/boxes", json.dumps({"title": "Porch"}).encode(),
                               {"Content-Type": "application/json"})

    assert status == 201, body
    assert json.loads(body)["number"] == 2, body
    assert [box["title"] for box in api.call("GET", api.base + "/boxes")["entries"]] == ["Kitchen", "Porch"]
    assert item_count(path) == items
    assert marks(path) == 0


def test_a_server_beside_an_import_that_was_killed_soon_shows_the_inventory_as_it_was_with_no_change_there(serve):
    """The server looks now and then for what a stopped import left, and undoes it without waiting for a change."""
    server = serve()
    api = Api(server)
    path = os.path.join(server.directory.name, "tote.sqlite")
    items = item_count(path)
    kill_an_import_of(path, os.path.join(server.directory.name, "homebox.csv"))

    wait_for(lambda: marks(path) == 0, "the stopped import's mark going, last of what it left")
    assert [box["title"] for box in api.call("GET", api.base + "/boxes?perPage=5")["entries"]] == ["Kitchen"]
    assert item_count(path) == items


def marks(path):
    """How many inventories an import fills, or left marked when it stopped."""
    with sqlite3.connect(path, timeout=60) as database:
        return database.execute("SELECT count(*) FROM inventory_filling").fetchone()[0]


def item_count(path):
    with sqlite3.connect(path, timeout=60) as database:
        return database.execute("SELECT count(*) FROM item").fetchone()[0]


def kill_an_import_of(path, listing):
    """Starts `tote import` of many Homebox rows into the store at `path` and kills it once it reports progress."""
    with open(listing, "w") as file:
        file.write("HB.location,HB.name\n" + "".join(f"Shelf {n % 500},Thing {n}\n" for n in range(300_000)))
    command = subprocess.Popen([os.environ["TOTE"], "import", listing, "--store", "sqlite:" + path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(iter(command.stderr.readline, "")))
    reader.start()
    wait_for(lambda: any(line.startswith("Importing: ") for line in lines) or command.poll() is not None,
             "the import's progress")
    assert command.poll() is None, "the import ended before it could be killed: " + "".join(lines)
    command.kill()
    command.wait()
    reader.join()
