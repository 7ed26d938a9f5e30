import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@Suite("Search route")
struct SearchRoutesTests {
    let search = APIWorld.inventory + "/search"

    @Test("boxes come before items, each hit saying which it is, with the text searched")
    func boxesThenItems() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        try await world.test { client in
            let found = try await client.send(.get, search + "?q=k", token: world.viewer)
            #expect(found.status == .ok)
            #expect(
                found.entries.map { $0["kind"] as? String } == ["box", "item"], "not Books: one letter starts a word")
            #expect(found.entries.first.flatMap { $0["box"] as? [String: Any] }?["title"] as? String == "Kitchen")
            #expect(
                found.entries.dropFirst().first.flatMap { $0["item"] as? [String: Any] }?["title"] as? String
                    == "Kettle")
            #expect(found.object["totalCount"] as? Int == 2)
            #expect(found.object["totalCountIsExact"] as? Bool == true)
            #expect(found.object["searched"] as? String == "k")
            #expect(found.object["typed"] is NSNull)

            let garage = try await client.send(.get, search + "?q=garag", token: world.viewer)
            #expect(garage.entries.map { $0["kind"] as? String } == ["box"])

            let typo = try await client.send(.get, search + "?q=ketlle", token: world.viewer)
            #expect(typo.object["searched"] as? String == "kettle")
            #expect(typo.object["typed"] as? String == "ketlle")
            #expect(typo.entries.count == 1)

            let numbered = try await client.send(.get, search + "?q=%232", token: world.viewer)
            #expect(numbered.entries.first.flatMap { $0["box"] as? [String: Any] }?["title"] as? String == "Books")
        }
    }

    @Test("text with nothing to search for, or too much, is refused; query syntax and control characters are data")
    func badInput() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        try await world.test { client in
            try await client.send(.get, search, token: world.viewer)
                .expectProblem(.badRequest, "the query parameter 'q' is required")
            try await client.send(.get, search + "?q=%20%20", token: world.viewer)
                .expectProblem(.unprocessableContent, "search text must not be empty")
            try await client.send(.get, search + "?q=%00", token: world.viewer)
                .expectProblem(.unprocessableContent, "search text must contain at least one letter or digit")
            try await client.send(.get, search + "?q=" + String(repeating: "a", count: 10_000), token: world.viewer)
                .expectProblem(
                    .unprocessableContent, "search text is 10000 characters long; at most 200 are allowed")
            try await client.send(
                .get, search + "?q=a" + String(repeating: "%CC%81", count: 10_000), token: world.viewer
            )
            .expectProblem(.unprocessableContent, "search text stacks more than 4 accents or marks on one letter")
            for text in ["%22%22%22", "NEAR(a%20b)", "kettle%20OR%20books", "title%3Akettle", "%2A", "k%00e"] {
                let response = try await client.send(.get, search + "?q=" + text, token: world.viewer)
                #expect([200, 422].contains(response.status.code), "\(text) → \(response.status.code)")
            }
            let invalid = try await client.send(.get, search + "?q=%FF%FEket", token: world.viewer)
            #expect([200, 400, 422].contains(invalid.status.code), "invalid UTF-8 → \(invalid.status.code)")
        }
        #expect(try await world.historyCount() == before)
    }
}
