import Foundation
import ToteDomain

/// Input port for the share links of one inventory, for its owners and editors: the same on a store and on a
/// server the command line logged in to.
public protocol ShareLinks: Sendable {
    /// Makes a link; its secret is in the answer, and shown only then. Throws ``ValidationError`` for a scope,
    /// expiry or note Tote cannot take (a room no box goes to and boxes that are not there among them), and
    /// ``AccessError/forbidden(_:_:)`` for a viewer.
    func makeShareLink(_ request: ShareLinkRequest) async throws -> NewShareLink
    /// The links that have not expired, in the order they were made.
    func shareLinks() async throws -> [ShareLinkSummary]
    /// Withdraws a link: it stops working with the next request, and pages open with it say so within a second.
    /// Throws ``AccessError/shareLinkNotFound`` for one that is not the inventory's.
    func withdrawShareLink(_ id: ShareLinkID) async throws
}

/// A link as a person asks for it, every field as typed: a room or box numbers (`3 7 12-40`), or neither for the
/// whole inventory; how long it works (`7d`, 30 days when blank); and what it is for. A room or box numbers given
/// blank are refused, never read as the whole inventory.
public struct ShareLinkRequest: Sendable, Equatable {
    public let room: String?
    public let boxes: String?
    public let expires: String?
    public let note: String?

    public init(room: String? = nil, boxes: String? = nil, expires: String? = nil, note: String? = nil) {
        self.room = room
        self.boxes = boxes
        self.expires = expires
        self.note = note
    }

    /// The scope asked for, checked as far as it can be without the inventory: a room or box numbers, not both;
    /// box numbers as ``NumberSelection`` reads them, at most ``ShareScope/mostBoxes``.
    public func scope() throws(ValidationError) -> ShareScope {
        switch (room, boxes) {
        case (.some, .some):
            throw .exclusive(.room, .boxNumbers)
        case (let room?, nil):
            return .room(try Room(room))
        case (nil, let boxes?):
            let numbers: [BoxNumber] = try NumberSelection.numbers([boxes])
            guard numbers.count <= ShareScope.mostBoxes else {
                throw .tooMany(.boxNumbers, maximum: ShareScope.mostBoxes, actual: numbers.count)
            }
            return .boxes(numbers)
        case (nil, nil):
            return .inventory
        }
    }
}

/// A link just made, with its secret: the only time the secret is seen.
public struct NewShareLink: Sendable, Equatable {
    public let token: SecretToken
    public let link: ShareLinkSummary

    public init(token: SecretToken, link: ShareLinkSummary) {
        self.token = token
        self.link = link
    }
}

/// A share link as its inventory's members see it listed: everything but its secret and the digest it is kept by.
public struct ShareLinkSummary: Hashable, Sendable {
    public let id: ShareLinkID
    public let scope: ShareScope
    public let note: ShareNote?
    public let madeBy: Author
    public let createdAt: Date
    public let expiresAt: Date
    public let lastUsedAt: Date?

    public init(
        id: ShareLinkID, scope: ShareScope, note: ShareNote?, madeBy: Author, createdAt: Date, expiresAt: Date,
        lastUsedAt: Date?
    ) {
        self.id = id
        self.scope = scope
        self.note = note
        self.madeBy = madeBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.lastUsedAt = lastUsedAt
    }

    public init(_ link: ShareLink) {
        self.init(
            id: link.id, scope: link.scope, note: link.note, madeBy: link.madeBy, createdAt: link.createdAt,
            expiresAt: link.expiresAt, lastUsedAt: link.lastUsedAt)
    }
}
