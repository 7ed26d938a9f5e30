import Foundation

/// A read-only link to what an inventory holds, for someone without an account: the movers, a friend helping unpack,
/// an insurer. Whoever holds its secret sees the boxes of its scope, with their items and photos, and nothing else,
/// until it expires or is withdrawn. Kept by the digest of its secret.
public struct ShareLink: Hashable, Sendable, Codable, Identifiable {
    /// How often a link's last use is written down: a visit within this long of the last one written is not.
    public static let useRecordedEvery: TimeInterval = 60

    public let id: ShareLinkID
    public let inventory: InventoryID
    public let digest: TokenDigest
    public let scope: ShareScope
    /// What the link is for, as its maker put it: "for the movers".
    public let note: ShareNote?
    public let madeBy: Author
    public let createdAt: Date
    public let expiresAt: Date
    /// When it was last used, to the minute; nil when it never was.
    public let lastUsedAt: Date?

    public init(
        id: ShareLinkID, inventory: InventoryID, digest: TokenDigest, scope: ShareScope, note: ShareNote?,
        madeBy: Author, createdAt: Date, expiresAt: Date, lastUsedAt: Date? = nil
    ) {
        self.id = id
        self.inventory = inventory
        self.digest = digest
        self.scope = scope
        self.note = note
        self.madeBy = madeBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.lastUsedAt = lastUsedAt
    }

    public func isValid(at date: Date) -> Bool { date < expiresAt }

    /// Whether a visit at `date` is worth writing down as the last use: the first, or one a minute after the last
    /// written, so that a page and its photos cost no write each.
    public func recordsUse(at date: Date) -> Bool {
        guard let lastUsedAt else { return true }
        return date.timeIntervalSince(lastUsedAt) >= Self.useRecordedEvery
    }
}

/// What a share link's holder sees: the whole inventory, the boxes going to one room, or some boxes.
public enum ShareScope: Hashable, Sendable, Codable {
    case inventory
    /// The boxes for this room, as they are when the link is used: a box moved to the room later is shared too.
    case room(Room)
    /// These boxes, by number: box numbers are never used again, so no other box can become one of them.
    case boxes([BoxNumber])

    /// The most boxes one link may name.
    public static let mostBoxes = 1_000
}

/// What a share link is for, in its maker's words: one line of at most 200 characters.
public struct ShareNote: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .note, maximum: Self.maximumLength)
    }

    /// Reads an optional note: blank text means none.
    public static func optional(_ raw: String?) throws(ValidationError) -> ShareNote? {
        guard let raw, !TextRules.trimmed(raw).isEmpty else { return nil }
        return try ShareNote(raw)
    }
}

extension ShareLink {
    /// The link as it is once used at `date`.
    public func used(at date: Date) -> ShareLink {
        ShareLink(
            id: id, inventory: inventory, digest: digest, scope: scope, note: note, madeBy: madeBy,
            createdAt: createdAt, expiresAt: expiresAt, lastUsedAt: date)
    }
}
