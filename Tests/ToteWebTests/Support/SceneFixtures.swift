import Foundation
import ToteApplication
import ToteDomain

/// Small builders for the responses of the box, find, account and inventories scenes.
enum SceneFixtures {
    /// 15 Jan 2027 at 08:00 UTC.
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    static func item(
        _ number: Int, title: String, quantity: Int = 1, note: String? = nil, box: Int = 12,
        boxTitle: String = "Kitchen", boxLocation: String? = nil
    ) throws -> ItemSummary {
        ItemSummary(
            id: ItemID(UUID()), number: try ItemNumber(number), title: try Title(title),
            quantity: try Quantity(quantity), note: try Note.optional(note),
            box: ItemSummary.BoxLabel(
                number: try BoxNumber(box), title: try Title(boxTitle), location: try Location.optional(boxLocation)))
    }

    static func detail(
        _ number: Int = 12, title: String = "Kitchen", location: String? = "Garage", note: String? = nil,
        items: [ItemSummary] = []
    ) throws -> BoxDetail {
        BoxDetail(
            box: BoxSummary(
                id: BoxID(UUID()), number: try BoxNumber(number), title: try Title(title),
                location: try Location.optional(location), note: try Note.optional(note), itemCount: items.count),
            items: Page(entries: items, request: .first, totalCount: items.count))
    }

    static func account(username: String = "robin", displayName: String = "Robin Hood") throws -> Account {
        Account(
            id: AccountID(UUID()), username: try Username(username), displayName: try DisplayName(displayName),
            passwordHash: PasswordHash(encoded: "hash"), createdAt: moment)
    }

    static func token(_ name: String, createdAt: Date = moment) throws -> ApiToken {
        ApiToken(
            id: ApiTokenID(UUID()), account: AccountID(UUID()), name: try TokenName(name),
            digest: TokenDigest(hex: "00"), createdAt: createdAt)
    }

    static func inventory(_ name: String, role: Role) throws -> InventorySummary {
        InventorySummary(id: InventoryID(UUID()), name: try InventoryName(name), role: role)
    }
}
