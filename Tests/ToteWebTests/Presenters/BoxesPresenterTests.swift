import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Boxes presenter")
struct BoxesPresenterTests {
    /// An inventory of `total` boxes, all packing, with no room or mark.
    private static func counts(_ total: Int) -> BoxCounts {
        BoxCounts(statuses: [.packing: total], marks: [:], rooms: [])
    }

    @Test("counts items and boxes in words, shows numbers and locations, and pages")
    func rows() throws {
        // Given two boxes on the first of two pages
        let page = try PresenterFixtures.page(
            [try PresenterFixtures.box(12, items: 1, location: "Garage"), try PresenterFixtures.box(13, items: 3)],
            total: 3)
        // When it is presented for an editor
        let viewModel = BoxesPresenter().present(
            BoxesModels.List.Response(
                listing: .all(.first), page: page, counts: Self.counts(3), role: .editor, form: BoxesModels.AddForm(),
                failure: nil))
        // Then
        #expect(viewModel.summary == "3 boxes")
        #expect(viewModel.rows.map(\.number) == ["#12", "#13"])
        #expect(viewModel.rows.map(\.itemCount) == ["1 item", "3 items"])
        #expect(viewModel.rows.map(\.location) == ["Garage", "No location yet"])
        #expect(viewModel.rows[0].href == "/boxes/12")
        #expect(viewModel.pagination == Pagination(label: "Page 1 of 2", previousHref: nil, nextHref: "/boxes?page=2"))
        #expect(viewModel.canAdd)
    }

    @Test("an empty inventory invites an editor to add a box, and a viewer only reads")
    func empty() throws {
        let page = try PresenterFixtures.page([BoxSummary]())
        let editor = BoxesPresenter().present(
            .init(listing: .all(.first), page: page, counts: Self.counts(0), role: .editor, form: .init(), failure: nil)
        )
        let viewer = BoxesPresenter().present(
            .init(listing: .all(.first), page: page, counts: Self.counts(0), role: .viewer, form: .init(), failure: nil)
        )
        #expect(editor.emptyText == "No boxes yet. Add the first one below.")
        #expect(editor.summary == "0 boxes")
        #expect(viewer.emptyText == "No boxes yet.")
        #expect(!viewer.canAdd)
    }

    @Test("a failed add keeps what was typed and says why")
    func failure() throws {
        let form = BoxesModels.AddForm(title: "", location: "Attic", note: "")
        let viewModel = BoxesPresenter().present(
            .init(
                listing: .all(.first), page: try PresenterFixtures.page([BoxSummary]()), counts: Self.counts(0),
                role: .owner, form: form, failure: ValidationError.empty(.title)))
        #expect(viewModel.error == "Title must not be empty.")
        #expect(viewModel.form == form)
    }

    @Test("a filtered, sorted list says how many boxes match, and its pages keep the order and the filter")
    func filtered() throws {
        let page = try PresenterFixtures.page([try PresenterFixtures.box(12, items: 1, location: "Attic")], total: 3)
        let listing = try BoxListing(page: .first, order: .fullest, containing: " attic & loft ")
        let viewModel = BoxesPresenter().present(
            .init(listing: listing, page: page, counts: Self.counts(9), role: .editor, form: .init(), failure: nil))
        #expect(viewModel.filter == "attic & loft")
        #expect(viewModel.filterSummary == "3 boxes with “attic & loft” in the title or location.")
        #expect(viewModel.sortOptions.filter(\.isSelected).map(\.value) == ["fullest"])
        #expect(viewModel.pagination?.nextHref == "/boxes?page=2&sort=fullest&q=attic%20%26%20loft")
        var narrowed = listing
        try narrowed.narrow(room: "Living room", status: "sealed", mark: "open-first")
        #expect(
            BoxesPresenter.href(narrowed, page: 3)
                == "/boxes?page=3&sort=fullest&q=attic%20%26%20loft&room=Living%20room&status=sealed&mark=open-first")
    }
}
