import Foundation
import Hummingbird
import ToteDomain
import ToteHTTP

/// The identifiers in a request's path, read the way the domain reads what people type.
extension Parameters {
    func inventoryID() throws(RequestError) -> InventoryID {
        try uuid("inventoryId", noun: "an inventory id")
    }

    func accountID() throws(RequestError) -> AccountID {
        try uuid("accountId", noun: "an account id")
    }

    func apiTokenID() throws(RequestError) -> ApiTokenID {
        try uuid("tokenId", noun: "a token id")
    }

    /// The handle a removal answered with.
    func removalID() throws(RequestError) -> RemovalID {
        try uuid("removal", noun: "a removal handle")
    }

    func shareLinkID() throws(RequestError) -> ShareLinkID {
        try uuid("shareId", noun: "a share link id")
    }

    func photoID() throws(RequestError) -> PhotoID {
        try uuid("photoId", noun: "a photo id")
    }

    /// The handle of a job, as the API gave it.
    func jobID() throws(RequestError) -> UUID {
        let text = text("jobId")
        guard let id = UUID(uuidString: text) else {
            throw RequestError.malformed("'\(text)' is not a job handle; it is a UUID as the API gave it")
        }
        return id
    }

    func boxNumber() throws(RequestError) -> BoxNumber {
        do {
            return try BoxNumber(parsing: text("box"))
        } catch {
            throw RequestError.malformed(error.description)
        }
    }

    func itemNumber() throws(RequestError) -> ItemNumber {
        do {
            return try ItemNumber(parsing: text("item"))
        } catch {
            throw RequestError.malformed(error.description)
        }
    }

    private func uuid<Entity>(_ name: String, noun: String) throws(RequestError) -> EntityID<Entity> {
        let text = text(name)
        guard let id = EntityID<Entity>(uuidString: text) else {
            throw RequestError.malformed(
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
