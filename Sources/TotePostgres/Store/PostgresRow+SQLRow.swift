import Foundation
import PostgresNIO
import ToteSQL

/// PostgreSQL's rows, read by the readers written once for both databases.
extension PostgresRandomAccessRow: SQLRow {
    public func integer(named column: String) throws -> Int {
        try self[column].decode(Int.self)
    }

    public func optionalInteger(named column: String) throws -> Int? {
        try self[column].decode(Int?.self)
    }

    public func string(named column: String) throws -> String {
        try self[column].decode(String.self)
    }

    public func optionalString(named column: String) throws -> String? {
        try self[column].decode(String?.self)
    }

    public func bool(named column: String) throws -> Bool {
        try self[column].decode(Bool.self)
    }

    public func uuid(named column: String) throws -> UUID {
        try self[column].decode(UUID.self)
    }

    public func optionalUUID(named column: String) throws -> UUID? {
        try self[column].decode(UUID?.self)
    }
}
