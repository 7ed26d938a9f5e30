import ToteApplication
import ToteDomain

/// Everything a memory or property-list store holds, as plain values that encode to a property list.
public struct StoreState: Codable, Sendable, Equatable {
    /// Marks a property list as a Tote store.
    public static let formatName = "tote-store"
    /// The newest layout this version reads and writes.
    public static let formatVersion = 2

    public internal(set) var format: String
    public internal(set) var version: Int
    var inventories: [String: InventoryRecord]
    var nextSequence: Int64
    var accounts: [Account] = []
    var memberships: [Membership] = []
    var sessions: [Session] = []
    var invitations: [Invitation] = []
    var passwordResets: [PasswordReset] = []
    var apiTokens: [ApiToken] = []
    var shareLinks: [ShareLink] = []
    /// The public address last given to the server, as written.
    var publicURL: String?

    public init() {
        format = Self.formatName
        version = Self.formatVersion
        inventories = [:]
        nextSequence = 1
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, inventories, nextSequence, accounts, memberships, sessions, invitations, apiTokens
        case passwordResets, publicURL, shareLinks
    }

    /// Reads every layout of format versions 1 and 2; the access lists, reset links, the public address and share
    /// links came later and may be missing.
    /// A state read from an older layout is written back in the newest one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(String.self, forKey: .format)
        _ = try container.decode(Int.self, forKey: .version)
        version = Self.formatVersion
        inventories = try container.decode([String: InventoryRecord].self, forKey: .inventories)
        nextSequence = try container.decode(Int64.self, forKey: .nextSequence)
        accounts = try container.decodeIfPresent([Account].self, forKey: .accounts) ?? []
        memberships = try container.decodeIfPresent([Membership].self, forKey: .memberships) ?? []
        sessions = try container.decodeIfPresent([Session].self, forKey: .sessions) ?? []
        invitations = try container.decodeIfPresent([Invitation].self, forKey: .invitations) ?? []
        apiTokens = try container.decodeIfPresent([ApiToken].self, forKey: .apiTokens) ?? []
        passwordResets = try container.decodeIfPresent([PasswordReset].self, forKey: .passwordResets) ?? []
        publicURL = try container.decodeIfPresent(String.self, forKey: .publicURL)
        shareLinks = try container.decodeIfPresent([ShareLink].self, forKey: .shareLinks) ?? []
    }

    /// Creates the inventory if it is not there yet.
    mutating func open(_ inventory: InventoryID) {
        let key = inventory.description
        guard inventories[key] == nil else { return }
        inventories[key] = InventoryRecord(name: inventory == Inventory.localID ? "Local" : "Inventory")
    }

    /// One inventory's record, changed in place: a change to one item does not copy the others.
    subscript(inventory: InventoryID) -> InventoryRecord {
        get { inventories[inventory.description] ?? InventoryRecord() }
        _modify { yield &inventories[inventory.description, default: InventoryRecord()] }
    }

    /// Appends events to the history of an inventory, each with the next sequence of the store.
    mutating func record(_ events: [DomainEvent], in inventory: InventoryID) {
        for event in events {
            self[inventory].events.append(StoredEvent(sequence: nextSequence, event: event))
            nextSequence += 1
        }
    }
}
