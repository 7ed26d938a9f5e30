import PostgresNIO
import Synchronization
import ToteSQL

/// A statement a server runs for most requests, which each connection prepares once under a name and runs again by
/// that name: PostgreSQL parses it once per connection and, once a few runs showed a plan that serves every value,
/// plans it once too. Every value is bound, so the text is the same at every call; the first call fixes it, with the
/// types of its values, and a call whose statement differs (a programming error) runs unprepared.
protocol PreparedShape: SendableMetatype {
    static var form: PreparedForm { get }
}

/// The statements prepared, by the part of a request that runs them.
enum Prepared {
    /// Authentication: the holder of a session or token and their memberships.
    enum Holder: PreparedShape { static let form = PreparedForm(name: "tote_holder") }
    /// A box's page.
    enum BoxPage: PreparedShape { static let form = PreparedForm(name: "tote_box_page") }
    /// An item with its box, as a page shows it.
    enum ItemSummary: PreparedShape { static let form = PreparedForm(name: "tote_item_summary") }
    /// A box by its number.
    enum Box: PreparedShape { static let form = PreparedForm(name: "tote_box") }
    /// A box by its number, held for sharing: the box items are added to or moved into.
    enum SharedBox: PreparedShape { static let form = PreparedForm(name: "tote_shared_box") }
    /// A box by its number, held for a change.
    enum ChangedBox: PreparedShape { static let form = PreparedForm(name: "tote_changed_box") }
    /// An item by its number, held for a change.
    enum ChangedItem: PreparedShape { static let form = PreparedForm(name: "tote_changed_item") }
    /// Box numbers reserved.
    enum BoxNumbers: PreparedShape { static let form = PreparedForm(name: "tote_box_numbers") }
    /// Item numbers reserved.
    enum ItemNumbers: PreparedShape { static let form = PreparedForm(name: "tote_item_numbers") }
    /// A box held for sharing and numbers reserved for the items added to it.
    enum ItemsReserved: PreparedShape { static let form = PreparedForm(name: "tote_items_reserved") }
    /// One new item.
    enum NewItem: PreparedShape { static let form = PreparedForm(name: "tote_new_item") }
    /// One item's new state.
    enum ItemUpdate: PreparedShape { static let form = PreparedForm(name: "tote_item_update") }
    /// One event appended, taking the inventory's turn.
    enum OneEvent: PreparedShape { static let form = PreparedForm(name: "tote_one_event") }
    /// One new item and its event.
    enum NewItemAndEvent: PreparedShape { static let form = PreparedForm(name: "tote_new_item_event") }
    /// One new item and its event, while its box is as it was read.
    enum NewItemInHeldBox: PreparedShape { static let form = PreparedForm(name: "tote_new_item_held_box") }
    /// One item's new state and its event.
    enum ItemUpdateAndEvent: PreparedShape { static let form = PreparedForm(name: "tote_item_update_event") }
    /// One new box and its event.
    enum NewBoxAndEvent: PreparedShape { static let form = PreparedForm(name: "tote_new_box_event") }
    /// One box's new state and its event.
    enum BoxUpdateAndEvent: PreparedShape { static let form = PreparedForm(name: "tote_box_update_event") }
}

/// The name, text and value types of one prepared statement; the text and types are those of its first call.
final class PreparedForm: Sendable {
    let name: String
    private let fixed = Mutex<Fixed?>(nil)

    struct Fixed: Sendable, Equatable {
        var text: String
        var types: [PostgresDataType]
    }

    init(name: String) {
        self.name = name
    }

    /// Whether `statement`, with this text, is this form's, fixing the form at its first call.
    func admits(_ text: String, _ statement: SQLStatement) -> Bool {
        let candidate = Fixed(text: text, types: statement.arguments.map(\.postgresType))
        return fixed.withLock { fixed in
            if let fixed { return fixed == candidate }
            fixed = candidate
            return true
        }
    }

    /// The text and types fixed by the first call; asked only after ``admits(_:_:)`` said yes.
    var text: String { fixed.withLock { $0?.text ?? "" } }
    var types: [PostgresDataType] { fixed.withLock { $0?.types ?? [] } }
}

/// One run of a prepared statement, with its values.
struct PreparedRun<Shape: PreparedShape>: PostgresPreparedStatement {
    typealias Row = PostgresRandomAccessRow

    static var name: String { Shape.form.name }
    static var sql: String { Shape.form.text }
    /// Given, not inferred from the first call's values: a null's type would be left to PostgreSQL to guess.
    static var bindingDataTypes: [PostgresDataType] { Shape.form.types }

    let bindings: PostgresBindings

    func makeBindings() throws -> PostgresBindings { bindings }

    func decodeRow(_ row: PostgresRow) throws -> PostgresRandomAccessRow { row.makeRandomAccess() }
}

extension SQLValue {
    /// The type PostgreSQL is told the value has, null or not.
    var postgresType: PostgresDataType {
        switch self {
        case .integer: .int8
        case .text: .text
        case .bool: .bool
        case .id: .uuid
        }
    }
}
