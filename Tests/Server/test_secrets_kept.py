"""No store keeps a raw secret: after logins, a personal token, an invitation, a reset link and a share link made
with an Idempotency-Key (and forms with a form key), every table of the SQLite file and of the PostgreSQL database is read and
none of the secrets handed out is in it; a repeat of such a request gets no secret either."""

import json
import os
import subprocess
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest

from tote_api import Api


def dump(server, store):
    """Every row of every table of the server's store, as text."""
    if store.startswith("postgres://"):
        url = urllib.parse.urlsplit(store)
        result = subprocess.run(
            ["pg_dump", "--data-only", "-h", url.hostname, "-p", str(url.port or 5432), "-U", url.username,
             "-d", url.path.lstrip("/"), "-w"],
            env={**os.environ, "PGPASSWORD": urllib.parse.unquote(url.password or "")},
            capture_output=True, text=True, timeout=60)
    else:
        result = subprocess.run(["sqlite3", store.removeprefix("sqlite:"), ".dump"], capture_output=True, text=True,
                                timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


def keyed(api, method, path, body=None):
    """A request sent twice with one Idempotency-Key: the first answer and the repeat's."""
    headers = {"Content-Type": "application/json", "Idempotency-Key": str(uuid.uuid4())}
    data = json.dumps(body).encode() if body is not None else None
    return api.send(method, path, data, headers), api.send(method, path, data, headers)


def web_login(server, username, password):
    """Logs in on the login page, sending the form twice with one form key; the session cookie of each answer."""
    opener = urllib.request.build_opener(NoRedirect)
    page = opener.open(f"http://127.0.0.1:{server.port}/login", timeout=10)
    csrf = page.headers.get_all("Set-Cookie")[0].split(";")[0].split("=", 1)[1]
    form = urllib.parse.urlencode({"username": username, "password": password, "form_key": "k1",
                                   "next": "/boxes"}).encode()
    cookies = []
    for _ in range(2):
        request = urllib.request.Request(
            f"http://127.0.0.1:{server.port}/login?csrf={csrf}", data=form, method="POST",
            headers={"Cookie": f"tote_csrf={csrf}", "Content-Type": "application/x-www-form-urlencoded"})
        try:
            answer = opener.open(request, timeout=10)
        except urllib.error.HTTPError as error:
            answer = error
        assert answer.status == 303, answer.status
        cookies.append([c.split(";")[0].split("=", 1)[1] for c in answer.headers.get_all("Set-Cookie") or []
                        if c.startswith("tote_session=")])
    return cookies


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args):
        return None


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_no_table_keeps_a_secret_handed_out(kind, serve, tmp_path, request):
    store = request.getfixturevalue("database_url") if kind == "postgres" else f"sqlite:{tmp_path}/tote.sqlite"
    server = serve(store=store)
    api = Api(server)
    eddie = api.member("eddie", "editor")
    secrets = [api.token, eddie]

    logged_in, again = keyed(api, "POST", "/api/v1/session", {"username": "robin", "password": "a long enough secret"})
    assert logged_in[0] == 201 and again[0] == 409, (logged_in[0], again[0], again[2])
    secrets.append(json.loads(logged_in[2])["token"])
    assert json.loads(again[2])["detail"].startswith("this request was carried out already")

    token, again = keyed(api, "POST", "/api/v1/tokens", {"name": "Backup script"})
    assert token[0] == 201 and again[0] == 409
    secrets.append(json.loads(token[2])["token"])

    invitation, again = keyed(api, "POST", api.base + "/invitations", {"role": "viewer"})
    assert invitation[0] == 201 and again[0] == 409
    secrets.append(json.loads(invitation[2])["token"])

    members = api.call("GET", api.base + "/members")["entries"]
    account = next(m["accountId"] for m in members if m["username"] == "eddie")
    reset, again = keyed(api, "POST", api.base + f"/members/{account}/password-resets")
    assert reset[0] == 201 and again[0] == 409
    secrets.append(json.loads(reset[2])["token"])

    share, again = keyed(api, "POST", api.base + "/shares", {"note": "For the movers"})
    assert share[0] == 201 and again[0] == 409
    shared = json.loads(share[2])["token"]
    assert len(shared) == 43 and set(shared) <= set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"), "a share link's secret is not 256 bits"
    secrets.append(shared)

    first, repeat = web_login(server, "robin", "a long enough secret")
    assert len(first) == 1 and repeat == [], "the repeat of a login form carried a session"
    secrets += first

    kept = dump(server, store)
    for secret in secrets:
        assert len(secret) >= 32
        assert secret not in kept, f"a raw secret is kept in the {kind} store"
