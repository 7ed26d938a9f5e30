import Foundation

/// A row one of the databases answered, read by column name: each store makes its own rows one, and every reading
/// of Tote's values from a row is then written once, in ``SQLRow``'s extensions.
public protocol SQLRow {
    func integer(named column: String) throws -> Int
    func optionalInteger(named column: String) throws -> Int?
    func string(named column: String) throws -> String
    func optionalString(named column: String) throws -> String?
    func bool(named column: String) throws -> Bool
    func uuid(named column: String) throws -> UUID
    func optionalUUID(named column: String) throws -> UUID?
}
