import ToteDomain

/// Which box is in which, on both databases: a box names its container in `box.container_id`, so moving a box moves
/// everything in it without writing it, and the way up from any box is read by one recursive statement.
public enum ContainmentRecord {
    /// The name, number and title of the box with this identity: rows with `id`, `number` and `title`.
    public static func reference(of id: BoxID) -> SQLStatement {
        "SELECT id, number, title FROM box WHERE id = \(id)"
    }

    /// The box a row of ``reference(of:)`` names.
    public static func reference(from row: some SQLRow) throws -> BoxReference {
        try BoxReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
    }

    /// The box with this identity and every box it is in, innermost first: rows with `id`. The way up ends at a box
    /// that stands on its own; a move never lets it go round, and `depth` stops it if a hand-edited row did.
    public static func enclosing(startingAt id: BoxID) -> SQLStatement {
        """
        WITH RECURSIVE up (id, container_id, depth) AS (
            SELECT id, container_id, 1 FROM box WHERE id = \(id)
            UNION ALL
            SELECT box.id, box.container_id, up.depth + 1 FROM box JOIN up ON box.id = up.container_id
            WHERE up.depth < \(maximumDepth)
        )
        SELECT id FROM up ORDER BY depth
        """
    }

    /// The boxes and places `box` is in, the outermost first: rows of ``step(from:)``.
    public static func containers(of box: BoxID) -> SQLStatement {
        """
        WITH RECURSIVE up (id, number, title, kind, container_id, depth) AS (
            SELECT outer_box.id, outer_box.number, outer_box.title, outer_box.kind, outer_box.container_id, 1
            FROM box JOIN box AS outer_box ON outer_box.id = box.container_id WHERE box.id = \(box)
            UNION ALL
            SELECT box.id, box.number, box.title, box.kind, box.container_id, up.depth + 1
            FROM box JOIN up ON box.id = up.container_id
            WHERE up.depth < \(maximumDepth)
        )
        SELECT id, number, title, kind FROM up ORDER BY depth DESC
        """
    }

    /// The places and boxes each of the boxes numbered `numbers` is in, the outermost first for each: rows of
    /// ``step(from:)`` with `inner_number`, the number of the box they lead to. `numbers` is never empty.
    public static func containers(ofNumbered numbers: [BoxNumber], in inventory: InventoryID) -> SQLStatement {
        """
        WITH RECURSIVE up (inner_number, id, number, title, kind, container_id, depth) AS (
            SELECT box.number, outer_box.id, outer_box.number, outer_box.title, outer_box.kind, outer_box.container_id, 1
            FROM box JOIN box AS outer_box ON outer_box.id = box.container_id
            WHERE box.inventory_id = \(inventory) AND box.number IN (\(list: numbers))
            UNION ALL
            SELECT up.inner_number, box.id, box.number, box.title, box.kind, box.container_id, up.depth + 1
            FROM box JOIN up ON box.id = up.container_id
            WHERE up.depth < \(maximumDepth)
        )
        SELECT inner_number, id, number, title, kind FROM up ORDER BY inner_number, depth DESC
        """
    }

    /// The paths a result of ``containers(ofNumbered:in:)`` reads as, by the number of the box each leads to.
    public static func paths(from rows: [some SQLRow]) throws -> [BoxNumber: [PathStep]] {
        var paths: [BoxNumber: [PathStep]] = [:]
        for row in rows {
            paths[try row.number("inner_number"), default: []].append(try step(from: row))
        }
        return paths
    }

    /// A container on the way to a box, from a row of ``containers(of:)``.
    public static func step(from row: some SQLRow) throws -> PathStep {
        PathStep(try reference(from: row), kind: try row.kind())
    }

    /// The boxes packed directly in `box`, in the order of their numbers, as lists show them: rows of
    /// ``BoxRecord/summary(from:)``.
    public static func summaries(heldBy box: BoxID) -> SQLStatement {
        "SELECT \(unescaped: BoxRecord.summaryColumns) FROM box WHERE container_id = \(box) ORDER BY number"
    }

    /// The boxes packed directly in `box`, in the order of their numbers, held for a change: rows with
    /// ``BoxRecord/columns``.
    public static func boxes(heldBy box: BoxID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: BoxRecord.columns) FROM box WHERE container_id = \(box) ORDER BY number
        \(unescaped: dialect.lock(.forChange))
        """
    }

    /// The numbers of the boxes packed directly in `box`, in order: rows with `number`.
    public static func held(by box: BoxID) -> SQLStatement {
        "SELECT number FROM box WHERE container_id = \(box) ORDER BY number"
    }

    /// How deep ``enclosing(startingAt:)`` looks: far more levels than boxes are ever packed in one another.
    static let maximumDepth = 10_000
}
