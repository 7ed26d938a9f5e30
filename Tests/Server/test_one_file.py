"""`tote` is one file: copied alone into an empty folder, with the folders it was built in hidden from it, it serves
its pages, assets and API document exactly as they are in the sources. Where no mount namespace can be made to hide
them, the copy is served as it is, and shown to name no resource bundle of Tote's, which is what it would look for."""

import os
import shutil
import subprocess
import tempfile
import urllib.request

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def build_folder(program):
    """The outermost folder named like a build folder (`.build`, `.build-NAME`) that holds `program`, else its own."""
    path = os.path.dirname(os.path.realpath(program))
    found = path
    while path != os.path.dirname(path):
        if os.path.basename(path).startswith(".build"):
            found = path
        path = os.path.dirname(path)
    return found


def hidden(*folders):
    """A command prefix that runs the rest in a mount namespace where each of `folders` is an empty tmpfs; None where
    this machine lets no test make a mount namespace (a container without the right to)."""
    mounts = " && ".join(f'mount -t tmpfs none "${{{index}}}"' for index in range(1, len(folders) + 1))
    user = [] if os.geteuid() == 0 else ["--map-root-user"]
    prefix = ["unshare", "--mount", *user, "sh", "-c", f'{mounts} && shift {len(folders)} && exec "$@"', "hide",
              *folders]
    probe = subprocess.run(prefix + ["true"], capture_output=True)
    return prefix if probe.returncode == 0 else None


def fetch(server, path):
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=30) as response:
        return response.status, response.headers.get("Content-Type"), response.read()


def source(*parts):
    with open(os.path.join(REPOSITORY, "Sources", *parts), "rb") as file:
        return file.read()


def test_the_binary_copied_alone_serves_pages_assets_and_the_document(serve):
    program = os.environ["TOTE"]
    with tempfile.TemporaryDirectory() as alone:
        copy = os.path.join(alone, "tote")
        shutil.copy2(program, copy)
        assert os.listdir(alone) == ["tote"]
        with open(copy, "rb") as binary:
            # A resource bundle is found by the path it was built at, which this name is part of.
            assert b"Tote_ToteWeb.resources" not in binary.read()
        prefix = hidden(build_folder(program), REPOSITORY)
        server = serve(program=(prefix or []) + [copy])

        status, kind, page = fetch(server, "/setup")
        assert status == 200 and kind.startswith("text/html")
        assert b"<main id=\"main\"" in page and b"/assets/tote.css" in page

        assert fetch(server, "/assets/tote.css")[2] == source("ToteWeb", "Assets", "tote.css")
        assert fetch(server, "/assets/scan.js")[2] == source("ToteWeb", "Assets", "scan.js")
        assert fetch(server, "/assets/icons/icon-192.png")[2] == source("ToteWeb", "Assets", "Icons", "icon-192.png")
        assert fetch(server, "/api/v1/openapi.json")[2] == source("ToteAPI", "Document", "openapi.json")
        assert os.listdir(alone) == ["tote"]
        assert "could not load resource bundle" not in server.output()
