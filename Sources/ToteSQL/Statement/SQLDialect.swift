import Foundation
import ToteDomain

/// Where SQLite and PostgreSQL differ in the statements Tote runs on both; every statement in this module is written
/// once and asks its dialect at these points.
public enum SQLDialect: Sendable {
    case sqlite
    case postgres

    /// The placeholder of the `number`th value.
    func placeholder(_ number: Int) -> String {
        switch self {
        case .sqlite: "?"
        case .postgres: "$\(number)"
        }
    }

    /// The clause that keeps rows read for a change as they are until the transaction ends. SQLite's write
    /// transaction holds the whole database, so it needs none.
    public func lock(_ lock: RowLock) -> String {
        switch (self, lock) {
        case (.sqlite, _), (.postgres, .none): ""
        case (.postgres, .forChange): "FOR UPDATE"
        case (.postgres, .forSharing): "FOR SHARE"
        }
    }

    /// The comparison that is true of two equal values and of two nulls.
    public var isSame: String {
        switch self {
        case .sqlite: "IS"
        case .postgres: "IS NOT DISTINCT FROM"
        }
    }

    /// The comparison that is true of two different values and of a value and a null.
    public var isDifferent: String {
        switch self {
        case .sqlite: "IS NOT"
        case .postgres: "IS DISTINCT FROM"
        }
    }

    /// A column of a `VALUES` list as an identity: PostgreSQL types such a column whose every value is null as text,
    /// which an identity column refuses.
    public func identity(_ column: String) -> String {
        switch self {
        case .sqlite: column
        case .postgres: "\(column)::uuid"
        }
    }

    /// An identity column as text, for an order both databases agree on: SQLite keeps identities as their text,
    /// PostgreSQL as `uuid`, which orders by bytes.
    public func text(of idColumn: String) -> String {
        switch self {
        case .sqlite: idColumn
        case .postgres: "\(idColumn)::text"
        }
    }

    /// A batch's identity as the `event` table keeps it: SQLite's store keeps it as upper-case text, as it did
    /// from the start, so that the batches already kept are found by it.
    public func batch(_ id: UUID?) -> SQLValue {
        switch self {
        case .sqlite: .text(id?.uuidString)
        case .postgres: .id(id)
        }
    }

    /// What makes the moves of boxes into boxes of one inventory wait for each other, so that two moves at once never
    /// each find the other's box outside their own and pack two boxes into each other. SQLite's write transaction
    /// holds the whole database already, so it needs nothing; PostgreSQL takes a lock on the inventory's moves that
    /// nothing else takes, held until the transaction ends.
    public func movesOneAtATime(in inventory: InventoryID) -> SQLStatement? {
        switch self {
        case .sqlite: nil
        case .postgres:
            "SELECT pg_advisory_xact_lock(hashtextextended('tote.box-moves.' || \(inventory.description), 0))"
        }
    }

    /// Whether a row keeps its search text in columns of its own (PostgreSQL's trigram index reads them); SQLite's
    /// store keeps it in a full-text table beside the row instead.
    var keepsSearchTextInRow: Bool { self == .postgres }
}

/// How a read holds the rows it reads until its transaction ends.
public enum RowLock: Sendable {
    case none
    /// For a change of the row: other changes of it wait.
    case forChange
    /// For a change that needs the row to stay (an item added to a box): changes and removals of it wait.
    case forSharing
}
