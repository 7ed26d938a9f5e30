"""A job whose server stopped before it ended tells the person who started it so after the restart, in words, and
nothing of an interrupted import is kept."""

import json
import os
import signal
import subprocess

from tote_api import Api

INTERRUPTED_IMPORT = "interrupted by a server stop; nothing was imported: start the import again"


def rows(count):
    return "HB.location,HB.name\n" + "".join(f"Garage / Shelf {n % 50},Thing {n}\n" for n in range(count))


def job_status(api, job):
    return api.call("GET", f"{api.base}/jobs/{job}")


def test_an_import_running_when_its_server_stops_is_told_as_interrupted_after_the_restart(serve):
    server = serve()
    api = Api(server)
    started = api.call("POST", api.base + "/imports", rows(30_000).encode(), {"Content-Type": "text/csv"})
    assert job_status(api, started["id"])["state"] == "running", "the import ended before the stop: a bigger file"
    status, _ = server.stop(signal.SIGTERM)
    assert status == 0, server.output()

    again = serve(directory=server.directory)
    api.server = again
    told = job_status(api, started["id"])
    assert told["state"] == "failed" and told["error"] == INTERRUPTED_IMPORT, told
    boxes = [box["title"] for box in api.call("GET", api.base + "/boxes")["entries"]]
    assert boxes == ["Kitchen"], f"part of the interrupted import was kept: {boxes[:5]}"

    restarted = api.call("POST", api.base + "/imports", rows(3).encode(), {"Content-Type": "text/csv"})
    assert restarted["id"] != started["id"]


def test_an_export_whose_server_stops_is_told_as_failed_with_the_way_on_after_the_restart(serve, tmp_path):
    store = f"sqlite:{tmp_path}/tote.sqlite"
    (tmp_path / "rows.csv").write_text(rows(30_000))
    imported = subprocess.run([os.environ["TOTE"], "import", "--quiet", str(tmp_path / "rows.csv"), "--store", store],
                              capture_output=True, text=True, timeout=300)
    assert imported.returncode == 0, imported.stderr
    server = serve(store=store)
    api = Api(server)
    started = api.call("POST", api.base + "/exports?format=csv&table=items")
    status, _ = server.stop(signal.SIGTERM)
    assert status == 0, server.output()

    api.server = serve(store=store)
    told = job_status(api, started["id"])
    assert told["state"] == "failed" and told["error"] in (
        "interrupted by a server stop; start the export again",
        "the server stopped after the export was made, and its file went with it; start the export again"), told
    code, _, body = api.send("GET", f"{api.base}/jobs/{started['id']}/file")
    assert code == 409 and "failed" in json.loads(body)["detail"], (code, body)
