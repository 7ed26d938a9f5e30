import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Find presenter")
struct FindPresenterTests {
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
        #expect(viewModel.rows.isEmpty)
        #expect(viewModel.emptyText == "Type what you are looking for, such as “kettle”.")
        #expect(viewModel.pagination == nil)
        #expect(viewModel.error == nil)
    }

    @Test("results count items in words and link to each item's row in its box, and pages")
    func results() throws {
        // Given two of three kettles on the first of two pages
        let page = try PresenterFixtures.page(
            [
                try SceneFixtures.item(
                    40, title: "Kettle", quantity: 2, box: 12, boxTitle: "Kitchen", boxLocation: "Garage, shelf 3"),
                try SceneFixtures.item(7, title: "Travel kettle", box: 3, boxTitle: "Camping"),
            ],
            total: 3)
        // When they are presented
        let viewModel = FindPresenter().present(.init(text: "kettle", results: page, failure: nil))
        // Then
        #expect(viewModel.query == "kettle")
        #expect(viewModel.summary == "3 items found for “kettle”")
        #expect(
            viewModel.rows == [
                FindModels.Search.Row(
                    number: "#40", title: "Kettle", quantity: "× 2", boxNumber: "#12", boxTitle: "Kitchen",
                    boxLocation: "Garage, shelf 3", href: "/boxes/12#item-40"),
                FindModels.Search.Row(
                    number: "#7", title: "Travel kettle", quantity: "× 1", boxNumber: "#3", boxTitle: "Camping",
                    boxLocation: nil, href: "/boxes/3#item-7"),
            ])
        #expect(viewModel.emptyText == nil)
        #expect(
            viewModel.pagination
                == Pagination(label: "Page 1 of 2", previousHref: nil, nextHref: "/find?q=kettle&page=2"))
    }

    @Test("a single result is counted in the singular and needs no pages")
    func oneResult() throws {
        let page = try PresenterFixtures.page([try SceneFixtures.item(40, title: "Lid")])
        let viewModel = FindPresenter().present(.init(text: "lid", results: page, failure: nil))
        #expect(viewModel.summary == "1 item found for “lid”")
        #expect(viewModel.pagination == nil)
    }

    @Test("page links escape the search text")
    func escapedPageLinks() throws {
        // Given the last of two pages for a text with spaces and an ampersand
        let page = try PresenterFixtures.page([try SceneFixtures.item(40, title: "Pots & pans")], total: 3, number: 2)
        // When it is presented
        let viewModel = FindPresenter().present(.init(text: "pots & pans", results: page, failure: nil))
        // Then
        #expect(
            viewModel.pagination
                == Pagination(label: "Page 2 of 2", previousHref: "/find?q=pots%20%26%20pans&page=1", nextHref: nil))
        #expect(viewModel.query == "pots & pans")
    }

    @Test("page links escape letters outside ASCII as UTF-8")
    func escapedNonASCII() throws {
        let page = try PresenterFixtures.page([try SceneFixtures.item(40, title: "Türstopper")], total: 3)
        let viewModel = FindPresenter().present(.init(text: "Tür", results: page, failure: nil))
        #expect(viewModel.pagination?.nextHref == "/find?q=T%C3%BCr&page=2")
        #expect(viewModel.summary == "3 items found for “Tür”")
    }

    @Test("a search that finds nothing says so")
    func noMatch() throws {
        let page = try PresenterFixtures.page([ItemSummary]())
        let viewModel = FindPresenter().present(.init(text: "xyz", results: page, failure: nil))
        #expect(viewModel.summary == "0 items found for “xyz”")
        #expect(viewModel.rows.isEmpty)
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
