"""Nothing is left behind by a process killed in the middle of its work, once the next one of its kind has started:
an upload a killed server was receiving, and the half-written file of an export killed while it ran."""

import glob
import json
import os
import signal
import subprocess
import tempfile

from conftest import wait_for
from tote_api import Api


def test_an_upload_a_killed_server_was_receiving_is_removed_when_the_next_server_starts(serve):
    temporary = tempfile.TemporaryDirectory()
    environment = {"TMPDIR": temporary.name}
    server = serve(environment=environment)
    api = Api(server)
    connection = server.connect()
    connection.sendall(
        (f"POST {api.base}/boxes/1/photos HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {api.token}\r\n"
         "Content-Type: image/jpeg\r\nContent-Length: 10000000\r\n\r\n").encode() + b"\xff\xd8\xff" + b"\0" * 100_000)
    uploads = lambda: glob.glob(os.path.join(temporary.name, "tote-*-upload-*"))
    wait_for(lambda: uploads(), "the upload reaching its temporary file")
    server.stop(signal.SIGKILL)
    connection.close()
    assert uploads(), "the killed server's upload was not left behind, so this test shows nothing"

    serve(directory=server.directory, environment=environment)
    assert uploads() == [], "the next server left the killed server's upload in place"
    temporary.cleanup()


def test_the_file_of_an_export_killed_while_it_ran_is_removed_by_the_next_export_there(tmp_path):
    store = f"sqlite:{tmp_path}/tote.sqlite"
    rows = ["HB.location,HB.name"] + [f"Garage / Shelf {n % 50},Thing {n}" for n in range(30_000)]
    (tmp_path / "rows.csv").write_text("\n".join(rows) + "\n")
    imported = subprocess.run([os.environ["TOTE"], "import", "--quiet", str(tmp_path / "rows.csv"), "--store", store],
                              capture_output=True, text=True, timeout=300)
    assert imported.returncode == 0, imported.stderr
    out = tmp_path / "out"
    out.mkdir()
    partials = lambda: glob.glob(os.path.join(out, ".items.csv.tote-*.partial"))
    export = subprocess.Popen([os.environ["TOTE"], "export", "--quiet", "--output", str(out / "items.csv"),
                               "--store", store], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(partials, "the export's file appearing")
    export.send_signal(signal.SIGKILL)
    export.wait()
    assert partials(), "the killed export left nothing behind, so this test shows nothing"

    again = subprocess.run([os.environ["TOTE"], "export", "--quiet", "--output", str(out / "boxes.csv"), "--table",
                            "boxes", "--store", store], capture_output=True, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
    assert partials() == [], "the next export left the killed export's file in place"
    assert sorted(os.listdir(out)) == ["boxes.csv"]
