"""A client of a running server's JSON API: the owner set up with an inventory holding box #1."""

import json
import urllib.error
import urllib.request


class Api:
    def __init__(self, server):
        self.server = server
        session = self.call("POST", "/api/v1/setup", json.dumps({
            "username": "robin", "displayName": "Robin", "password": "a long enough secret",
            "inventoryName": "Home"}).encode(), {"Content-Type": "application/json"})
        self.token = session["token"]
        inventory = self.call("GET", "/api/v1/inventories")["entries"][0]["id"]
        self.base = f"/api/v1/inventories/{inventory}"
        self.call("POST", self.base + "/boxes", json.dumps({"title": "Kitchen"}).encode(),
                  {"Content-Type": "application/json"})

    def send(self, method, path, body=None, headers=None):
        """The status, headers and body of a request."""
        headers = dict(headers or {})
        if getattr(self, "token", None):
            headers["Authorization"] = f"Bearer {self.token}"
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.server.port}{path}", data=body, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def call(self, method, path, body=None, headers=None):
        status, _, data = self.send(method, path, body, headers)
        assert status < 300, (status, data[:500])
        return json.loads(data) if data else None

    def member(self, username, role):
        """The session token of a new account that joined the owner's inventory with `role` by an invitation."""
        invitation = self.call("POST", self.base + "/invitations", json.dumps({"role": role}).encode(),
                               {"Content-Type": "application/json"})
        secret = invitation["url"].rsplit("/", 1)[1]
        owner, self.token = self.token, None
        try:
            session = self.call("POST", f"/api/v1/invitations/{secret}/accept", json.dumps({
                "username": username, "displayName": username.title(), "password": "a long enough secret"}).encode(),
                {"Content-Type": "application/json"})
        finally:
            self.token = owner
        return session["token"]
