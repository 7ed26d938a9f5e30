import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock on a file beside the store, held while a writer reads, changes and replaces it,
/// so writers in several processes take turns.
///
/// The holder may remove the lock file: a process that was waiting on the removed file finds it gone once it has the
/// lock, and locks the file now at the path instead.
struct FileLock {
    let path: String

    func withLock<Result>(_ body: () throws -> Result) throws -> Result {
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                throw StoreLockError(path: path, reason: String(cString: strerror(errno)))
            }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw StoreLockError(path: path, reason: String(cString: strerror(errno))) }
            }
            defer { flock(descriptor, LOCK_UN) }
            if isAtPath(descriptor) {
                return try body()
            }
        }
    }

    /// Removes the lock file; only while holding the lock, inside `withLock`.
    func removeWhileHeld() throws {
        guard unlink(path) == 0 else { throw StoreLockError(path: path, reason: String(cString: strerror(errno))) }
    }

    /// Whether the locked file is still the one at the path, rather than one its holder removed.
    private func isAtPath(_ descriptor: Int32) -> Bool {
        var locked = stat()
        var named = stat()
        return fstat(descriptor, &locked) == 0 && stat(path, &named) == 0 && locked.st_dev == named.st_dev
            && locked.st_ino == named.st_ino
    }
}

/// The lock file could not be opened, locked or removed.
struct StoreLockError: Error, CustomStringConvertible {
    let path: String
    let reason: String

    var description: String { "cannot lock \(path): \(reason)" }
}
