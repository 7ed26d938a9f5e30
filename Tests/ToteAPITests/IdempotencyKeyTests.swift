import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTP
import ToteHTTPTesting

@Suite("Idempotency-Key")
struct IdempotencyKeyTests {
    let boxes = APIWorld.inventory + "/boxes"
    let key = HTTPField.Name("Idempotency-Key")!

    @Test("a POST sent again with its key gets the first answer and provisions one box")
    func replay() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let body = #"{"title":"Kitchen"}"#
            let first = try await client.send(.post, boxes, token: world.editor, body: body, headers: [key: "retry-1"])
            let second = try await client.send(.post, boxes, token: world.editor, body: body, headers: [key: "retry-1"])
            #expect(first.status == .created && second.status == .created)
            #expect(second.headers[.location] == first.headers[.location] && second.text == first.text)
            #expect(second.headers[RepeatedRequests.replayedHeader] == "true")
            #expect(try await world.historyCount() == 1)

            let other = try await client.send(.post, boxes, token: world.editor, body: body, headers: [key: "retry-2"])
            #expect(other.headers[.location] == boxes + "/2")
        }
    }

    @Test("requests at the same moment with one key provision one box")
    func concurrent() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let locations = try await withThrowingTaskGroup(of: String?.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await client.send(
                            .post, boxes, token: world.editor, body: #"{"title":"Books"}"#, headers: [key: "same"]
                        ).headers[.location]
                    }
                }
                return try await group.reduce(into: Set<String?>()) { $0.insert($1) }
            }
            #expect(locations == [boxes + "/1"])
            #expect(try await world.historyCount() == 1)
        }
    }

    @Test("a key sent with a different request is refused; another account's key is its own")
    func mismatch() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            _ = try await client.send(.post, boxes, token: world.editor, body: #"{"title":"A"}"#, headers: [key: "k"])
            let reused = try await client.send(
                .post, boxes, token: world.editor, body: #"{"title":"B"}"#, headers: [key: "k"])
            reused.expectProblem(
                .unprocessableContent,
                "this Idempotency-Key was already used for a different request; send a new key with a new request")
            let owners = try await client.send(
                .post, boxes, token: world.owner, body: #"{"title":"B"}"#, headers: [key: "k"])
            #expect(owners.status == .created)
            #expect(try await world.historyCount() == 2)
        }
    }

    @Test("a refused request keeps no answer", arguments: [#"{"title":"  "}"#])
    func refusal(_ body: String) async throws {
        let world = try await APIWorld()
        try await world.test { client in
            for _ in 0..<2 {
                let response = try await client.send(.post, boxes, token: world.editor, body: body, headers: [key: "x"])
                #expect(response.status == .unprocessableContent)
                #expect(response.headers[RepeatedRequests.replayedHeader] == nil)
            }
        }
    }

    @Test(
        "a key that is empty, too long or not plain text is a 400",
        arguments: ["", String(repeating: "k", count: 201), "a b", "ключ"])
    func badKey(_ value: String) async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let response = try await client.send(
                .post, boxes, token: world.editor, body: #"{"title":"A"}"#, headers: [key: value])
            response.expectProblem(.badRequest, "an Idempotency-Key must be 1 to 200 visible ASCII characters")
            #expect(try await world.historyCount() == 0)
        }
    }
}
