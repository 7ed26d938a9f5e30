"""What a server does with connections that misbehave: stalled requests, floods beyond the limit of open files or
connections, and a half-sent request at shutdown."""

import json
import os
import resource
import select
import signal
import socket
import subprocess
import time

from conftest import free_port

HALF_A_HEAD = b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n"


def setup_module():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def closed_by_server(sockets, within):
    """The sockets the server closed within `within` seconds: each reads end of file or a reset."""
    waiting = {s.fileno(): s for s in sockets}
    closed = 0
    deadline = time.monotonic() + within
    poller = select.poll()
    for descriptor in waiting:
        poller.register(descriptor, select.POLLIN | select.POLLHUP | select.POLLERR)
    while waiting and time.monotonic() < deadline:
        for descriptor, _ in poller.poll(100):
            connection = waiting.pop(descriptor)
            poller.unregister(descriptor)
            try:
                if connection.recv(4096) == b"":
                    closed += 1
            except ConnectionResetError:
                closed += 1
    return closed


def read_response(connection):
    data = b""
    while True:
        chunk = connection.recv(65536)
        if not chunk:
            break
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def test_stalled_connections_are_closed_on_time_and_memory_returns(serve):
    server = serve("--idle-timeout", "3", "--max-connections-per-address", "4000")
    for _ in range(50):
        assert server.get("/health") == 200
    idle = server.resident_kilobytes()

    stalled = []
    for _ in range(3000):
        connection = server.connect()
        connection.sendall(HALF_A_HEAD)
        stalled.append(connection)
    time.sleep(1)
    held = server.resident_kilobytes()
    assert server.get("/health") == 200

    closed = closed_by_server(stalled, within=3 + 5)
    for connection in stalled:
        connection.close()
    returned = lambda: server.resident_kilobytes() - idle <= (held - idle) // 3
    deadline = time.monotonic() + 5
    while not returned() and time.monotonic() < deadline:
        time.sleep(0.2)
    after = server.resident_kilobytes()
    print(f"resident memory: idle {idle} kB, with 3000 stalled connections {held} kB, after {after} kB")

    assert closed == 3000
    assert server.open_descriptors() < 100
    assert held - idle > 4096, "the stalled connections were expected to cost memory"
    assert returned(), "the server kept more than a third of the memory the stalled connections took"
    assert server.get("/health") == 200


def test_a_descriptor_flood_does_not_crash_the_server_and_it_recovers(serve):
    server = serve(open_files=256)
    flood = []
    for _ in range(1000):
        try:
            flood.append(server.connect())
        except OSError:
            break
    time.sleep(2)
    assert server.process.poll() is None, "the server died under the flood:\n" + server.output()
    assert server.open_descriptors() < 256, "the flood took every descriptor"
    assert server.get("/health", timeout=3) in (200, 503), "the server stopped answering under the flood"

    for connection in flood:
        connection.close()
    deadline = time.monotonic() + 10
    while server.get("/health", timeout=1) != 200:
        assert server.process.poll() is None, "the server died after the flood:\n" + server.output()
        assert time.monotonic() < deadline, "the server did not recover after the flood"
        time.sleep(0.2)
    status, _ = server.stop()
    assert status == 0, server.output()


def test_connections_beyond_the_limit_are_answered_503_at_once_and_closed(serve):
    server = serve("--max-connections", "20")
    held = [server.connect() for _ in range(20)]
    time.sleep(0.5)

    silent = server.connect()
    status, headers, body = read_response(silent)
    assert status == 503
    assert headers["content-type"] == "application/problem+json"
    assert headers["retry-after"] == "1"
    assert headers["connection"] == "close"
    assert json.loads(body)["detail"].startswith("Tote is answering as many connections as it may")

    asking = server.connect()
    asking.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert read_response(asking)[0] == 503
    assert server.open_descriptors() < 20 + 40

    for connection in held:
        connection.close()
    time.sleep(0.5)
    assert server.get("/health") == 200


def test_a_request_the_server_cannot_read_gets_a_problem_document(serve):
    server = serve()
    oversized = server.connect()
    oversized.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + b"a" * 100_000 + b"\r\n\r\n")
    status, headers, body = read_response(oversized)
    assert status == 431
    assert headers["content-type"] == "application/problem+json"
    assert json.loads(body)["detail"] == "the request's headers are larger than the 80 KiB this server reads"

    garbage = server.connect()
    garbage.sendall(b"GET / HTTP/1.1 and then some\r\n\r\n")
    status, headers, body = read_response(garbage)
    assert status == 400
    assert json.loads(body)["detail"] == "the request is not HTTP that this server can read"
    assert server.get("/health") == 200


def test_a_half_sent_request_does_not_hold_up_shutdown_past_the_grace_period(serve):
    server = serve("--shutdown-grace", "2", "--idle-timeout", "120")
    connection = server.connect()
    connection.sendall(
        b"POST /api/v1/setup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b"Content-Length: 1000\r\n\r\n{\"username\": \"ro"
    )
    time.sleep(0.5)

    status, seconds = server.stop(signal.SIGTERM)
    print(f"exited with {status} after {seconds:.2f} s")
    assert status == 0, server.output()
    assert seconds < 2 + 3
    connection.close()


def test_an_idle_server_stops_at_once(serve):
    server = serve("--shutdown-grace", "10")
    status, seconds = server.stop(signal.SIGTERM)
    assert status == 0, server.output()
    assert seconds < 3


def test_one_address_may_hold_256_connections_and_others_are_still_served(serve):
    server = serve()
    held = []
    for _ in range(256):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=("127.0.0.2", 0))
        held.append(connection)
    time.sleep(0.5)
    beyond = socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=("127.0.0.2", 0))
    status, headers, body = read_response(beyond)
    assert status == 503 and headers["retry-after"] == "1", (status, body)
    other = socket.create_connection(("127.0.0.1", server.port), timeout=5, source_address=("127.0.0.3", 0))
    other.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert read_response(other)[0] == 200
    for connection in held:
        connection.close()


def test_a_low_limit_of_open_files_is_raised_to_the_hard_limit_or_refused_in_one_line(serve, tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    raised = subprocess.Popen(
        [os.environ["TOTE"], "serve", "--port", str(free_port()), "--store", "memory:"], stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (64, hard)))
    # Started: it says it listens (a server that could not raise its limit would have ended instead).
    said = []
    while not said or "listening" not in said[-1]:
        said.append(raised.stdout.readline())
        assert said[-1], "".join(said)
    raised.send_signal(signal.SIGTERM)
    assert raised.wait(timeout=30) == 0
    refused = subprocess.run(
        [os.environ["TOTE"], "serve", "--port", str(free_port()), "--store", f"sqlite:{tmp_path}/tote.sqlite"],
        capture_output=True, text=True, timeout=30,
        preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64)))
    assert refused.returncode == 1
    assert refused.stderr == ("error: tote serve needs room for at least 80 open files, and this process may open 64 "
                              "(ulimit -n): raise the limit\n")
    assert not os.path.exists(f"{tmp_path}/tote.sqlite"), "a server that refused to start made its store"
