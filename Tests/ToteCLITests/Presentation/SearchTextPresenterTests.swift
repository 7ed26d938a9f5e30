import Testing
import ToteApplication
import ToteJSON
import ToteTesting

@testable import ToteCLI

@Suite("Search results as text and JSON")
struct SearchTextPresenterTests {
    private func results(_ hits: [SearchHit], total: Int? = nil, exact: Bool = true, typed: String? = nil)
        throws -> SearchResults
    {
        SearchResults(
            hits: hits, request: .first, totalCount: total ?? hits.count, isTotalExact: exact,
            query: try SearchQuery("ket"), typed: typed)
    }

    @Test("lists the boxes found, then the items with their boxes, then the page line")
    func boxesThenItems() throws {
        let found = try results([
            .box(try ReadModels.box(3, "Ketchup crate", location: "Cellar", itemCount: 2)),
            .item(try ReadModels.item(40, "Kettle", box: 12, boxTitle: "Kitchen", boxLocation: "Garage, shelf 3")),
            .item(try ReadModels.item(7, "Ketchup", quantity: 6, box: 3, boxTitle: "Pantry")),
        ])

        #expect(
            SearchTextPresenter.lines(for: found) == [
                "Box  Title          Location  Items",
                " #3  Ketchup crate  Cellar        2",
                "",
                "Item  Title    Qty  Box          Location",
                " #40  Kettle     1  #12 Kitchen  Garage, shelf 3",
                "  #7  Ketchup    6  #3 Pantry",
                "",
                "Page 1 of 1 (3 matches)",
            ])
    }

    @Test("says when counting stopped, and when a typo was forgiven")
    func boundAndCorrection() throws {
        let found = try results(
            [.item(try ReadModels.item(1, "Kettle"))], total: 1_000, exact: false, typed: "kte")
        let lines = SearchTextPresenter.lines(for: found)
        #expect(lines.first == "Nothing matches “kte”; showing what matches “ket”.")
        #expect(lines.last == "Page 1 of 21 (1,000+ matches)")
    }

    @Test("says when nothing matches")
    func nothingFound() throws {
        #expect(SearchTextPresenter.lines(for: try results([])) == ["Nothing matches “ket”."])
    }

    @Test("prints the same JSON as the API")
    func json() throws {
        let found = try results([.box(try ReadModels.box(3, "Ketchup crate"))])
        let presenter = ResponsePresenter(format: .json, timeZone: .gmt)
        #expect(presenter.json(for: .found(found, paths: [:])) == SearchJSON.results(found, paths: [:]))
        guard case .object(let members) = SearchJSON.results(found, paths: [:]) else {
            Issue.record("results are an object")
            return
        }
        #expect(members["searched"] == .string("ket"))
        #expect(members["typed"] == .null)
        #expect(members["totalCountIsExact"] == .bool(true))
        #expect(
            members["entries"]
                == .array([
                    .object([
                        "kind": .string("box"),
                        "box": InventoryJSON.box(try ReadModels.box(3, "Ketchup crate"), in: []),
                    ])
                ]))
    }
}
