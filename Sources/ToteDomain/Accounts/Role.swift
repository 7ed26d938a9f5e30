import Foundation

/// What a member may do in an inventory.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Everything, including inviting and removing members.
    case owner
    /// Look, search and change boxes and items.
    case editor
    /// Look and search; change nothing.
    case viewer

    public func allows(_ action: Action) -> Bool {
        switch (self, action) {
        case (_, .read), (.owner, _), (.editor, .change), (.editor, .share): true
        case (.editor, .manageMembers), (.editor, .replaceAll), (.viewer, .change), (.viewer, .manageMembers),
            (.viewer, .replaceAll), (.viewer, .share):
            false
        }
    }

    /// Reads a role as typed: `owner`, `editor` or `viewer`, in any case.
    public init(parsing text: String) throws(ValidationError) {
        guard let role = Role(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw .disallowedCharacters(.role, allowed: "owner, editor or viewer")
        }
        self = role
    }

    public var description: String { rawValue }

    /// The role with its indefinite article: "an owner", "an editor", "a viewer".
    public var withArticle: String {
        switch self {
        case .owner, .editor: "an \(rawValue)"
        case .viewer: "a \(rawValue)"
        }
    }

    /// The kinds of things a member can try to do.
    public enum Action: Sendable {
        /// Put a whole inventory in place of everything it holds.
        case read, change, manageMembers, replaceAll
        /// Make, list and withdraw read-only links for people without an account. An editor may: a link shows no
        /// more than an editor can already export and hand on, it changes nothing, and owners see and can withdraw
        /// every link.
        case share
    }
}
