import Foundation
import ToteDomain

/// The stable addresses of Tote's pages, and where a scene leads after a form; boxes and items are named by their
/// numbers.
enum Paths {
    static let boxes = "/boxes"
    /// Where the items ticked in search results are changed together.
    static let tickedItems = "/items/ticked"
    static let members = "/members"
    static let account = "/account"
    static let inventories = "/inventories"
    static let login = "/login"
    static let setup = "/setup"

    static func box(_ number: BoxNumber) -> String {
        "/boxes/\(number.value)"
    }

    /// The item's own page, under its box.
    static func item(_ number: ItemNumber, in box: BoxNumber) -> String {
        Self.box(box) + "/items/\(number.value)"
    }

    /// The box's page right after an item was added from it: it confirms the item and is ready for the next.
    static func itemAdded(_ number: ItemNumber, to box: BoxNumber) -> String {
        Self.box(box) + "?added=\(number.value)"
    }

    /// Where the message of a move or an emptying posts to move the items back into `box`.
    static func moveBack(into box: BoxNumber) -> String {
        Self.box(box) + "/move-back"
    }

    /// Where the message of a removal posts to put the box, or the item, back into `box`.
    static func undoRemoval(into box: BoxNumber) -> String {
        Self.box(box) + "/undo-removal"
    }

    static func history(of box: BoxNumber) -> String {
        "/history?box=\(box.value)"
    }

    /// The labels form, filled in for one box's label, or for its contents sheet: one A4 page listing every item.
    static func labels(of box: BoxNumber, contentsSheet: Bool) -> String {
        "/labels?boxes=\(box.value)" + (contentsSheet ? "&layout=1x1&contents=all" : "")
    }

    /// The changes one import made.
    static func history(ofBatch batch: UUID) -> String {
        "/history?batch=\(batch.lowercasedText)"
    }

    /// A photo's bytes, as a page shows or opens them.
    static func photo(_ id: PhotoID, thumbnail: Bool) -> String {
        "/photos/\(id)/" + (thumbnail ? "thumbnail" : "file")
    }
}
