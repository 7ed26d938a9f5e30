"""A real `tote serve` process per test, with the options and the limit of open files the test asks for."""

import os
import resource
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest

POSTGRES_URL = os.environ.get("TOTE_TEST_POSTGRES_URL")


def wait_for(condition, what, within=300):
    """Asks `condition` every few milliseconds until it holds; fails only after `within` seconds, a deadline long
    enough for a machine busy with other work, so a test waits for what happens, not for a time."""
    deadline = time.monotonic() + within
    while not condition():
        assert time.monotonic() < deadline, f"{what} did not happen within {within} s"
        time.sleep(0.01)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    def __init__(self, options, open_files, directory=None, store=None, environment=None, program=None):
        self.port = free_port()
        self.directory = directory or tempfile.TemporaryDirectory()
        self.log = open(os.path.join(self.directory.name, f"server-{self.port}.log"), "w+")
        limit = None if open_files is None else (open_files, open_files)
        store = store or "sqlite:" + os.path.join(self.directory.name, "tote.sqlite")
        self.process = subprocess.Popen(
            [*(program or [os.environ["TOTE"]]), "serve", "--port", str(self.port), "--store", store, *options],
            stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, **(environment or {})},
            preexec_fn=(lambda: resource.setrlimit(resource.RLIMIT_NOFILE, limit)) if limit else None,
        )
        try:
            self.wait_until_healthy(within=30)
        except BaseException:
            self.process.kill()
            self.process.wait()
            raise

    def wait_until_healthy(self, within):
        def started():
            assert self.process.poll() is None, "the server exited while starting:\n" + self.output()
            return self.get("/health") == 200

        try:
            wait_for(started, "the server starting", within)
        except AssertionError as failure:
            raise AssertionError(f"{failure}\n{self.output()}") from None

    def get(self, path, timeout=5):
        """The status of a GET, or None when the server could not be reached."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=timeout) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code
        except OSError:
            return None

    def connect(self):
        return socket.create_connection(("127.0.0.1", self.port), timeout=5)

    def resident_kilobytes(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise AssertionError("no VmRSS for the server")

    def open_descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def output(self):
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-4000:]

    def stop(self, sig=signal.SIGTERM, timeout=30):
        """Sends `sig` and returns the exit status and the seconds the server took to exit."""
        start = time.monotonic()
        self.process.send_signal(sig)
        status = self.process.wait(timeout=timeout)
        return status, time.monotonic() - start

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def close(self):
        """Removes the server's folder; every server that shares it must have been killed first, or one still
        writing (a job, a turn file opened per write) puts files back while the folder is being removed."""
        self.log.close()
        if os.path.isdir(self.directory.name):
            self.directory.cleanup()


@pytest.fixture
def serve():
    """Starts servers with `serve(*options, open_files=N, directory=D, store=URL, environment=E, program=P)`, D a
    TemporaryDirectory that holds the log and, unless `store` names another, the SQLite store (a new one by default),
    E variables added to the server's environment, P the command that runs in place of $TOTE; each is killed at the
    end of the test if still running."""
    servers = []

    def start(*options, open_files=None, directory=None, store=None, environment=None, program=None):
        server = Server(list(options), open_files, directory, store, environment, program)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.kill()
    for server in servers:
        server.close()


# PostgreSQL: a database of its own for every test.

def psql(sql):
    """Runs one statement as the user of TOTE_TEST_POSTGRES_URL, on its database."""
    url = urllib.parse.urlsplit(POSTGRES_URL)
    result = subprocess.run(
        ["psql", "-h", url.hostname, "-p", str(url.port or 5432), "-U", url.username, "-d", url.path.lstrip("/"),
         "-w", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", sql],
        env={**os.environ, "PGPASSWORD": urllib.parse.unquote(url.password or "")},
        capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, f"psql could not run {sql!r}: {result.stderr.strip()}"


@pytest.fixture
def database_url():
    """The URL of a new, empty database, dropped at the end of the test whatever happened; the test is skipped
    where TOTE_TEST_POSTGRES_URL names no server."""
    if not POSTGRES_URL:
        pytest.skip("TOTE_TEST_POSTGRES_URL is not set")
    name = f"tote_shared_{uuid.uuid4().hex[:16]}"
    psql(f'CREATE DATABASE "{name}"')
    try:
        yield urllib.parse.urlunsplit(urllib.parse.urlsplit(POSTGRES_URL)._replace(path="/" + name))
    finally:
        psql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
