import Foundation
import ToteApplication

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock on a file beside the store (`tote.sqlite.lock`), held while the store is open: shared by every process that
/// uses the store, a server or a command, and exclusive for a restore, which must be alone. The lock ends when its
/// last holder lets go of it, or when the process ends however it ends.
final class StoreLease: Sendable {
    private let descriptor: Int32

    /// Takes the lock without waiting; nil when another process holds it in a way that excludes this one.
    private init?(path: String, exclusive: Bool) throws {
        let taken = try FileLock.take(Self.lockPath(of: path), exclusive: exclusive) { reason in
            StoreError.cannotOpen(path: path, reason: "its lock file cannot be opened: \(reason)")
        }
        guard let taken else { return nil }
        descriptor = taken
    }

    deinit {
        close(descriptor)
    }

    /// The lease of a process using the store; waits for a restore under way to finish, up to ten seconds.
    static func shared(_ path: String) throws -> StoreLease? {
        for _ in 0..<100 {
            if let lease = try StoreLease(path: path, exclusive: false) { return lease }
            usleep(100_000)
        }
        return nil
    }

    /// The lease of a restore; nil while any process uses the store. A store just closed lets go of its lease once
    /// its connections are gone, which may be a moment later: the lease is asked for again for up to two seconds.
    static func exclusive(_ path: String) throws -> StoreLease? {
        for _ in 0..<20 {
            if let lease = try StoreLease(path: path, exclusive: true) { return lease }
            usleep(100_000)
        }
        return nil
    }

    static func lockPath(of path: String) -> String { path + ".lock" }
}
