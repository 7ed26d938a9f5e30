"""Ctrl-C during a long import: the command says that nothing was imported, exits 130, and the store holds nothing of
the file, whether the import was one transaction (into an inventory that holds something) or batches (into an empty
one, whose rows the next opening of the store removes). The test waits for the first progress line, never for a
time."""

import json
import os
import signal
import subprocess
import tempfile
import threading

import pytest

from conftest import wait_for


@pytest.mark.parametrize("before", [["Before"], []], ids=["into-an-inventory-with-a-box", "into-an-empty-one"])
def test_an_interrupted_import_says_nothing_was_imported_and_imports_nothing(before):
    tote = os.environ["TOTE"]
    with tempfile.TemporaryDirectory() as folder:
        store = "sqlite:" + os.path.join(folder, "tote.sqlite")
        listing = os.path.join(folder, "homebox.csv")
        with open(listing, "w") as file:
            file.write("HB.import_ref,HB.location,HB.name,HB.quantity\n")
            for row in range(300_000):
                file.write(f"R{row},Shelf {row % 500},Thing {row},1\n")
        for title in before:
            subprocess.run([tote, "box", "add", title, "--store", store], check=True, capture_output=True)

        process = subprocess.Popen([tote, "import", listing, "--store", store], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        lines = []
        reader = threading.Thread(target=lambda: lines.extend(iter(process.stderr.readline, "")))
        reader.start()
        wait_for(lambda: any(line.startswith("Importing: ") for line in lines) or process.poll() is not None,
                 "the import showing its progress")
        assert process.poll() is None, "the import ended before it could be interrupted: " + "".join(lines)
        process.send_signal(signal.SIGINT)
        status = process.wait(timeout=300)
        reader.join()

        assert status == 130, "".join(lines)
        assert lines[-1] == "Interrupted: nothing was imported; the inventory is as it was.\n", "".join(lines)
        listed = subprocess.run([tote, "box", "list", "--json", "--store", store], check=True, capture_output=True,
                                text=True)
        page = json.loads(listed.stdout)
        assert [box["title"] for box in page["entries"]] == before
        assert page["totalCount"] == len(before)
