import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Moving routes")
struct MovingRoutesTests {
    let base = APIWorld.inventory

    @Test("many boxes change in one request; lists filter by room, status and mark; arrivals count per room")
    func changeAndCheckOff() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let changed = try await client.send(
                .post, base + "/boxes/changes", token: world.owner, body: #"{"boxes":"1-2","room":"Kitchen"}"#)
            #expect(changed.status == .ok)
            #expect(changed.object["changedCount"] as? Int == 2)
            let boxes = try #require(changed.object["boxes"] as? [[String: Any]])
            #expect(boxes.map { $0["room"] as? String } == ["Kitchen", "Kitchen"])
            _ = try await client.send(
                .post, base + "/boxes/changes", token: world.owner, body: ##"{"boxes":"#1","status":"arrived"}"##)
            _ = try await client.send(
                .post, base + "/boxes/changes", token: world.owner, body: #"{"boxes":"2","mark":"fragile"}"#)
            let again = try await client.send(
                .post, base + "/boxes/changes", token: world.owner, body: #"{"boxes":"1","status":"arrived"}"#)
            #expect(again.object["changedCount"] as? Int == 0)

            let fragile = try await client.send(.get, base + "/boxes?mark=fragile", token: world.viewer)
            #expect(fragile.entries.map { $0["title"] as? String } == ["Books"])
            let arrived = try await client.send(.get, base + "/boxes?status=arrived&room=kitchen", token: world.viewer)
            #expect(arrived.entries.map { $0["title"] as? String } == ["Kitchen"])

            let rooms = try await client.send(.get, base + "/arrivals", token: world.viewer)
            let counted = try #require(
                try JSONSerialization.jsonObject(with: Data(rooms.text.utf8)) as? [[String: Any]])
            #expect(counted.count == 1)
            #expect(counted.first?["expected"] as? Int == 2 && counted.first?["arrived"] as? Int == 1)
            let kitchen = try await client.send(.get, base + "/arrivals?room=KITCHEN", token: world.viewer)
            #expect((kitchen.object["boxes"] as? [Any])?.count == 2)

            let counts = try await client.send(.get, base + "/boxes/counts", token: world.viewer)
            #expect(counts.status == .ok)
            #expect(counts.object["total"] as? Int == 2 && counts.object["withoutRoom"] as? Int == 0)
            let statuses = try #require(counts.object["statuses"] as? [[String: Any]])
            #expect(statuses.map { "\($0["status"] ?? "") \($0["count"] ?? "")" } == ["packing 1", "arrived 1"])
            let marks = try #require(counts.object["marks"] as? [[String: Any]])
            #expect(marks.map { "\($0["mark"] ?? "") \($0["count"] ?? "")" } == ["fragile 1"])
        }
    }

    @Test("bad changes are refused with a clear message and change nothing")
    func refused() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                (#"{"boxes":"1-2,7,9","room":"Hall"}"#, .notFound, "there is no box #7 or #9; no box was changed"),
                (
                    #"{"boxes":"2-1","status":"sealed"}"#, .unprocessableContent,
                    "'2-1' is not a range of box numbers: write the lower number first, such as 12-40"
                ),
                (
                    #"{"boxes":"1-100000","status":"sealed"}"#, .unprocessableContent,
                    "100000 box numbers are too many for one change; at most 10000 are allowed"
                ),
                (
                    #"{"boxes":"1","status":"flying"}"#, .unprocessableContent,
                    "'flying' is not a status; use packing, sealed, loaded, arrived, unpacked or stored"
                ),
                (
                    #"{"boxes":"1","mark":"heavy"}"#, .unprocessableContent,
                    "'heavy' is not a mark; use fragile or open-first"
                ),
                (
                    #"{"boxes":"1","status":"sealed","mark":"fragile"}"#, .badRequest,
                    "give exactly one of room, status, mark or unmark to change"
                ),
                (#"{"boxes":"1"}"#, .badRequest, "give exactly one of room, status, mark or unmark to change"),
                (#"{"boxes":"","room":"Hall"}"#, .unprocessableContent, "box numbers must not be empty"),
                (
                    #"{"boxes":"1 - 2","room":"Hall"}"#, .unprocessableContent,
                    "'-' is not a box number; write a box number as 12 or #12"
                ),
            ]
            for (body, status, message) in cases {
                try await client.send(.post, base + "/boxes/changes", token: world.owner, body: body)
                    .expectProblem(status, message)
            }
            let room = String(repeating: "r", count: 201)
            try await client.send(
                .post, base + "/boxes/changes", token: world.owner, body: #"{"boxes":"1","room":"\#(room)"}"#
            )
            .expectProblem(.unprocessableContent, "room is 201 characters long; at most 200 are allowed")
            try await client.send(
                .post, base + "/boxes/changes", token: world.viewer, body: #"{"boxes":"1","room":"Hall"}"#
            )
            .expectProblem(.forbidden, "a viewer can look but not change anything")
            try await client.send(
                .get, base + "/arrivals?room=" + String(repeating: "r", count: 201), token: world.viewer
            )
            .expectProblem(.unprocessableContent, "room is 201 characters long; at most 200 are allowed")
            try await client.send(.get, base + "/boxes?mark=heavy", token: world.viewer)
                .expectProblem(.unprocessableContent, "'heavy' is not a mark; use fragile or open-first")
            try await client.send(.get, base + "/boxes?status=gone", token: world.viewer)
                .expectProblem(
                    .unprocessableContent,
                    "'gone' is not a status; use packing, sealed, loaded, arrived, unpacked or stored")
        }
        #expect(try await world.historyCount() == before)
    }
}
