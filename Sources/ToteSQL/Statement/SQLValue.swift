import Foundation
import ToteDomain

/// A value a statement sends to the database, with its type kept when it is absent: PostgreSQL needs the type of a
/// null it cannot infer, and SQLite needs an identity as the text it was stored as.
public enum SQLValue: Sendable, Hashable {
    case integer(Int?)
    case text(String?)
    case bool(Bool?)
    case id(UUID?)
}

/// A Swift value that a statement can send as it is.
public protocol SQLBindable {
    var sqlValue: SQLValue { get }
    /// The null of this type, sent for an absent value.
    static var sqlNull: SQLValue { get }
}

extension Int: SQLBindable {
    public var sqlValue: SQLValue { .integer(self) }
    public static var sqlNull: SQLValue { .integer(nil) }
}

extension String: SQLBindable {
    public var sqlValue: SQLValue { .text(self) }
    public static var sqlNull: SQLValue { .text(nil) }
}

extension Bool: SQLBindable {
    public var sqlValue: SQLValue { .bool(self) }
    public static var sqlNull: SQLValue { .bool(nil) }
}

extension UUID: SQLBindable {
    public var sqlValue: SQLValue { .id(self) }
    public static var sqlNull: SQLValue { .id(nil) }
}

extension EntityID: SQLBindable {
    public var sqlValue: SQLValue { .id(uuid) }
    public static var sqlNull: SQLValue { .id(nil) }
}

extension HumanNumber: SQLBindable {
    public var sqlValue: SQLValue { .integer(value) }
    public static var sqlNull: SQLValue { .integer(nil) }
}

extension Int64: SQLBindable {
    public var sqlValue: SQLValue { .integer(Int(self)) }
    public static var sqlNull: SQLValue { .integer(nil) }
}
