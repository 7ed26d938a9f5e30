"""A job whose server stopped before it ended tells the person who started it so after the restart, in words, and
nothing of an interrupted import is kept."""

import json
import os
import signal
import subprocess

from conftest import wait_for
from tote_api import Api

INTERRUPTED_IMPORT = "interrupted by a server stop; nothing was imported: start the import again"


def rows(count):
    return "HB.location,HB.name\n" + "".join(f"Garage / Shelf {n % 50},Thing {n}\n" for n in range(count))


def job_status(api, job):
    """The state of `job`, as the answer that started it gave it, read where that answer said."""
    return api.call("GET", job["location"])


def restart_during(job, server, api, serve):
    """Stops `server` while the import `job` runs, starts one again on its files for `api`, and checks the job is
    told as interrupted."""
    assert job_status(api, job)["state"] == "running", "the import ended before the stop: a bigger file"
    status, _ = server.stop(signal.SIGTERM)
    assert status == 0, server.output()
    api.server = serve(directory=server.directory)
    told = job_status(api, job)
    assert told["state"] == "failed" and told["error"] == INTERRUPTED_IMPORT, told


def test_an_import_running_when_its_server_stops_is_told_as_interrupted_after_the_restart(serve):
    server = serve()
    api = Api(server)
    started = api.call("POST", api.base + "/imports", rows(30_000).encode(), {"Content-Type": "text/csv"})
    restart_during(started, server, api, serve)
    boxes = [box["title"] for box in api.call("GET", api.base + "/boxes")["entries"]]
    assert boxes == ["Kitchen"], f"part of the interrupted import was kept: {boxes[:5]}"

    restarted = api.call("POST", api.base + "/imports", rows(3).encode(), {"Content-Type": "text/csv"})
    assert restarted["id"] != started["id"]


def test_an_import_filling_a_new_inventory_when_its_server_stops_leaves_nothing_after_the_restart(serve):
    server = serve()
    api = Api(server)
    created = api.call("POST", "/api/v1/inventories", json.dumps({"name": "Storage unit"}).encode(),
                       {"Content-Type": "application/json"})
    new = f"/api/v1/inventories/{created['id']}"
    started = api.call("POST", new + "/imports", rows(60_000).encode(), {"Content-Type": "text/csv"})
    wait_for(lambda: job_status(api, started)["progress"]["done"] > 0, "the import reporting its first rows")
    restart_during(started, server, api, serve)
    assert api.call("GET", new + "/boxes")["entries"] == [], "part of the interrupted import was kept"
    porch = api.call("POST", new + "/boxes", json.dumps({"title": "Porch"}).encode(),
                     {"Content-Type": "application/json"})
    assert porch["number"] == 1, porch


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
    told = job_status(api, started)
    assert told["state"] == "failed" and told["error"] in (
        "interrupted by a server stop; start the export again",
        "the server stopped after the export was made, and its file went with it; start the export again"), told
    code, _, body = api.send("GET", f"{api.base}/jobs/{started['id']}/file")
    assert code == 409 and "failed" in json.loads(body)["detail"], (code, body)
