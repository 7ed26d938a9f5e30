import Synchronization

/// The imports this process runs, by store file and inventory. A write into an inventory one of them is filling waits
/// for it to end, for as long as a write waits for another process's writer (the import's patience, SQLite's busy
/// timeout), before ``InventoryFilling`` refuses it; an import in another process, which this one cannot hear end,
/// has the write refused at once.
enum RunningImports {
    private struct Key: Hashable {
        let path: String
        let inventory: Int64
    }

    private static let running = Mutex<[Key: ImportEnd]>([:])

    /// Runs `work` as the import into `scope` of the store at `path`, heard as ended when it returns or throws. An
    /// import started while another runs there is refused by its lease; the one that runs stays the one heard.
    static func running<Result>(
        into scope: InventoryScope, of path: String, patience: Duration, _ work: () async throws -> Result
    ) async throws -> Result {
        let key = Key(path: path, inventory: scope.key)
        let end = ImportEnd(patience: patience)
        let registered = running.withLock { running in
            guard running[key] == nil else { return false }
            running[key] = end
            return true
        }
        defer {
            if registered {
                running.withLock { running in running[key] = nil }
                end.end()
            }
        }
        return try await work()
    }

    /// Returns once no import of this process is filling the inventory, or once that import's patience is spent.
    static func waitForEnd(of scope: InventoryScope, in path: String) async {
        guard let end = running.withLock({ running in running[Key(path: path, inventory: scope.key)] }) else { return }
        await end.wait()
    }

    /// How many writes of this process wait for the import filling the inventory now.
    static func waitingCount(in scope: InventoryScope, of path: String) -> Int {
        running.withLock { running in running[Key(path: path, inventory: scope.key)]?.waitingCount ?? 0 }
    }
}
