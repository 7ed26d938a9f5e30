import Foundation
import Hummingbird
import ToteDomain

/// The identifiers in a request's path, read the way the domain reads what people type.
extension Parameters {
    func inventoryID() throws(MalformedRequest) -> InventoryID {
        try uuid("inventoryId", noun: "an inventory id")
    }

    func accountID() throws(MalformedRequest) -> AccountID {
        try uuid("accountId", noun: "an account id")
    }

    func apiTokenID() throws(MalformedRequest) -> ApiTokenID {
        try uuid("tokenId", noun: "a token id")
    }

    func boxNumber() throws(MalformedRequest) -> BoxNumber {
        do {
            return try BoxNumber(parsing: text("box"))
        } catch {
            throw MalformedRequest(error.description)
        }
    }

    func itemNumber() throws(MalformedRequest) -> ItemNumber {
        do {
            return try ItemNumber(parsing: text("item"))
        } catch {
            throw MalformedRequest(error.description)
        }
    }

    private func uuid<Entity>(_ name: String, noun: String) throws(MalformedRequest) -> EntityID<Entity> {
        let text = text(name)
        guard let id = EntityID<Entity>(uuidString: text) else {
            throw MalformedRequest(
                "'\(text)' is not \(noun); it is a UUID such as 00000000-0000-0000-0000-000000000001")
        }
        return id
    }

    /// A parameter as sent, with percent escapes such as `%23` for `#` decoded.
    private func text(_ name: String) -> String {
        let raw = get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }
}
