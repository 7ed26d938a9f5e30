"""Links Tote hands out (invitations, here) name the address the connection came in on when no --public-url is
set, whatever `Host` header a client sends: a forged Host cannot make Tote hand a member a link to another site."""

import json

from tote_api import Api


def test_an_invitation_link_names_the_address_the_connection_came_in_on_whatever_host_is_sent(serve):
    server = serve()
    api = Api(server)
    own = f"http://127.0.0.1:{server.port}/invitations/"
    for host in ["evil.example", "evil.example:443", f"127.0.0.1:{server.port}@evil.example", "127.0.0.1:1",
                 "[::1]:80", "evil.example/path?"]:
        status, _, body = api.send("POST", api.base + "/invitations", json.dumps({"role": "viewer"}).encode(),
                                   {"Content-Type": "application/json", "Host": host})
        assert status == 201, (host, status, body[:300])
        url = json.loads(body)["url"]
        assert url.startswith(own) and "evil" not in url, (host, url)


def test_an_invitation_link_names_the_public_url_when_one_is_set(serve):
    server = serve("--public-url", "https://boxes.example.org/tote/")
    api = Api(server)
    status, _, body = api.send("POST", api.base + "/invitations", json.dumps({"role": "viewer"}).encode(),
                               {"Content-Type": "application/json", "Host": "evil.example"})
    assert status == 201, body[:300]
    assert json.loads(body)["url"].startswith("https://boxes.example.org/tote/invitations/"), body[:300]
