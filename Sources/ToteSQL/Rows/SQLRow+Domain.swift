import Foundation
import ToteApplication
import ToteDomain

/// Reads Tote's values from columns, checked again by the domain's own rules: a row edited behind Tote's back fails
/// loudly.
extension SQLRow {
    public func entityID<Entity>(_ column: String) throws -> EntityID<Entity> {
        EntityID(try uuid(named: column))
    }

    public func optionalEntityID<Entity>(_ column: String) throws -> EntityID<Entity>? {
        try optionalUUID(named: column).map(EntityID.init)
    }

    public func number<Entity>(_ column: String) throws -> HumanNumber<Entity> {
        try HumanNumber(integer(named: column))
    }

    /// A title, an inventory's or a token's name: whichever checked text the caller expects.
    public func text<Text: ValidatedText>(_ column: String) throws -> Text {
        try Text(stored: string(named: column))
    }

    public func location(_ column: String) throws -> Location? {
        try Location.optional(stored: optionalString(named: column))
    }

    public func note(_ column: String) throws -> Note? {
        try Note.optional(stored: optionalString(named: column))
    }

    public func room(_ column: String) throws -> Room? {
        try Room.optional(stored: optionalString(named: column))
    }

    public func quantity(_ column: String) throws -> Quantity {
        try Quantity(integer(named: column))
    }

    /// A version: how many changes a record has had.
    public func version(_ column: String = "version") throws -> Int {
        try integer(named: column)
    }

    /// A box's status and marks, from its `status`, `fragile` and `open_first` columns.
    public func moving() throws -> (status: PackingStatus, marks: Set<BoxMark>) {
        let marks: [BoxMark?] = [
            try bool(named: "fragile") ? .fragile : nil,
            try bool(named: "open_first") ? .openFirst : nil,
        ]
        return (try PackingStatus(parsing: string(named: "status")), Set(marks.compactMap { $0 }))
    }

    /// Whether a numbered container is a box or a place, from its `kind` column.
    public func kind() throws -> BoxKind {
        try BoxKind(parsing: string(named: "kind"))
    }

    /// A moment kept as milliseconds since 1970.
    public func date(_ column: String) throws -> Date {
        Date(millisecondsSince1970: Int64(try integer(named: column)))
    }

    public func role(_ column: String) throws -> Role {
        try Role(parsing: string(named: column))
    }

    public func digest(_ column: String) throws -> TokenDigest {
        TokenDigest(hex: try string(named: column))
    }

    public func username(_ column: String) throws -> Username {
        try Username(stored: string(named: column))
    }

    public func displayName(_ column: String) throws -> DisplayName {
        try DisplayName(stored: string(named: column))
    }
}
