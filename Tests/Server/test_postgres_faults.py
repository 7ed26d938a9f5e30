"""What a user of a PostgreSQL store sees when the database fails them: a server whose database restarts answers
503 "the database cannot be reached" at once while it is down, without hanging or exiting, and serves again, with its
data and its live updates, once the database is back, without being restarted itself; and a server or a command given
a database it cannot use (a wrong password, nothing listening, a malformed URL, a missing database, another
application's tables, a schema of a newer Tote) refuses to start with one clear line and exit status 1, changing
nothing."""

import glob
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest

POSTGRES_URL = os.environ.get("TOTE_TEST_POSTGRES_URL")
if not POSTGRES_URL:
    pytest.skip("TOTE_TEST_POSTGRES_URL is not set (scripts/test sets it): the PostgreSQL fault tests were skipped",
                allow_module_level=True)


def newest_server_programs():
    """The folder of the newest installed PostgreSQL's server programs, or None."""
    def version(folder):
        return tuple(int(part) for part in folder.split("/")[-2].split(".") if part.isdigit())

    folders = [folder for folder in glob.glob("/usr/lib/postgresql/*/bin")
               if os.access(os.path.join(folder, "initdb"), os.X_OK)]
    return max(folders, key=version) if folders else None


POSTGRES_BIN = newest_server_programs()
if POSTGRES_BIN is None:
    pytest.skip("PostgreSQL's server programs (initdb, pg_ctl; Debian's package: postgresql) are not installed: the "
                "PostgreSQL fault tests, which start and stop a PostgreSQL server of their own, were skipped",
                allow_module_level=True)

# PostgreSQL refuses to run as root: as root, its programs run as the postgres account.
if os.geteuid() == 0:
    try:
        SERVER_ACCOUNT = pwd.getpwnam("postgres")
    except KeyError:
        pytest.skip("running as root without a postgres account to run PostgreSQL's server as: the PostgreSQL fault "
                    "tests were skipped", allow_module_level=True)
    AS_SERVER = ["runuser", "-u", "postgres", "--"]
else:
    SERVER_ACCOUNT, AS_SERVER = None, []

from test_servers_sharing_postgres import EventStream, at_once, call, event, expect, set_up  # noqa: E402

REQUEST_WITHIN = 15
RECOVERY_WITHIN = 30
LIVE_WITHIN = 5
REFUSAL_WITHIN = 30
UNREACHABLE = "the database cannot be reached"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def url_with(url, **parts):
    """`url` with its user, password, port or database replaced."""
    split = urllib.parse.urlsplit(url)
    user = parts.get("user", split.username)
    password = parts.get("password", split.password)
    port = parts.get("port", split.port)
    path = "/" + parts["database"] if "database" in parts else split.path
    credentials = urllib.parse.quote(user) + (":" + urllib.parse.quote(password, safe="") if password else "")
    return urllib.parse.urlunsplit(split._replace(netloc=f"{credentials}@{split.hostname}:{port}", path=path))


def psql(url, sql):
    """Runs `sql` (statements separated by `;`) on the database of `url`, as its user; the rows, one a line, fields
    separated by `|`."""
    split = urllib.parse.urlsplit(url)
    result = subprocess.run(
        [os.path.join(POSTGRES_BIN, "psql"), "-h", split.hostname, "-p", str(split.port), "-U", split.username,
         "-d", split.path.lstrip("/"), "-w", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql],
        env={**os.environ, "PGPASSWORD": urllib.parse.unquote(split.password or ""), "PGCONNECT_TIMEOUT": "10"},
        capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, f"psql could not run {sql!r}: {result.stderr.strip()}"
    return result.stdout.strip()


def database_exists(name):
    return psql(POSTGRES_URL, f"SELECT count(*) FROM pg_database WHERE datname = '{name}'") == "1"


# A PostgreSQL server of the test's own, which it may stop and start.

class OwnPostgres:
    """A new PostgreSQL server in a folder of its own, on 127.0.0.1 and a free port, with a role `tote` that has a
    password and a database `tote` of its own; it flushes its log to the disk as a real one does (`fsync` on)."""

    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="tote-faults-postgres-")
        self.data = os.path.join(self.folder, "data")
        self.port = free_port()
        self.password = f"secret-{uuid.uuid4().hex[:12]}"
        self.url = f"postgres://tote:{self.password}@127.0.0.1:{self.port}/tote"

    def create(self):
        """Makes the cluster, starts it and adds the role and its database."""
        if SERVER_ACCOUNT:
            os.chown(self.folder, SERVER_ACCOUNT.pw_uid, SERVER_ACCOUNT.pw_gid)
        self.run("initdb", "-D", self.data, "-U", "postgres", "--auth-local=trust", "--auth-host=scram-sha-256",
                 "--encoding=UTF8", "--locale=C.UTF-8")
        self.start()
        self.run("psql", "-h", self.folder, "-p", str(self.port), "-U", "postgres", "-d", "postgres", "-X", "-q",
                 "-v", "ON_ERROR_STOP=1", "-c", f"CREATE ROLE tote LOGIN PASSWORD '{self.password}'",
                 "-c", "CREATE DATABASE tote OWNER tote")

    def run(self, program, *arguments, timeout=90):
        result = subprocess.run(
            [*AS_SERVER, os.path.join(POSTGRES_BIN, program), *arguments],
            cwd=self.folder, capture_output=True, text=True, timeout=timeout)
        assert result.returncode == 0, (
            f"{program} {' '.join(arguments)} failed ({result.returncode}):\n{result.stdout}{result.stderr}\n"
            + self.log_tail())
        return result

    def start(self):
        self.run("pg_ctl", "-D", self.data, "-l", os.path.join(self.folder, "server.log"), "-w", "-t", "60", "start",
                 "-o", f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.folder}")

    def stop(self, mode="fast"):
        self.run("pg_ctl", "-D", self.data, "-w", "-t", "60", "stop", "-m", mode)

    def is_running(self):
        return subprocess.run([*AS_SERVER, os.path.join(POSTGRES_BIN, "pg_ctl"), "-D", self.data, "status"],
                              capture_output=True, timeout=30).returncode == 0

    def log_tail(self, lines=15):
        try:
            with open(os.path.join(self.folder, "server.log")) as log:
                return "PostgreSQL's log:\n    " + "\n    ".join(log.read().splitlines()[-lines:])
        except OSError:
            return "PostgreSQL left no log"

    def close(self):
        """Stops the server however it is, and removes its folder."""
        try:
            if os.path.isdir(self.data) and self.is_running():
                self.stop(mode="immediate")
        except (AssertionError, subprocess.TimeoutExpired):
            try:
                with open(os.path.join(self.data, "postmaster.pid")) as pid_file:
                    os.kill(int(pid_file.readline()), signal.SIGKILL)
                time.sleep(1)
            except (OSError, ValueError):
                pass
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def own_postgres():
    """A PostgreSQL server of the test's own, stopped and removed at the end of the test whatever happened."""
    postgres = OwnPostgres()
    try:
        postgres.create()
        yield postgres
    finally:
        postgres.close()


# Requests with a bound on how long each may take.

def bounded_call(server, method, path, token=None, body=None, within=REQUEST_WITHIN):
    """Sends one request as `call` does, giving up after `within` seconds: its reply (of status None when none came)
    and the seconds it took."""
    start = time.monotonic()
    reply = call(server, method, path, token, body, within=within)
    return reply, time.monotonic() - start


def until_answered(send, status, within=RECOVERY_WITHIN):
    """Sends `send()` every half second until it is answered with `status`, for `within` seconds at most; that reply
    and how many were answered otherwise before it."""
    deadline = time.monotonic() + within
    others = []
    while True:
        reply, _ = send()
        if reply.status == status:
            return reply, others
        others.append(reply)
        assert time.monotonic() < deadline, (
            f"still no {status} {within} s after the database came back; {len(others)} replies were otherwise, "
            f"the first: {others[0]}\nthe last: {reply}")
        time.sleep(0.5)


# The database restarting under a running server.

def test_a_server_answers_503_while_its_database_is_down_and_serves_again_once_it_is_back(own_postgres, serve):
    """With the database stopped, reads and writes are each answered within seconds with a 503 problem that says
    the database cannot be reached, and the server keeps running; once the database is started again, the same
    server answers them again within seconds: what was added before is there, the write refused while it was down
    was not made, a write made now lands, and a live event stream opened now delivers the next change."""
    server = serve(store=own_postgres.url)
    owner = set_up(server)
    box = owner.add_box(server, "Before the restart")
    kettle = owner.add_item(server, box["number"], "Kettle")
    requests = {
        "list the boxes": ("GET", "/boxes", None),
        "show the box": ("GET", f"/boxes/{box['number']}", None),
        "add an item": ("POST", f"/boxes/{box['number']}/items", {"title": "Added while the database was down"}),
        "rename the item": ("PATCH", f"/items/{kettle['number']}", {"title": "Kettle renamed while down",
                                                                     "version": kettle["version"]}),
    }

    def send(name):
        method, path, body = requests[name]
        return bounded_call(server, method, owner.inventory + path, owner.token, body)

    own_postgres.stop(mode="fast")
    one_by_one = [(name, send(name)) for name in requests]
    all_at_once = list(zip(requests, at_once(*(lambda name=name: send(name) for name in requests), within=60)))
    assert server.process.poll() is None, f"the server exited while the database was down:\n{server.output()}"
    for sent, replies in (("one by one", one_by_one), ("all at once", all_at_once)):
        for name, (reply, seconds) in replies:
            where = f"{name} ({sent}) with the database stopped"
            assert reply.status is not None, f"{where}: {reply}"
            assert seconds < REQUEST_WITHIN, f"{where}: answered only after {seconds:.1f} s: {reply}"
            assert reply.status == 503, f"{where}: expected 503: {reply}"
            assert reply.headers.get("content-type", "").startswith("application/problem+json"), f"{where}: {reply}"
            assert reply.body["status"] == 503 and UNREACHABLE in reply.body["detail"], f"{where}: {reply}"
    assert server.get("/health", timeout=REQUEST_WITHIN) is not None, "the server stopped answering /health"
    assert server.process.poll() is None, f"the server exited while the database was down:\n{server.output()}"

    own_postgres.start()
    listing, _ = until_answered(lambda: send("list the boxes"), 200)
    assert [entry["title"] for entry in listing.body["entries"]] == ["Before the restart"], str(listing)
    detail, _ = until_answered(lambda: send("show the box"), 200)
    assert [(item["number"], item["title"]) for item in detail.body["items"]] == [(kettle["number"], "Kettle")], (
        f"the box after the restart: {detail}")

    added, seconds = bounded_call(server, "POST", owner.inventory + f"/boxes/{box['number']}/items", owner.token,
                                  {"title": "Added after the restart"})
    assert added.status == 201, f"a write once the database answered reads again ({seconds:.1f} s): {added}"
    renamed, _ = bounded_call(server, "PATCH", owner.inventory + f"/items/{kettle['number']}", owner.token,
                              {"title": "Kettle after the restart", "version": kettle["version"]})
    assert renamed.status == 200, f"an edit from the version seen before the restart: {renamed}"
    detail = expect(call(server, "GET", owner.inventory + f"/boxes/{box['number']}", owner.token), 200)
    assert sorted(item["title"] for item in detail["items"]) == ["Added after the restart",
                                                                  "Kettle after the restart"]

    with EventStream(server, owner.inventory + "/events", owner.token) as stream:
        assert stream.status == 200 and stream.headers["content-type"].startswith("text/event-stream"), (
            f"the event stream opened after the restart: {stream.status} {stream.headers} {stream.body!r}")
        new_box = owner.add_box(server, "After the restart")
        frame = stream.next_event(within=LIVE_WITHIN)
    assert frame is not None, (
        f"no event within {LIVE_WITHIN} s of a box added after the database restarted:\n{server.output()}")
    entry = event(frame)
    assert entry["kind"] == "box.provisioned"
    assert entry["box"] == {"id": new_box["id"], "number": new_box["number"], "title": "After the restart"}
    assert server.process.poll() is None, f"the server exited:\n{server.output()}"


def test_restarts_of_the_database_under_eight_writers_are_answered_only_2xx_or_503_and_stop_nothing(
        own_postgres, serve):
    """Two servers on the database, eight writers adding items through them without pause, while the database is
    restarted four times (fast and immediate shutdowns in turn): every request is answered within its time, with
    201 or with 503 and Retry-After, never 500 and never silence; every item acknowledged is there afterwards, and
    no other but those whose 503 said the database went away while saving them; and each server stops on SIGTERM
    within its grace period."""
    servers = [serve("--shutdown-grace", "5", store=own_postgres.url) for _ in range(2)]
    owner = set_up(servers[0])
    box = owner.add_box(servers[0], "Truck")["number"]
    done = threading.Event()
    lock = threading.Lock()
    statuses, added, unanswered, without_retry, uncertain, made = {}, [], [], [], [], []

    def write(writer):
        count = 0
        while not done.is_set():
            count += 1
            server = servers[(writer + count) % 2]
            reply, seconds = bounded_call(server, "POST", owner.inventory + f"/boxes/{box}/items", owner.token,
                                          {"title": f"Writer {writer} item {count}"}, within=REQUEST_WITHIN)
            with lock:
                statuses[reply.status] = statuses.get(reply.status, 0) + 1
                if reply.status == 201:
                    added.append(reply.body["number"])
                elif reply.status is None:
                    unanswered.append(str(reply))
                elif reply.status == 503 and "retry-after" not in reply.headers:
                    without_retry.append(str(reply))
                if reply.status == 503 and "may or may not have been made" in reply.body.get("detail", ""):
                    uncertain.append(str(reply))
                if reply.status == 503 and "the change was made" in reply.body.get("detail", ""):
                    made.append(str(reply))

    writers = [threading.Thread(target=write, args=(number,)) for number in range(8)]
    for writer in writers:
        writer.start()
    try:
        for mode in ["fast", "immediate", "fast", "immediate"]:
            time.sleep(2)
            own_postgres.stop(mode=mode)
            time.sleep(2)
            own_postgres.start()
        time.sleep(5)
    finally:
        done.set()
        for writer in writers:
            writer.join(timeout=REQUEST_WITHIN + 30)
    print(f"statuses: {statuses}")
    assert not unanswered, f"{len(unanswered)} requests got no answer within {REQUEST_WITHIN} s; the first: " \
                           f"{unanswered[0]}"
    assert set(statuses) <= {201, 503}, f"answers other than 201 and 503: {statuses}"
    assert not without_retry, f"a 503 without Retry-After: {without_retry[0]}"
    assert statuses.get(201, 0) > 0 and statuses.get(503, 0) > 0, statuses
    listed = until_answered(lambda: (call(servers[1], "GET", owner.inventory + f"/boxes/{box}?perPage=1",
                                          owner.token), 0), 200)[0]
    present = listed.body["itemsPage"]["totalCount"]
    certain = len(added) + len(made)
    assert certain <= present <= certain + len(uncertain), (
        f"{len(added)} items were acknowledged, {len(made)} told they were made and {len(uncertain)} that they may "
        f"have been; {present} are there")
    for server in servers:
        status, seconds = server.stop(signal.SIGTERM, timeout=30)
        assert status == 0 and seconds < 5 + 3, (
            f"after the restarts a server took {seconds:.1f} s to stop on SIGTERM (status {status}):\n"
            + server.output())


# Databases a server or a command must refuse to start with.

def tote(*arguments, within=REFUSAL_WITHIN):
    return subprocess.run([os.environ["TOTE"], *arguments], capture_output=True, text=True, timeout=within)


class BadStore:
    """A store URL Tote must refuse: what its one line must say, and how to see that nothing changed."""

    def __init__(self, url, says, snapshot=lambda: None, secret=None):
        self.url, self.says, self.snapshot, self.secret = url, says, snapshot, secret


def fresh_database(cleanups, setup_sql=None):
    """A new database on the shared server, dropped at the end of the test; its URL and its name."""
    name = f"tote_faults_{uuid.uuid4().hex[:16]}"
    psql(POSTGRES_URL, f'CREATE DATABASE "{name}"')
    cleanups.append(lambda: psql(POSTGRES_URL, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    url = url_with(POSTGRES_URL, database=name)
    if setup_sql:
        psql(url, setup_sql)
    return url, name


def tables_of(url):
    return psql(url, "SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables "
                     "WHERE table_schema = current_schema()")


def wrong_password(cleanups):
    url, _ = fresh_database(cleanups)
    return BadStore(url_with(url, password="WRONG-password"), ["password"], lambda: tables_of(url),
                    secret="WRONG-password")


def nothing_listening(cleanups):
    return BadStore(url_with(POSTGRES_URL, port=free_port(), password="unheard-secret"), ["cannot be reached"],
                    secret="unheard-secret")


def no_host(cleanups):
    return BadStore("postgres://tote@/nodb", ["the URL names no host"])


def nothing_but_the_scheme(cleanups):
    return BadStore("postgres://", ["the URL names no"])


def missing_database(cleanups):
    name = f"tote_faults_missing_{uuid.uuid4().hex[:12]}"
    cleanups.append(lambda: psql(POSTGRES_URL, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    return BadStore(url_with(POSTGRES_URL, database=name), ["does not exist"], lambda: database_exists(name))


def another_applications_tables(cleanups):
    url, _ = fresh_database(cleanups, "CREATE TABLE customers (id integer PRIMARY KEY, name text NOT NULL); "
                                      "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')")
    return BadStore(url, ["not a Tote store"],
                    lambda: (tables_of(url), psql(url, "SELECT * FROM customers ORDER BY id")))


def migrated_by_a_newer_tote(cleanups):
    url, _ = fresh_database(cleanups)
    made = tote("box", "add", "Made by this Tote", "--store", url)
    assert made.returncode == 0, f"could not make a Tote database to age: {made.stderr}"
    psql(url, "INSERT INTO tote_migration (name) VALUES ('v999-future')")
    return BadStore(url, ["newer version of Tote"], lambda: (
        tables_of(url), psql(url, "SELECT name, applied_at FROM tote_migration ORDER BY name"),
        psql(url, "SELECT number, title FROM box ORDER BY number"), psql(url, "SELECT count(*) FROM event")))


BAD_STORES = [wrong_password, nothing_listening, no_host, nothing_but_the_scheme, missing_database,
              another_applications_tables, migrated_by_a_newer_tote]


@pytest.fixture(params=BAD_STORES, ids=[make.__name__.replace("_", "-") for make in BAD_STORES])
def bad_store(request):
    cleanups = []
    try:
        yield request.param(cleanups)
    finally:
        for cleanup in reversed(cleanups):
            cleanup()


def assert_refused_in_one_line(result, store, program):
    lines = result.stderr.strip().splitlines()
    told = f"{program} --store {store.url} exited {result.returncode}\nstdout: {result.stdout!r}\n" \
           f"stderr: {result.stderr!r}"
    assert result.returncode == 1, told
    assert len(lines) == 1, f"expected one line on stderr: {told}"
    line = lines[0]
    for words in store.says:
        assert words in line, f"the line does not say {words!r}: {told}"
    assert not store.secret or store.secret not in line, f"the line shows the password: {told}"
    assert "Fatal error" not in line and "PSQLError" not in line, told


@pytest.mark.parametrize("program", ["serve", "box list"])
def test_a_database_tote_cannot_use_is_refused_at_start_with_one_line_and_status_1_changing_nothing(
        bad_store, program):
    """`tote serve` refuses to start, and `tote box list` to run, on a database it cannot use: each exits with
    status 1 within seconds, telling why in one line on standard error that never shows the password, and the
    database is left as it was (a missing one is not created)."""
    before = bad_store.snapshot()
    port = free_port()
    arguments = ["serve", "--port", str(port)] if program == "serve" else ["box", "list"]
    try:
        result = tote(*arguments, "--store", bad_store.url)
    except subprocess.TimeoutExpired as expired:
        pytest.fail(f"tote {program} --store {bad_store.url} was still running after {REFUSAL_WITHIN} s; "
                    f"stdout: {expired.stdout!r}, stderr: {expired.stderr!r}")
    assert_refused_in_one_line(result, bad_store, program)
    if program == "serve":
        assert "http://" not in result.stdout, f"a server that refused to start gave an address: {result.stdout!r}"
    assert bad_store.snapshot() == before, "the database was changed"
