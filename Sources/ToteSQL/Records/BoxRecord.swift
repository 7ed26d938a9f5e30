import ToteApplication
import ToteDomain

/// The `box` table on both databases: a box's own fields, without its items. A new field of ``Box`` is written here
/// once, and in each database's schema.
public enum BoxRecord {
    /// The columns a box is read from, and that a removal keeps of it.
    public static let columns =
        "id, number, title, location, note, room, status, fragile, open_first, container_id, kind, version"

    /// The ``columns``, each named after the `box` table.
    public static let qualifiedColumns = columns.split(separator: ", ").map { "box.\($0)" }.joined(separator: ", ")

    /// The ``qualifiedColumns`` with how many items the box holds, as ``summary(from:)`` reads them.
    public static let summaryColumns =
        qualifiedColumns + ", (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count"

    /// The box numbered `number`, held as `lock` says.
    public static func select(
        numbered number: BoxNumber, in inventory: InventoryID, holding lock: RowLock = .none, _ dialect: SQLDialect
    ) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM box WHERE inventory_id = \(inventory) AND number = \(number)
        \(unescaped: dialect.lock(lock))
        """
    }

    /// The box with this identity, wherever its number is, held for a change.
    public static func select(identified id: BoxID, in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM box WHERE inventory_id = \(inventory) AND id = \(id)
        \(unescaped: dialect.lock(.forChange))
        """
    }

    /// The box an import keeps under `key`.
    public static func select(importKey key: String, in inventory: InventoryID) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM box WHERE inventory_id = \(inventory) AND import_key = \(key)"
    }

    /// The first box with this title at this location (none included), as an import finds the box a row names.
    public static func select(
        titled title: Title, at location: Location?, in inventory: InventoryID, _ dialect: SQLDialect
    ) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM box
        WHERE inventory_id = \(inventory) AND title = \(title.text) AND location \(unescaped: dialect.isSame) \(location?.text)
        ORDER BY number LIMIT 1
        """
    }

    /// A box from a row with the ``columns``.
    public static func box(from row: some SQLRow) throws -> Box {
        let (status, marks) = try row.moving()
        return try Box(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            location: row.location("location"), note: row.note("note"), room: row.room("room"), status: status,
            marks: marks, container: row.optionalEntityID("container_id"), kind: row.kind(),
            version: row.version())
    }

    /// A box as lists show it, from a row with the ``columns``.
    public static func summary(from row: some SQLRow, itemCount: Int) throws -> BoxSummary {
        BoxSummary(try box(from: row), itemCount: itemCount)
    }

    /// A box as lists show it, from a row with the ``summaryColumns``.
    public static func summary(from row: some SQLRow) throws -> BoxSummary {
        try summary(from: row, itemCount: row.integer(named: "item_count"))
    }

    /// Stores a new box at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    /// A box put back by an undo goes into its container only if that is still there (`unlessContainerIsGone`);
    /// otherwise it stands on its own.
    public static func insert(
        _ box: Box, in inventory: InventoryID, version: Int = 1, importKey: String? = nil,
        unlessContainerIsGone: Bool = false, _ dialect: SQLDialect
    ) -> SQLStatement {
        let container: SQLStatement =
            unlessContainerIsGone ? "(SELECT id FROM box WHERE id = \(box.container))" : "\(box.container)"
        let search: SQLStatement =
            dialect.keepsSearchTextInRow
            ? """
            , \(SearchDocument.text(of: box.title.text)), \(box.location.map { SearchDocument.text(of: $0.text) }),
                \(box.note.map { SearchDocument.text(of: $0.text) })
            """ : ""
        return """
            INSERT INTO box (id, inventory_id, number, title, location, note, room, status, fragile, open_first,
                container_id, kind, version, import_key\(unescaped: dialect.keepsSearchTextInRow ? searchColumns : ""))
            VALUES (\(box.id), \(inventory), \(box.number), \(box.title.text), \(box.location?.text),
                \(box.note?.text), \(box.room?.text), \(box.status.rawValue), \(box.marks.contains(.fragile)),
                \(box.marks.contains(.openFirst)), \(container), \(box.kind.rawValue), \(version), \(importKey)\(search))
            """
    }

    /// Writes the box's own fields and counts the change in its version.
    public static func update(_ box: Box, _ dialect: SQLDialect) -> SQLStatement {
        let search: SQLStatement =
            dialect.keepsSearchTextInRow
            ? """
            , search_title = \(SearchDocument.text(of: box.title.text)),
                search_location = \(box.location.map { SearchDocument.text(of: $0.text) }),
                search_note = \(box.note.map { SearchDocument.text(of: $0.text) })
            """ : ""
        return """
            UPDATE box SET title = \(box.title.text), location = \(box.location?.text), note = \(box.note?.text),
                room = \(box.room?.text), status = \(box.status.rawValue), fragile = \(box.marks.contains(.fragile)),
                open_first = \(box.marks.contains(.openFirst)), container_id = \(box.container),
                version = version + 1\(search)
            WHERE id = \(box.id)
            """
    }

    /// Writes the own fields of each of `boxes` in one statement and counts the change in each one's version.
    public static func update(_ boxes: [Box], _ dialect: SQLDialect) -> SQLStatement {
        let search = dialect.keepsSearchTextInRow
        let rows: [SQLStatement] = boxes.map { box in
            let text: SQLStatement =
                search
                ? """
                , \(SearchDocument.text(of: box.title.text)), \(box.location.map { SearchDocument.text(of: $0.text) }),
                    \(box.note.map { SearchDocument.text(of: $0.text) })
                """ : ""
            return """
                (\(box.id), \(box.title.text), \(box.location?.text), \(box.note?.text), \(box.room?.text),
                    \(box.status.rawValue), \(box.marks.contains(.fragile)), \(box.marks.contains(.openFirst)),
                    \(box.container)\(text))
                """
        }
        let searchSet =
            ", search_title = changed.search_title, search_location = changed.search_location, "
            + "search_note = changed.search_note"
        return """
            UPDATE box SET title = changed.title, location = changed.location, note = changed.note,
                room = changed.room, status = changed.status, fragile = changed.fragile,
                open_first = changed.open_first, container_id = \(unescaped: dialect.identity("changed.container_id")),
                version = box.version + 1\(unescaped: search ? searchSet : "")
            FROM (VALUES \(rows, separator: ", ")) AS changed (id, title, location, note, room, status, fragile,
                open_first, container_id\(unescaped: search ? searchColumns : ""))
            WHERE box.id = changed.id
            """
    }

    /// Deletes the box; its items go with it (the foreign key cascades).
    public static func delete(_ box: Box) -> SQLStatement {
        "DELETE FROM box WHERE id = \(box.id)"
    }

    private static let searchColumns = ", search_title, search_location, search_note"
}
