import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns at the store's writer between processes. SQLite gives its write lock to whoever asks the moment it is free,
/// and a writer kept waiting by another process asks again only now and then (its busy handler sleeps up to 100 ms
/// between tries), so a process that commits batch after batch, as an import does, would keep a server's writes out
/// until they time out. While any write of a process waits or writes, the process holds a read lock on a file beside
/// the store (`tote.sqlite.writers.lock`, a POSIX record lock, which a process's own locks never conflict with); a
/// batch in another process sees it (``WaitingWriters``), ends early, and lets those writers go before the next.
enum WriteTurns {
    private struct Entry {
        let descriptor: Int32
        /// How many writes of this process wait or write now.
        var writes = 0
        /// How many batches of this process look for writes of others.
        var watchers = 0
    }

    /// Per store file, while a write or a batch of this process uses it: the turn file's one descriptor here (closing
    /// any descriptor of a file drops every record lock the process holds on it).
    private static let entries = Mutex<[String: Entry]>([:])

    static func lockPath(of store: String) -> String { store + ".writers.lock" }

    /// Runs `work` with this process's read lock on the store's turn file held. A file that cannot be opened or
    /// locked leaves the write to SQLite's busy handler alone.
    static func announcing<T>(at store: String, _ work: () async throws -> T) async throws -> T {
        change(store) { $0.writes += 1 }
        defer { change(store) { $0.writes -= 1 } }
        return try await work()
    }

    /// Whether a write of Tote's in another process waits for the store at `store` or writes it now.
    static func othersWrite(at store: String) -> Bool {
        entries.withLock { entries in
            guard let descriptor = entries[store]?.descriptor, descriptor >= 0 else { return false }
            return RecordLock.heldByOthers(descriptor)
        }
    }

    static func watch(_ store: String) { change(store) { $0.watchers += 1 } }

    static func unwatch(_ store: String) { change(store) { $0.watchers -= 1 } }

    private static func change(_ store: String, _ update: (inout Entry) -> Void) {
        entries.withLock { entries in
            var entry =
                entries[store] ?? Entry(descriptor: open(lockPath(of: store), O_RDWR | O_CREAT | O_CLOEXEC, 0o600))
            let wrote = entry.writes > 0
            update(&entry)
            guard entry.descriptor >= 0 else {
                entries[store] = entry.writes > 0 || entry.watchers > 0 ? entry : nil
                return
            }
            if wrote != (entry.writes > 0) { _ = RecordLock.set(entry.descriptor, wrote ? F_UNLCK : F_RDLCK) }
            if entry.writes == 0, entry.watchers == 0 {
                close(entry.descriptor)
                entries[store] = nil
            } else {
                entries[store] = entry
            }
        }
    }
}

/// What a process that writes in batches sees of the writers of other processes: whether one waits, and a way to
/// let them go between two batches.
final class WaitingWriters {
    private let store: String

    init(store path: String) {
        store = path
        WriteTurns.watch(path)
    }

    deinit {
        WriteTurns.unwatch(store)
    }

    /// Whether a write of Tote's in another process waits for the store or writes it now.
    var any: Bool { WriteTurns.othersWrite(at: store) }

    /// Waits, holding no transaction, until no write of another process waits any more, or `patience` has passed:
    /// each that waited takes the store as its busy handler next tries.
    func letGo(within patience: Duration) {
        let deadline = ContinuousClock.now + patience
        while any, ContinuousClock.now < deadline { usleep(1_000) }
    }
}

/// POSIX record locks over a whole file.
private enum RecordLock {
    static func set(_ descriptor: Int32, _ type: Int32) -> Bool {
        var lock = whole(type)
        return fcntl(descriptor, F_SETLK, &lock) == 0
    }

    /// Whether another process holds a lock on the file that a write lock would conflict with.
    static func heldByOthers(_ descriptor: Int32) -> Bool {
        var lock = whole(F_WRLCK)
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
        return Int32(lock.l_type) != F_UNLCK
    }

    private static func whole(_ type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 0
        return lock
    }
}
