import Foundation
import Hummingbird
import ToteDomain

/// Remembers which of a person's inventories the browser shows; it names an inventory, it grants nothing.
enum InventoryCookie {
    static let name = "tote_inventory"
    private static let lifetime: TimeInterval = 365 * 24 * 60 * 60

    static func setting(_ inventory: InventoryID, secure: Bool) -> Cookie {
        Cookie(
            name: name, value: inventory.description, maxAge: Int(lifetime), path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }

    /// The inventory the cookie names, if it holds an inventory id at all.
    static func inventory(in request: Request) -> InventoryID? {
        request.cookies[name].flatMap { InventoryID(uuidString: $0.value) }
    }
}
