import Foundation
import GRDB
import ToteSQL

/// SQLite's rows, read by the readers written once for both databases.
extension Row: SQLRow {
    public func integer(named column: String) throws -> Int {
        try decode(Int.self, forColumn: column)
    }

    public func optionalInteger(named column: String) throws -> Int? {
        try decode(Int?.self, forColumn: column)
    }

    public func string(named column: String) throws -> String {
        try decode(String.self, forColumn: column)
    }

    public func optionalString(named column: String) throws -> String? {
        try decode(String?.self, forColumn: column)
    }

    public func bool(named column: String) throws -> Bool {
        try decode(Bool.self, forColumn: column)
    }

    public func uuid(named column: String) throws -> UUID {
        try decode(UUID.self, forColumn: column)
    }

    public func optionalUUID(named column: String) throws -> UUID? {
        try decode(UUID?.self, forColumn: column)
    }
}
