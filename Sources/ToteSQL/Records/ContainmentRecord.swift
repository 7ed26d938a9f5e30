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

    /// The numbers of the boxes packed directly in `box`, in order: rows with `number`.
    public static func held(by box: BoxID) -> SQLStatement {
        "SELECT number FROM box WHERE container_id = \(box) ORDER BY number"
    }

    /// How deep ``enclosing(startingAt:)`` looks: far more levels than boxes are ever packed in one another.
    static let maximumDepth = 10_000
}
