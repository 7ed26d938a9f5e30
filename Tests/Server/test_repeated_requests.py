"""A change sent again under its idempotency key after the server restarted (a phone whose answer was lost sends
its waiting change once more) is answered as the first time, and carried out once."""

import json
import signal

from tote_api import Api


def test_a_change_sent_again_after_a_restart_is_answered_from_the_store_not_carried_out_twice(serve):
    server = serve()
    api = Api(server)
    headers = {"Content-Type": "application/json", "Idempotency-Key": "phone-change-1"}
    body = json.dumps({"title": "Cups", "quantity": 4}).encode()
    status, _, first = api.send("POST", api.base + "/boxes/1/items", body, headers)
    assert status == 201, first
    stopped, _ = server.stop(signal.SIGTERM)
    assert stopped == 0, server.output()

    api.server = serve(directory=server.directory)
    status, answer, again = api.send("POST", api.base + "/boxes/1/items", body, headers)
    assert status == 201 and answer["Idempotent-Replayed"] == "true", (status, dict(answer))
    assert json.loads(again) == json.loads(first)
    items = api.call("GET", api.base + "/boxes/1")["items"]
    assert [item["title"] for item in items] == ["Cups"], items

    other = json.dumps({"title": "Plates"}).encode()
    status, _, refused = api.send("POST", api.base + "/boxes/1/items", other, headers)
    assert status == 422 and b"Idempotency-Key" in refused, (status, refused)
