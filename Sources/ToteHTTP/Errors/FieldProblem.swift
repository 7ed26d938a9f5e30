import ToteDomain

/// What is wrong with one field of a request: a member of its JSON body, or a path or query parameter, named as the
/// request names it.
public struct FieldProblem: Sendable, Equatable {
    public let field: String
    public let detail: String

    public init(field: String, detail: String) {
        self.field = field
        self.detail = detail
    }
}

/// A value the domain refused, in a member whose name differs from the one the refused field usually has: the box
/// that `"into": 0` names is a box number, sent as `into`.
public struct MemberRefusal: Error, Sendable, Equatable {
    public let member: String
    public let error: ValidationError

    public init(member: String, error: ValidationError) {
        self.member = member
        self.error = error
    }
}

/// A member of a JSON body that the address does not take, with the one it takes that is a typo away.
public struct UnknownField: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public let likelyMeant: String?

    public init(name: String, likelyMeant: String?) {
        self.name = name
        self.likelyMeant = likelyMeant
    }

    /// "there is no field 'lcoation' here; did you mean 'location'?"
    public var description: String {
        "there is no field '\(name)' here" + (likelyMeant.map { "; did you mean '\($0)'?" } ?? "")
    }
}

extension ValidationError.Field {
    /// The name the API's bodies and parameters give the field.
    public var member: String {
        switch self {
        case .title: "title"
        case .location: "location"
        case .note: "note"
        case .quantity: "quantity"
        case .boxNumber: "box"
        case .itemNumber: "item"
        case .page: "page"
        case .perPage: "perPage"
        case .searchText: "q"
        case .username: "username"
        case .password: "password"
        case .role: "role"
        case .displayName: "displayName"
        case .inventoryName, .tokenName: "name"
        case .room: "room"
        case .status: "status"
        case .mark: "mark"
        case .kind: "kind"
        case .boxNumbers: "boxes"
        case .items, .itemNumbers: "items"
        case .version: "version"
        case .expiry: "expires"
        }
    }
}
