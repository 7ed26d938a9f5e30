import GRDB

extension DatabasePool {
    /// Runs `updates` in an IMMEDIATE transaction, committed when it returns and rolled back when it throws.
    ///
    /// Taking the write lock up front makes writers of every process queue behind the busy timeout,
    /// instead of failing when a read transaction tries to upgrade to a write.
    func writeImmediately<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await writeWithoutTransaction { db in
            var outcome: T?
            try db.inTransaction(.immediate) {
                outcome = try updates(db)
                return .commit
            }
            // inTransaction either ran the closure to its end or threw.
            return outcome!
        }
    }
}
