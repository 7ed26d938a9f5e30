import Foundation
import GRDB
import ToteDomain

/// Reads domain values from columns, validating them again: a row edited behind Tote's back fails loudly.
extension Row {
    func entityID<Entity>(_ column: String) throws -> EntityID<Entity> {
        EntityID(try decode(UUID.self, forColumn: column))
    }

    func number<Entity>(_ column: String) throws -> HumanNumber<Entity> {
        try HumanNumber(decode(Int.self, forColumn: column))
    }

    /// A title, an inventory's or a token's name: whichever checked text the caller expects.
    func text<Text: ValidatedText>(_ column: String) throws -> Text {
        try Text(stored: decode(String.self, forColumn: column))
    }

    func location(_ column: String) throws -> Location? {
        try Location.optional(stored: decode(String?.self, forColumn: column))
    }

    func note(_ column: String) throws -> Note? {
        try Note.optional(stored: decode(String?.self, forColumn: column))
    }

    func quantity(_ column: String) throws -> Quantity {
        try Quantity(decode(Int.self, forColumn: column))
    }

    func room(_ column: String) throws -> Room? {
        try Room.optional(stored: decode(String?.self, forColumn: column))
    }

    /// A box's status and marks, from its `status`, `fragile` and `open_first` columns.
    func moving() throws -> (status: PackingStatus, marks: Set<BoxMark>) {
        let marks: [BoxMark?] = [
            try decode(Bool.self, forColumn: "fragile") ? .fragile : nil,
            try decode(Bool.self, forColumn: "open_first") ? .openFirst : nil,
        ]
        return (try PackingStatus(parsing: decode(String.self, forColumn: "status")), Set(marks.compactMap { $0 }))
    }
}
