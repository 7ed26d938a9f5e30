import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteWeb

@Suite("Find presenter")
struct FindPresenterTests {
    private func results(
        _ hits: [SearchHit], text: String, total: Int? = nil, exact: Bool = true, number: Int = 1,
        typed: String? = nil
    ) throws -> SearchResults {
        SearchResults(
            hits: hits, request: try PageRequest(number: number, size: 2), totalCount: total ?? hits.count,
            isTotalExact: exact, query: try SearchQuery(text), typed: typed)
    }

    @Test("before anything is searched for, the page says what to type")
    func nothingSearched() {
        // Given no search yet
        let response = FindModels.Search.Response(text: "", results: nil, failure: nil)
        // When it is presented
        let viewModel = FindPresenter().present(response)
        // Then
        #expect(viewModel.heading == "Find")
        #expect(viewModel.query == "")
        #expect(viewModel.summary == nil)
        #expect(viewModel.boxes.isEmpty && viewModel.items.isEmpty)
        #expect(viewModel.emptyText?.hasPrefix("Type what you are looking for") == true)
        #expect(viewModel.pagination == nil)
        #expect(viewModel.error == nil)
    }

    @Test("boxes and items found link to their pages, with what matched marked, and pages")
    func results() throws {
        // Given a box and an item of three hits on the first of two pages
        let found = try results(
            [
                .box(try ReadModels.box(3, "Kettles", location: "Attic", note: "old kettles", itemCount: 2)),
                .item(
                    try SceneFixtures.item(
                        40, title: "Travel kettle", quantity: 1_200, box: 12, boxTitle: "Kitchen",
                        boxLocation: "Garage, shelf 3")),
            ], text: "kettle", total: 3)
        // When they are presented
        let viewModel = FindPresenter().present(.init(text: "kettle", results: found, failure: nil))
        // Then
        #expect(viewModel.summary == "3 matches for “kettle”")
        #expect(
            viewModel.boxes == [
                FindModels.Search.BoxRow(
                    number: "#3", title: [Marked(text: "Kettle", isMatch: true), Marked(text: "s", isMatch: false)],
                    location: MarkedText([Marked(text: "Attic", isMatch: false)]),
                    note: MarkedText([
                        Marked(text: "old ", isMatch: false), Marked(text: "kettle", isMatch: true),
                        Marked(text: "s", isMatch: false),
                    ]), itemCount: "2 items", href: "/boxes/3", thumbnail: nil)
            ])
        #expect(
            viewModel.items == [
                FindModels.Search.ItemRow(
                    number: "#40",
                    title: [Marked(text: "Travel ", isMatch: false), Marked(text: "kettle", isMatch: true)],
                    quantity: "× 1,200", note: nil, boxNumber: "#12", boxTitle: "Kitchen",
                    boxLocation: "Garage, shelf 3", href: "/boxes/12/items/40", thumbnail: nil)
            ])
        #expect(viewModel.emptyText == nil)
        #expect(
            viewModel.pagination
                == Pagination(label: "Page 1 of 2", previousHref: nil, nextHref: "/find?q=kettle&page=2"))
    }

    @Test("a note is shown only when it matched, cut around the match")
    func noteExcerpt() throws {
        let note = String(repeating: "padding ", count: 20) + "the spare key" + String(repeating: " more", count: 50)
        let found = try results([.item(try SceneFixtures.item(1, title: "Tin", note: note))], text: "key")
        let row = try #require(FindPresenter().present(.init(text: "key", results: found, failure: nil)).items.first)
        let excerpt = try #require(row.note?.runs)
        #expect(excerpt.first?.text.hasPrefix("…") == true)
        #expect(excerpt.contains(Marked(text: "key", isMatch: true)))
        #expect(excerpt.last == Marked(text: "…", isMatch: false))
        let unmatched = try results([.item(try SceneFixtures.item(1, title: "Key", note: "brass"))], text: "key")
        #expect(FindPresenter().present(.init(text: "key", results: unmatched, failure: nil)).items.first?.note == nil)
    }

    @Test("a count that stopped at its bound, and a forgiven typo, are said")
    func boundAndTypo() throws {
        let found = try results(
            [.item(try SceneFixtures.item(40, title: "Kettle"))], text: "kettle", total: 1_000, exact: false,
            typed: "ketle")
        let viewModel = FindPresenter().present(.init(text: "ketle", results: found, failure: nil))
        #expect(viewModel.summary == "1,000+ matches for “kettle”")
        #expect(viewModel.correction == "Nothing matches “ketle”; showing what matches “kettle”.")
    }

    @Test("page links escape the search text, letters outside ASCII as UTF-8")
    func escapedPageLinks() throws {
        let found = try results(
            [.item(try SceneFixtures.item(40, title: "Pots & pans"))], text: "pots & pans", total: 3, number: 2)
        let viewModel = FindPresenter().present(.init(text: "pots & pans", results: found, failure: nil))
        #expect(
            viewModel.pagination
                == Pagination(label: "Page 2 of 2", previousHref: "/find?q=pots%20%26%20pans&page=1", nextHref: nil))
        let umlaut = try results([.item(try SceneFixtures.item(40, title: "Türstopper"))], text: "Tür", total: 3)
        #expect(
            FindPresenter().present(.init(text: "Tür", results: umlaut, failure: nil)).pagination?.nextHref
                == "/find?q=T%C3%BCr&page=2")
    }

    @Test("a search that finds nothing says so")
    func noMatch() throws {
        let viewModel = FindPresenter().present(.init(text: "xyz", results: try results([], text: "xyz"), failure: nil))
        #expect(viewModel.summary == nil)
        #expect(viewModel.items.isEmpty)
        #expect(viewModel.emptyText == "Nothing matches “xyz”.")
    }

    @Test("a refused search keeps the text and shows the message instead of an empty text")
    func failure() {
        let viewModel = FindPresenter().present(
            .init(
                text: "a very long text", results: nil,
                failure: ValidationError.tooLong(.searchText, maximum: 200, actual: 250)))
        #expect(viewModel.query == "a very long text")
        #expect(viewModel.error == "Search text is 250 characters long; at most 200 are allowed.")
        #expect(viewModel.emptyText == nil)
        #expect(viewModel.summary == nil)
    }
}
