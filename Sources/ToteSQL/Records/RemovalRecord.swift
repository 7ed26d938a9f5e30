import Foundation
import ToteDomain

/// The `removal`, `removed_box` and `removed_item` tables on both databases: what a removal took away, kept until it
/// is undone.
public enum RemovalRecord {
    /// Starts `removal`, taken from `container`.
    public static func start(_ removal: RemovalID, container: BoxReference, in inventory: InventoryID)
        -> SQLStatement
    {
        """
        INSERT INTO removal (id, inventory_id, container_box_id, container_box_number, container_box_title)
        VALUES (\(removal), \(inventory), \(container.id), \(container.number), \(container.title.text))
        """
    }

    /// Keeps a copy of the box's row; call before deleting it.
    public static func keep(_ box: Box, as removal: RemovalID) -> SQLStatement {
        """
        INSERT INTO removed_box (removal_id, \(unescaped: BoxRecord.columns))
        SELECT \(removal), \(unescaped: BoxRecord.columns) FROM box WHERE id = \(box.id)
        """
    }

    /// Keeps a copy of every item the box holds; call before deleting them.
    public static func keepItems(of box: Box, as removal: RemovalID) -> SQLStatement {
        """
        INSERT INTO removed_item (removal_id, \(unescaped: ItemRecord.keptColumns))
        SELECT \(removal), \(unescaped: ItemRecord.keptColumns) FROM item WHERE box_id = \(box.id)
        """
    }

    /// Keeps a copy of the item, with the box it is in; call before deleting it.
    public static func keep(_ item: Item, as removal: RemovalID) -> SQLStatement {
        """
        INSERT INTO removed_item (removal_id, \(unescaped: ItemRecord.keptColumns), box_id, box_number, box_title)
        SELECT \(removal), \(unescaped: ItemRecord.keptColumns), \(item.box.id), \(item.box.number), \(item.box.title.text)
        FROM item WHERE id = \(item.id)
        """
    }

    /// Keeps a copy of each of `items`, with the box each is in, in one statement; call before deleting them.
    public static func keep(_ items: [Item], as removal: RemovalID) -> SQLStatement {
        let boxes: [SQLStatement] = items.map { item in
            "(\(item.id), \(item.box.id), \(item.box.number), \(item.box.title.text))"
        }
        return """
            INSERT INTO removed_item (removal_id, \(unescaped: ItemRecord.keptColumns), box_id, box_number, box_title)
            SELECT \(removal), \(unescaped: ItemRecord.keptColumns), kept.box_id, kept.box_number, kept.box_title
            FROM item JOIN (VALUES \(boxes, separator: ", ")) AS kept (item_id, box_id, box_number, box_title)
                ON item.id = kept.item_id
            """
    }

    /// Keeps which boxes `box` holds, sent into `destination` (nil: out on their own) as `removal` removes it; call
    /// before they are moved.
    public static func keepSentAway(heldBy box: Box, into destination: BoxID?, as removal: RemovalID) -> SQLStatement {
        """
        INSERT INTO removal_sent_box (removal_id, box_id, sent_into_id)
        SELECT \(removal), id, \(destination) FROM box WHERE container_id = \(box.id)
        """
    }

    /// The boxes `removal` sent away and where: rows with `box_id` and `sent_into_id`.
    public static func sentAway(_ removal: RemovalID) -> SQLStatement {
        "SELECT box_id, sent_into_id FROM removal_sent_box WHERE removal_id = \(removal)"
    }

    /// The boxes `removal` sent away that are still there, wherever they are now, held for a change: rows with
    /// ``BoxRecord/columns``.
    public static func sentBoxes(_ removal: RemovalID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: BoxRecord.columns) FROM box
        WHERE id IN (SELECT box_id FROM removal_sent_box WHERE removal_id = \(removal)) ORDER BY number
        \(unescaped: dialect.lock(.forChange))
        """
    }

    /// What undoing `removal` packs back, from the rows of ``sentBoxes(_:_:)``, the reference of the container they
    /// were sent into (``ContainmentRecord/reference(of:)``) and the containers the box goes back into
    /// (``ContainmentRecord/enclosing(startingAt:)`` of its container).
    public static func repacking(
        of removal: Removal, boxes: [some SQLRow], current: (some SQLRow)?, enclosing: [some SQLRow]
    ) throws -> Repacking {
        var sent: [Box] = []
        for row in boxes {
            let box = try BoxRecord.box(from: row)
            if box.container == removal.sentInto { sent.append(box) }
        }
        var containers: Set<BoxID> = []
        for row in enclosing { containers.insert(try row.entityID("id")) }
        var from: BoxReference?
        if let current { from = try ContainmentRecord.reference(from: current) }
        return Repacking(boxes: sent, current: from, enclosing: containers)
    }

    /// The removal's own row, held so that it is undone once; read with ``container(from:)``.
    public static func select(_ removal: RemovalID, in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT container_box_id, container_box_number, container_box_title FROM removal
        WHERE id = \(removal) AND inventory_id = \(inventory) \(unescaped: dialect.lock(.forChange))
        """
    }

    /// The box a removal took from, or took.
    public static func container(from row: some SQLRow) throws -> BoxReference {
        try BoxReference(
            id: row.entityID("container_box_id"), number: row.number("container_box_number"),
            title: row.text("container_box_title"))
    }

    /// The box the removal kept, if it removed one: a row with ``BoxRecord/columns``.
    public static func keptBox(_ removal: RemovalID) -> SQLStatement {
        "SELECT \(unescaped: BoxRecord.columns) FROM removed_box WHERE removal_id = \(removal)"
    }

    /// The items the removal kept, by number: rows with ``ItemRecord/keptColumns`` and the box each was taken out
    /// of, read with ``source(from:)``.
    public static func keptItems(_ removal: RemovalID) -> SQLStatement {
        """
        SELECT \(unescaped: ItemRecord.keptColumns), box_id, box_number, box_title FROM removed_item
        WHERE removal_id = \(removal) ORDER BY number
        """
    }

    /// The box a kept item was taken out of; nil for one kept before removals named it, whose box is the removal's.
    public static func source(from row: some SQLRow) throws -> BoxReference? {
        guard let id: BoxID = try row.optionalEntityID("box_id") else { return nil }
        return BoxReference(id: id, number: try row.number("box_number"), title: try row.text("box_title"))
    }

    /// What the removal kept: the box that went, the box the items were in, the items with the boxes they were
    /// taken out of, and the boxes it sent away, from the rows of ``select(_:in:_:)``, ``keptBox(_:)``,
    /// ``keptItems(_:)`` and ``sentAway(_:)``.
    public static func removal(
        _ removal: RemovalID, row: some SQLRow, box: (some SQLRow)?, items: [some SQLRow], sent: [some SQLRow]
    ) throws -> Removal {
        var sources: [ItemNumber: BoxReference] = [:]
        for item in items {
            if let source = try source(from: item) { sources[try item.number("number")] = source }
        }
        var kept: [ItemReference] = []
        for item in items { kept.append(try ItemRecord.reference(from: item)) }
        var keptBox: Box?
        if let box { keptBox = try BoxRecord.box(from: box) }
        var sentAway: [BoxID] = []
        var sentInto: BoxID?
        for row in sent {
            sentAway.append(try row.entityID("box_id"))
            sentInto = try row.optionalEntityID("sent_into_id")
        }
        return Removal(
            id: removal, box: keptBox, container: try container(from: row), items: kept, sources: sources,
            sentAway: sentAway, sentInto: sentInto)
    }

    /// A kept item, back in the box it was taken out of (`removal`'s when it names none).
    public static func keptItem(from row: some SQLRow, of removal: Removal) throws -> Item {
        let number: ItemNumber = try row.number("number")
        return try Item(
            id: row.entityID("id"), number: number, title: row.text("title"), quantity: row.quantity("quantity"),
            note: row.note("note"), box: removal.home(of: number), version: row.version())
    }

    /// A list of columns with `version` counting one change more: what a row put back is read as.
    public static func countingAChange(_ columns: String) -> String {
        columns.split(separator: ", ").map { $0 == "version" ? "version + 1" : String($0) }.joined(separator: ", ")
    }

    /// The ``BoxRecord/columns`` of `removed_box` as a box put back is read from them: its version counts one change
    /// more, and it goes back into its container only if that is still there.
    public static let keptBoxColumns = countingAChange(BoxRecord.columns).replacingOccurrences(
        of: "container_id", with: "(SELECT kept.id FROM box AS kept WHERE kept.id = removed_box.container_id)")

    /// Forgets the removal and, through its foreign keys, the copies it kept.
    public static func forget(_ removal: RemovalID) -> SQLStatement {
        "DELETE FROM removal WHERE id = \(removal)"
    }
}
