import Foundation
import Testing

@Suite("JSON output of the built tote")
struct JSONOutputTests {
    private static let boxKeys: Set = [
        "id", "number", "title", "location", "note", "itemCount", "room", "status", "marks", "kind", "version",
    ]
    private static let itemKeys: Set = ["id", "number", "title", "quantity", "note", "box", "version"]
    private static let pageKeys: Set = ["entries", "page", "perPage", "totalCount", "pageCount"]
    private static let searchKeys: Set = [
        "entries", "page", "perPage", "totalCount", "totalCountIsExact", "pageCount", "searched", "typed",
    ]
    private static let eventKeys: Set = [
        "sequence", "id", "at", "kind", "box", "item", "from", "to", "author", "batch",
    ]

    /// "#12 Kitchen" for a `{"number", "title"}` object, so that labels compare as text.
    private static func label(_ value: Any?) -> String? {
        guard let object = value as? [String: Any], let number = object["number"] as? Int,
            let title = object["title"] as? String, Set(object.keys).subtracting(["location"]) == ["number", "title"]
        else { return nil }
        return "#\(number) \(title)"
    }

    /// A history entry's box or item: its ID, number and title, and nothing else.
    private static func reference(_ value: Any?) -> String? {
        guard let object = value as? [String: Any], let id = object["id"] as? String, UUID(uuidString: id) != nil,
            id == id.lowercased(), let number = object["number"] as? Int, let title = object["title"] as? String,
            Set(object.keys) == ["id", "number", "title"]
        else { return nil }
        return "#\(number) \(title)"
    }

    @Test("prints boxes, items, lists and history with every documented key, absent values as null")
    func shapes() async throws {
        try await ToteSandbox.with { tote in
            // Given a box without location or note
            let box = try #require(try await tote.json("box", "add", "Kitchen") as? [String: Any])
            #expect(Set(box.keys) == Self.boxKeys.union(["items", "itemsPage", "containers", "boxes"]))
            #expect(box["location"] is NSNull)
            #expect(box["note"] is NSNull)
            #expect(box["number"] as? Int == 1)
            #expect(box["itemCount"] as? Int == 0)
            #expect((box["id"] as? String)?.count == 36)

            // When an item is added and moved
            try await tote.succeed("box", "add", "Garage", "--location", "North wall")
            let item = try #require(
                try await tote.json("item", "add", "1", "Kettle", "--quantity", "2") as? [String: Any])
            try await tote.succeed("item", "move", "1", "2")

            // Then every document has its documented shape
            #expect(Set(item.keys) == Self.itemKeys)
            #expect(item["quantity"] as? Int == 2)
            #expect(item["note"] is NSNull)
            #expect(Self.label(item["box"]) == "#1 Kitchen")
            #expect((item["box"] as? [String: Any])?["location"] is NSNull)

            let shown = try #require(try await tote.json("box", "show", "2") as? [String: Any])
            let items = try #require(shown["items"] as? [[String: Any]])
            #expect(shown["location"] as? String == "North wall")
            #expect(items.map { Set($0.keys) } == [Self.itemKeys])

            let listed = try #require(
                try await tote.json("box", "list", "--per-page", "1", "--page", "2") as? [String: Any])
            #expect(Set(listed.keys) == Self.pageKeys)
            #expect(listed["page"] as? Int == 2 && listed["totalCount"] as? Int == 2)
            let list = try #require(listed["entries"] as? [[String: Any]])
            #expect(list.map { Set($0.keys) } == [Self.boxKeys.union(["containers"])])
            #expect(list.first?["title"] as? String == "Garage")

            let found = try #require(try await tote.json("find", "ket") as? [String: Any])
            #expect(Set(found.keys) == Self.searchKeys)
            let hits = try #require(found["entries"] as? [[String: Any]])
            #expect(hits.map { $0["kind"] as? String } == ["item"])
            #expect(hits.map { ($0["item"] as? [String: Any])?["title"] as? String } == ["Kettle"])
            #expect(hits.compactMap { ($0["item"] as? [String: Any]).map { Set($0.keys) } } == [Self.itemKeys])
            #expect(found["typed"] is NSNull)

            let page = try #require(try await tote.json("history") as? [String: Any])
            #expect(Set(page.keys) == Self.pageKeys)
            let history = try #require(page["entries"] as? [[String: Any]])
            #expect(history.allSatisfy { Set($0.keys) == Self.eventKeys })
            #expect(
                history.map { $0["kind"] as? String } == [
                    "item.moved", "item.provisioned", "box.provisioned", "box.provisioned",
                ])
            #expect(
                history.map { $0["sequence"] as? Int }
                    == history.map { $0["sequence"] as? Int }.sorted { ($0 ?? 0) > ($1 ?? 0) })
            let moved = try #require(history.first)
            #expect(Self.reference(moved["from"]) == "#1 Kitchen")
            #expect(Self.reference(moved["to"]) == "#2 Garage")
            #expect(Self.reference(moved["item"]) == "#1 Kettle")
            #expect(Self.reference(moved["box"]) == "#2 Garage")
            let at = try #require(moved["at"] as? String)
            #expect(at.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$"#, options: .regularExpression) != nil)
            #expect(history.last?["item"] is NSNull)
            #expect(history.last?["from"] is NSNull)
        }
    }

    @Test("writes keys sorted and null literally, so that the output is stable")
    func stableText() async throws {
        try await ToteSandbox.with { tote in
            let text = try await tote.run("box", "add", "Kitchen", "--json").standardOutput
            let keys = text.split(separator: "\n").filter { $0.contains("\" : ") }.map { line in
                String(line.split(separator: "\"")[1])
            }

            #expect(
                keys == [
                    "boxes", "containers", "id", "itemCount", "items", "itemsPage", "page", "pageCount", "perPage",
                    "totalCount", "kind", "location", "marks", "note", "number", "room", "status", "title", "version",
                ])
            #expect(text.contains("\"location\" : null"))
        }
    }

    @Test("prints what was removed")
    func removed() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            try await tote.succeed("item", "add", "1", "Kettle")

            let item = try #require(try await tote.json("item", "remove", "1") as? [String: Any])
            let box = try #require(try await tote.json("box", "remove", "1") as? [String: Any])

            #expect(item["title"] as? String == "Kettle")
            #expect(box["title"] as? String == "Kitchen")
            #expect((box["items"] as? [Any])?.isEmpty == true)
            #expect(((try await tote.json("box", "list") as? [String: Any])?["entries"] as? [Any])?.isEmpty == true)
        }
    }
}
