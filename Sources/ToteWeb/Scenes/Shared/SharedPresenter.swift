import ToteApplication
import ToteDomain
import TotePresentation

/// Presents the pages of a share link: what it shares, in the words a member's pages use, with links that keep to
/// the link's own addresses.
struct SharedPresenter: Sendable {
    func present(_ response: SharedModels.Boxes.Response) -> SharedModels.Boxes.ViewModel {
        let opened = response.opened
        let page = response.boxes.page
        return SharedModels.Boxes.ViewModel(
            heading: Sentence.capitalised(ShareSentence.scope(opened.shared.scope)),
            summary: Counted(page.totalCount, "box", plural: "boxes").description,
            rows: page.entries.map { box in
                SharedModels.Boxes.Row(
                    number: box.number.description, title: box.title.text,
                    location: box.location?.text ?? "No location yet",
                    itemCount: Counted(box.itemCount, "item").description, moving: BoxPresenter.moving(box),
                    href: opened.paths.box(box.number),
                    thumbnail: opened.paths.cover(response.boxes.covers[.box(box.number)]))
            },
            emptyText: page.totalCount == 0 ? "There are no boxes here yet." : nil,
            pagination: Pagination.of(page) { "\(opened.paths.boxes)?page=\($0)" },
            header: Self.header(of: opened))
    }

    func present(_ response: SharedModels.Box.Response) -> SharedModels.Box.ViewModel {
        let opened = response.opened
        let detail = response.box.detail
        let box = detail.box
        let base = opened.paths.box(box.number)
        return SharedModels.Box.ViewModel(
            number: box.number.description, title: box.title.text, location: box.location?.text ?? "No location yet",
            note: box.note?.text, itemCount: Counted(box.itemCount, "item").description,
            moving: BoxPresenter.moving(box),
            photos: PhotoGallery(
                response.box.photos, of: .box(box.number), base: base, canChange: false, error: nil,
                paths: opened.paths),
            items: detail.items.entries.map {
                BoxPresenter.row(for: $0, cover: response.box.covers[.item($0.number)], paths: opened.paths)
            },
            emptyText: BoxPresenter.emptyText(detail.items, canChange: false),
            pagination: Pagination.of(detail.items) { "\(base)?page=\($0)" },
            back: opened.paths.boxes, header: Self.header(of: opened), live: .box(box.number))
    }

    func present(_ find: FindModels.Search.ViewModel, opened: SharedModels.Opened) -> SharedModels.Find.ViewModel {
        SharedModels.Find.ViewModel(find: find, header: Self.header(of: opened))
    }

    static func header(of opened: SharedModels.Opened) -> LayoutModels.Share {
        let link = opened.shared.link
        return LayoutModels.Share(
            inventory: opened.shared.inventoryName.text,
            scope: Sentence.capitalised(ShareSentence.scope(link.scope)),
            expires: "Read-only, " + ShareSentence.expiry(link.expiresAt), note: link.note?.text,
            home: opened.paths.boxes, find: opened.paths.find, events: opened.paths.base + "/events", search: "")
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
