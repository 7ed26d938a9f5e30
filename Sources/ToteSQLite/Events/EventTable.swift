import GRDB
import ToteDomain
import ToteSQL

/// The `event` rows through ``EventRecord``.
enum EventTable {
    static func append(_ events: [DomainEvent], in scope: InventoryScope, _ db: Database) throws {
        for event in events { try db.run(EventRecord.insert(event, in: scope.id, .sqlite)) }
    }
}
