import Foundation

/// A stable identity that survives renames, moves and every other change of an entity.
///
/// The phantom `Entity` parameter makes a `BoxID` and an `ItemID` distinct types.
public struct EntityID<Entity>: Hashable, Sendable, Codable, CustomStringConvertible {
    public let uuid: UUID

    public init(_ uuid: UUID) {
        self.uuid = uuid
    }

    /// Reads the textual form; nil when it is not a UUID.
    public init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.init(uuid)
    }

    public init(from decoder: any Decoder) throws {
        uuid = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid)
    }

    /// The lower-case canonical form, as stored and printed.
    public var description: String { uuid.lowercasedText }
}

public typealias BoxID = EntityID<Box>
public typealias ItemID = EntityID<Item>
public typealias EventID = EntityID<DomainEvent>
public typealias InventoryID = EntityID<Inventory>
public typealias AccountID = EntityID<Account>
public typealias ApiTokenID = EntityID<ApiToken>
public typealias ShareLinkID = EntityID<ShareLink>
