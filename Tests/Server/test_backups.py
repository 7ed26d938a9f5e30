"""A server's backups on the schedule of its store, and a restore that waits for the server to stop."""

import json
import os
import subprocess
import tempfile
import time
import uuid

from conftest import wait_for


def tote(*arguments):
    return subprocess.run([os.environ["TOTE"], *arguments], capture_output=True, text=True)


def backups(directory):
    folder = os.path.join(directory.name, "tote.sqlite.backups")
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


def test_a_server_backs_up_when_due_even_when_restarted_often_and_a_restore_waits_for_it_to_stop(serve):
    directory = tempfile.TemporaryDirectory()
    store = "sqlite:" + os.path.join(directory.name, "tote.sqlite")
    first = serve(directory=directory)
    # No backup yet: one is due at once.
    wait_for(lambda: [name for name in backups(directory) if name.endswith(".sqlite")], "the first backup")
    made = [name for name in backups(directory) if name.endswith(".sqlite")]
    assert len(made) == 1 and made[0].startswith("tote-")
    backup = os.path.join(directory.name, "tote.sqlite.backups", made[0])

    refused = tote("restore", backup, "--store", store)
    assert refused.returncode == 1
    assert "is in use by a running tote serve or another command; stop it, then restore" in refused.stderr
    assert first.stop()[0] == 0

    # A copy left half written by a server that stopped in the middle of a backup: named for its process, which has
    # ended.
    ended = subprocess.Popen(["true"])
    ended.wait()
    partial = os.path.join(directory.name, "tote.sqlite.backups",
                           f".tote-20270115-090000.sqlite.tote-{ended.pid}-{str(uuid.uuid4()).upper()}.partial")
    with open(partial, "w") as file:
        file.write("half")
    second = serve(directory=directory)
    wait_for(lambda: not os.path.exists(partial), "the half-written copy being removed")
    # The newest backup is minutes old, not six hours: the restart makes no new one.
    time.sleep(1)
    assert [name for name in backups(directory) if name.endswith(".sqlite")] == made
    assert second.stop()[0] == 0

    tote("box", "add", "Winter clothes", "--store", store)
    restored = tote("restore", backup, "--store", store)
    assert restored.returncode == 0, restored.stderr
    assert restored.stdout.startswith(f"Restored the store from {backup}.\nThe store it replaced is kept at ")
    assert json.loads(tote("box", "list", "--store", store, "--json").stdout)["entries"] == []
    previous = restored.stdout.split("kept at ")[1].strip().rstrip(".")
    assert "Winter clothes" in tote("box", "list", "--store", "sqlite:" + previous).stdout
