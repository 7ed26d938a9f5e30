"""Ctrl-C during a long import: the command stops the import, undoes what it wrote, says that nothing was imported
and exits 130, and the store's file holds nothing of it before anything opens it again; a second Ctrl-C leaves the
undoing to the store's next opening, which shows nothing of the file either. Through a server, it says that the
server goes on, which it does. The tests wait for progress lines and for the server's rows, never for a time."""

import json
import os
import signal
import sqlite3
import subprocess
import tempfile
import threading

import pytest

from conftest import wait_for
from test_cli_client import Person
from tote_api import Api


@pytest.mark.parametrize("before", [["Before"], []], ids=["into-an-inventory-with-a-box", "into-an-empty-one"])
def test_an_interrupted_import_says_nothing_was_imported_and_imports_nothing(before):
    tote = os.environ["TOTE"]
    with tempfile.TemporaryDirectory() as folder:
        store = "sqlite:" + os.path.join(folder, "tote.sqlite")
        listing = os.path.join(folder, "homebox.csv")
        write_listing(listing, 300_000)
        for title in before:
            subprocess.run([tote, "box", "add", title, "--store", store], check=True, capture_output=True)

        status, lines = interrupted([tote, "import", listing, "--store", store], "Importing: ")

        assert status == 130, "".join(lines)
        assert lines[-1] == "Interrupted: nothing was imported; the inventory is as it was.\n", "".join(lines)
        assert any(line.startswith("Stopping: undoing what the import wrote") for line in lines), "".join(lines)
        with sqlite3.connect(os.path.join(folder, "tote.sqlite")) as database:
            assert database.execute("SELECT count(*) FROM inventory_filling").fetchone()[0] == 0
            assert database.execute("SELECT count(*) FROM item").fetchone()[0] == 0
            assert database.execute("SELECT count(*) FROM box").fetchone()[0] == len(before)
        listed = subprocess.run([tote, "box", "list", "--json", "--store", store], check=True, capture_output=True,
                                text=True)
        page = json.loads(listed.stdout)
        assert [box["title"] for box in page["entries"]] == before
        assert page["totalCount"] == len(before)


def test_a_second_ctrl_c_leaves_the_undoing_to_the_next_opening_which_shows_nothing_of_the_file():
    tote = os.environ["TOTE"]
    with tempfile.TemporaryDirectory() as folder:
        store = "sqlite:" + os.path.join(folder, "tote.sqlite")
        listing = os.path.join(folder, "homebox.csv")
        write_listing(listing, 300_000)
        subprocess.run([tote, "box", "add", "Before", "--store", store], check=True, capture_output=True)

        status, lines = interrupted([tote, "import", listing, "--store", store], "Importing: ", again="Stopping: ")

        assert status == 130, "".join(lines)
        # The second Ctrl-C may come after the undoing has ended; either way the last line says what is left.
        assert lines[-1] in ("Interrupted: nothing was imported; the inventory is as it was.\n",
                             "Interrupted: nothing was imported; the store undoes what the import wrote, at the "
                             "latest when it is next opened.\n"), "".join(lines)
        listed = subprocess.run([tote, "box", "list", "--json", "--store", store], check=True, capture_output=True,
                                text=True)
        assert json.loads(listed.stdout)["totalCount"] == 1
        with sqlite3.connect(os.path.join(folder, "tote.sqlite")) as database:
            assert database.execute("SELECT count(*) FROM item").fetchone()[0] == 0


def test_an_import_through_a_server_interrupted_once_the_server_has_the_file_says_the_server_goes_on(serve):
    """Ctrl-C stops the command, not the server's import of a file it received whole: the command says so, and the
    server imports every row."""
    server = serve()
    api = Api(server)
    person = Person()
    person.login(server)
    with tempfile.TemporaryDirectory() as folder:
        listing = os.path.join(folder, "homebox.csv")
        write_listing(listing, 60_000)
        # A share of the file's bytes is the server's progress: it has the whole file by then.
        status, lines = interrupted([os.environ["TOTE"], "import", listing], "Importing: ", "%)",
                                    environment=person.environment)

    assert status == 130, "".join(lines)
    assert lines[-1] == ("Interrupted: no longer following the import. A file the server received whole is imported "
                         "still, all of it or none (tote history shows it once it has ended); one cut off is not "
                         "imported.\n"), "".join(lines)
    wait_for(lambda: api.send("GET", api.base + "/items/60000")[0] == 200, "the server's import of the last row")
    assert api.call("GET", api.base + "/items/60000")["title"] == "Thing 59999"
    assert api.send("GET", api.base + "/items/60001")[0] == 404
    assert json.loads(person.ok("box", "list", "--json"))["totalCount"] == 501


def test_a_dry_run_through_a_server_interrupted_says_nothing_was_imported_and_the_server_imports_nothing(serve):
    """A dry run writes nothing wherever it runs, so Ctrl-C ends the command at once and says nothing was imported."""
    server = serve()
    Api(server)  # the owner's account
    person = Person()
    person.login(server)
    with tempfile.TemporaryDirectory() as folder:
        listing = os.path.join(folder, "homebox.csv")
        write_listing(listing, 60_000)
        status, lines = interrupted([os.environ["TOTE"], "import", listing, "--dry-run"], "Checking: ", "%)",
                                    environment=person.environment)

    assert status == 130, "".join(lines)
    assert lines[-1] == "Interrupted: nothing was imported; the inventory is as it was.\n", "".join(lines)
    assert json.loads(person.ok("box", "list", "--json"))["totalCount"] == 1


def write_listing(path, rows):
    with open(path, "w") as file:
        file.write("HB.import_ref,HB.location,HB.name,HB.quantity\n")
        for row in range(rows):
            file.write(f"R{row},Shelf {row % 500},Thing {row},1\n")


def interrupted(command, *shown, environment=None, again=None):
    """Runs `command`, sends it a Ctrl-C once a line of its standard error starts with shown[0] and holds the rest of
    `shown` (and another once a line starts with `again`, if the command has not ended by then), and answers its
    status and every line it wrote there."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(iter(process.stderr.readline, "")))
    reader.start()
    showing = lambda line: line.startswith(shown[0]) and all(part in line for part in shown[1:])
    wait_for(lambda: any(showing(line) for line in lines) or process.poll() is not None, "the command's progress")
    assert process.poll() is None, "the command ended before it could be interrupted: " + "".join(lines)
    process.send_signal(signal.SIGINT)
    if again:
        wait_for(lambda: any(line.startswith(again) for line in lines) or process.poll() is not None,
                 "the command saying " + again)
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
    status = process.wait(timeout=300)
    reader.join()
    return status, lines
