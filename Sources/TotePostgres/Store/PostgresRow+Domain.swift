import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

/// Reads Tote's values from a row's named columns, checked by the domain's own rules.
extension PostgresRandomAccessRow {
    func decode<T: PostgresDecodable>(_ column: String, as type: T.Type = T.self) throws -> T {
        try self[column].decode(T.self)
    }

    func entityID<Entity>(_ column: String) throws -> EntityID<Entity> {
        EntityID(try decode(column, as: UUID.self))
    }

    func number<Entity>(_ column: String) throws -> HumanNumber<Entity> {
        try HumanNumber(decode(column, as: Int.self))
    }

    func text<Text: ValidatedText>(_ column: String) throws -> Text {
        try Text(stored: decode(column, as: String.self))
    }

    func location(_ column: String) throws -> Location? {
        try Location.optional(stored: decode(column, as: String?.self))
    }

    func note(_ column: String) throws -> Note? {
        try Note.optional(stored: decode(column, as: String?.self))
    }

    func room(_ column: String) throws -> Room? {
        try Room.optional(stored: decode(column, as: String?.self))
    }

    func quantity(_ column: String) throws -> Quantity {
        try Quantity(decode(column, as: Int.self))
    }

    func date(_ column: String) throws -> Date {
        Date(millisecondsSince1970: try decode(column, as: Int64.self))
    }

    func role(_ column: String) throws -> Role {
        try Role(parsing: decode(column, as: String.self))
    }

    func digest(_ column: String) throws -> TokenDigest {
        TokenDigest(hex: try decode(column, as: String.self))
    }

    func moving() throws -> (status: PackingStatus, marks: Set<BoxMark>) {
        let marks: [BoxMark?] = [
            try decode("fragile", as: Bool.self) ? .fragile : nil,
            try decode("open_first", as: Bool.self) ? .openFirst : nil,
        ]
        return (try PackingStatus(parsing: decode("status", as: String.self)), Set(marks.compactMap { $0 }))
    }
}
