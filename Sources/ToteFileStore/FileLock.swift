import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file beside the store, held while a writer reads, changes and replaces it,
/// so writers in several processes take turns.
struct FileLock {
    let path: String

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw StoreLockError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreLockError(path: path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// The lock file could not be opened or locked.
struct StoreLockError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot lock \(path): \(reason)" }
}
