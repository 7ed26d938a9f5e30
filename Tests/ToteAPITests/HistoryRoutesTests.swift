import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("History and event routes")
struct HistoryRoutesTests {
    @Test("history is listed newest first, for the inventory or one box")
    func history() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let all = try await client.send(.get, APIWorld.inventory + "/history", token: world.viewer)
            #expect(all.status == .ok)
            #expect(
                all.entries.map { $0["kind"] as? String } == ["box.provisioned", "item.provisioned", "box.provisioned"])

            let books = try await client.send(
                .get, APIWorld.inventory + "/history?box=2&perPage=10", token: world.viewer)
            #expect(books.entries.count == 1)
            #expect(books.object["perPage"] as? Int == 10)

            try await client.send(.get, APIWorld.inventory + "/history?box=8", token: world.viewer)
                .expectProblem(.notFound, "there is no box #8")
            try await client.send(.get, APIWorld.inventory + "/history?box=x", token: world.viewer)
                .expectProblem(.badRequest, "'x' is not a box number; write a box number as 12 or #12")
        }
    }

    @Test("events stream as server-sent events and resume after Last-Event-ID")
    func events() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let stream = Task {
                try await client.send(
                    .get, APIWorld.inventory + "/events", token: world.viewer, headers: [.lastEventID: "1"])
            }
            try await world.environment.closeEventStreams()
            let response = try await stream.value

            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream")
            #expect(response.text.hasPrefix("retry: 3000\n\n"))
            #expect(response.text.contains("id: 2\nevent: item.provisioned\ndata: {"))
            #expect(response.text.contains("id: 3\nevent: box.provisioned\ndata: {"))
            #expect(!response.text.contains("id: 1\n"))
        }
    }
}

extension HTTPField.Name {
    static let lastEventID = HTTPField.Name("Last-Event-ID")!
}
