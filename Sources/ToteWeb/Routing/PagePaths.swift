import ToteApplication
import ToteDomain
import ToteJSON

/// Where a page's links lead: to a member's pages, or to the pages of a share link, whose addresses carry its secret
/// and which have no page of an item of their own.
struct PagePaths: Sendable, Equatable {
    /// What every address of a share link starts with; empty for a member's pages.
    let base: String

    static let member = PagePaths(base: "")

    static func share(_ token: SecretToken) -> PagePaths {
        PagePaths(base: ShareLinkJSON.path(token))
    }

    var isShare: Bool { !base.isEmpty }

    /// The list of boxes.
    var boxes: String { isShare ? base : Paths.boxes }

    /// The search page.
    var find: String { base + "/find" }

    func box(_ number: BoxNumber) -> String {
        base + Paths.box(number)
    }

    /// An item's page; through a share link, its box's page at the item.
    func item(_ number: ItemNumber, in box: BoxNumber) -> String {
        isShare ? self.box(box) + "#" + Self.anchor(of: number) : Paths.item(number, in: box)
    }

    func photo(_ id: PhotoID, thumbnail: Bool) -> String {
        base + Paths.photo(id, thumbnail: thumbnail)
    }

    /// The thumbnail a list shows for a box or item with a cover photo.
    func cover(_ photo: Photo?) -> String? {
        photo.map { self.photo($0.id, thumbnail: true) }
    }

    /// The anchor of an item in its box's page.
    static func anchor(of item: ItemNumber) -> String {
        "item-\(item.value)"
    }
}
