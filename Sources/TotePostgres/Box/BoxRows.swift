import ToteDomain
import ToteSQL

/// The `box` rows through ``BoxRecord``: the boxes a change reads are locked from the first read.
enum BoxRows {
    static func box(
        numbered number: BoxNumber, in inventory: InventoryID, holding lock: RowLock = .none, _ sql: SQL
    ) async throws -> Box? {
        try await sql.fetchOne(
            BoxRecord.select(numbered: number, in: inventory, holding: lock, .postgres), prepared: prepared(lock)
        ).map(BoxRecord.box(from:))
    }

    private static func prepared(_ lock: RowLock) -> any PreparedShape.Type {
        switch lock {
        case .none: Prepared.Box.self
        case .forSharing: Prepared.SharedBox.self
        case .forChange: Prepared.ChangedBox.self
        }
    }

    static func box(identified id: BoxID, in inventory: InventoryID, _ sql: SQL) async throws -> Box? {
        try await sql.fetchOne(BoxRecord.select(identified: id, in: inventory, .postgres)).map(BoxRecord.box(from:))
    }

    /// The box, locked until the transaction ends: a change reads it as the last change left it.
    static func require(_ number: BoxNumber, in inventory: InventoryID, _ sql: SQL) async throws -> Box {
        guard let box = try await box(numbered: number, in: inventory, holding: .forChange, sql) else {
            throw InventoryError.boxNotFound(number)
        }
        return box
    }

    /// Two boxes, locked in the order of their numbers so that two transactions locking both never wait on each
    /// other; the first missing one is named.
    static func requireBoth(_ first: BoxNumber, _ second: BoxNumber, in inventory: InventoryID, _ sql: SQL)
        async throws -> (Box, Box)
    {
        if second.value < first.value {
            let secondBox = try await require(second, in: inventory, sql)
            return (try await require(first, in: inventory, sql), secondBox)
        }
        let firstBox = try await require(first, in: inventory, sql)
        return (firstBox, try await require(second, in: inventory, sql))
    }

    static func insert(
        _ box: Box, in inventory: InventoryID, version: Int = 1, importKey: String? = nil, _ sql: SQL
    ) async throws {
        try await sql.run(BoxRecord.insert(box, in: inventory, version: version, importKey: importKey, .postgres))
    }

    static func update(_ box: Box, _ sql: SQL) async throws {
        try await sql.run(BoxRecord.update(box, .postgres))
    }

    /// Writes the boxes' new states, a thousand to a statement (thirteen values each).
    static func update(_ boxes: [Box], _ sql: SQL) async throws {
        for part in boxes.parts(of: ItemRows.most) { try await sql.run(BoxRecord.update(Array(part), .postgres)) }
    }

    static func delete(_ box: Box, _ sql: SQL) async throws {
        try await sql.run(BoxRecord.delete(box))
    }
}
