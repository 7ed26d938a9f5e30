import GRDB
import GRDBSQLite

/// The batches of an import (see ``InventoryFilling``): a batch begins with the import's next write, and ends after
/// `writesPerBatch` writes, once it has held the store for `longest`, or, when another write waits, of this process
/// (``WritesWaiting``) or of another (``WaitingWriters``), once it has held it for ``shortest``, whichever comes first;
/// it then commits and lets every write waiting go first. So no other write waits for much more than ``shortest``
/// (another process's, as long again as its busy handler sleeps between tries), nor for the import to read its next
/// rows; while none waits the batches stay long, for each commit writes the pages its batch changed to the WAL again;
/// and a stream of other writes slows the import down without stopping it. A batch never ends while a row it wrote
/// names one not written yet (a box packed in a box that comes later in the file), which would fail its commit. The
/// import writes on a connection of its own, leaving the pool's writer free between batches.
final class ImportBatches {
    let db: Database
    let pool: DatabasePool
    let scope: InventoryScope
    let writesPerBatch: Int
    let longest: Duration
    /// How long a batch holds the store at least before it lets a waiting write go.
    static let shortest = Duration.milliseconds(50)
    /// How often a batch looks for writes of other processes waiting, once it is ``shortest`` long.
    static let lookEvery = Duration.milliseconds(5)
    /// How long a batch waits at most for the writes of other processes to go before it begins.
    static let patience = Duration.seconds(1)
    private var writes = 0
    private var began = ContinuousClock.now
    private var looked = ContinuousClock.now
    private let others: WaitingWriters

    init(db: Database, pool: DatabasePool, scope: InventoryScope, writesPerBatch: Int, longest: Duration) {
        self.db = db
        self.pool = pool
        self.scope = scope
        self.writesPerBatch = writesPerBatch
        self.longest = longest
        others = WaitingWriters(store: pool.path)
    }

    /// Makes `count` writes in the current batch, beginning one when none is open, and ends the batch once it is
    /// full or long enough: commits, and waits for the writes queued meanwhile.
    func writing(_ count: Int, _ write: () throws -> Void) throws {
        if !db.isInsideTransaction {
            try db.beginTransaction(.immediate)
            began = .now
        }
        try write()
        writes += count
        let held = ContinuousClock.now - began
        guard
            (held >= Self.shortest && someoneWaits) || writes >= writesPerBatch || held >= longest, !awaitsRows
        else { return }
        try db.commit()
        writes = 0
        letWaitingWritesGo()
    }

    /// Whether a write of this process waits, or, looked at every ``lookEvery``, one of another process.
    private var someoneWaits: Bool {
        if WritesWaiting.count.load(ordering: .relaxed) > 0 { return true }
        guard ContinuousClock.now - looked >= Self.lookEvery else { return false }
        looked = .now
        return others.any
    }

    /// Whether a row of the batch names a row that is not there yet: a foreign key checked at the commit.
    private var awaitsRows: Bool {
        var unresolved: Int32 = 0
        var most: Int32 = 0
        sqlite3_db_status(db.sqliteConnection, SQLITE_DBSTATUS_DEFERRED_FKS, &unresolved, &most, 0)
        return unresolved > 0
    }

    /// Commits the last batch, then removes the mark in a transaction of its own, committed with `synchronous`
    /// (the store's durability, which SQLite lets change only between transactions): reaching the disk, it takes
    /// every batch before it there too.
    func finish(synchronous: Int) throws {
        if db.isInsideTransaction { try db.commit() }
        try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
        try db.inTransaction(.immediate) {
            try InventoryFilling.unmark(scope, db)
            return .commit
        }
    }

    /// Waits for the writes queued on the pool's writer meanwhile, which run before this returns, then for those of
    /// other processes, for ``patience`` at most.
    func letWaitingWritesGo() {
        pool.writeWithoutTransaction { _ in }
        others.letGo(within: Self.patience)
    }
}
