import ToteApplication
import ToteDomain
import TotePresentation

/// Presents the pages of a share link: what it shares, in the words a member's pages use, with links that keep to
/// the link's own addresses.
struct SharedPresenter: Sendable {
    func present(_ response: SharedModels.Boxes.Response) -> SharedModels.Boxes.ViewModel {
        let visit = response.visit
        let page = response.boxes.page
        return SharedModels.Boxes.ViewModel(
            heading: Sentence.capitalised(ShareSentence.scope(visit.shared.scope)),
            summary: Counted(page.totalCount, "box", plural: "boxes").description,
            rows: page.entries.map { box in
                SharedModels.Boxes.Row(
                    number: box.number.description, title: box.title.text,
                    location: box.location?.text ?? "No location yet",
                    itemCount: Counted(box.itemCount, "item").description, moving: BoxPresenter.moving(box),
                    href: visit.paths.box(box.number),
                    thumbnail: visit.paths.cover(response.boxes.covers[.box(box.number)]))
            },
            emptyText: page.totalCount == 0 ? "There are no boxes here yet." : nil,
            pagination: Pagination.of(page) { "\(visit.paths.boxes)?page=\($0)" },
            header: Self.header(of: visit))
    }

    func present(_ response: SharedModels.Box.Response) -> SharedModels.Box.ViewModel {
        let visit = response.visit
        let detail = response.box.detail
        let box = detail.box
        let base = visit.paths.box(box.number)
        return SharedModels.Box.ViewModel(
            number: box.number.description, title: box.title.text, location: box.location?.text ?? "No location yet",
            note: box.note?.text, itemCount: Counted(box.itemCount, "item").description,
            moving: BoxPresenter.moving(box),
            photos: PhotoGallery(
                response.box.photos, of: .box(box.number), base: base, canChange: false, error: nil,
                paths: visit.paths),
            items: detail.items.entries.map {
                BoxPresenter.row(for: $0, cover: response.box.covers[.item($0.number)], paths: visit.paths)
            },
            emptyText: BoxPresenter.emptyText(detail.items, canChange: false),
            pagination: Pagination.of(detail.items) { "\(base)?page=\($0)" },
            back: visit.paths.boxes, header: Self.header(of: visit), live: .box(box.number))
    }

    func present(_ find: FindModels.Search.ViewModel, visit: SharedModels.Visit) -> SharedModels.Find.ViewModel {
        SharedModels.Find.ViewModel(find: find, header: Self.header(of: visit))
    }

    static func header(of visit: SharedModels.Visit) -> LayoutModels.Share {
        let link = visit.shared.link
        return LayoutModels.Share(
            inventory: visit.shared.inventoryName.text,
            scope: Sentence.capitalised(ShareSentence.scope(link.scope)),
            expires: "Read-only, " + ShareSentence.expiry(link.expiresAt), note: link.note?.text,
            home: visit.paths.boxes, find: visit.paths.find, events: visit.paths.base + "/events", search: "")
    }
}

extension LayoutModels.Share {
    /// The same header, its search field holding `search`.
    init(_ header: LayoutModels.Share, search: String) {
        self.init(
            inventory: header.inventory, scope: header.scope, expires: header.expires, note: header.note,
            home: header.home, find: header.find, events: header.events, search: search)
    }
}
