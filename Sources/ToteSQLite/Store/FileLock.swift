#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `flock` on a file beside the store, made if missing, taken without waiting: held as long as its descriptor is
/// open, by whichever process opened it, and let go when that process ends, however it ends.
enum FileLock {
    /// The locked file's open descriptor; nil when another holder's lock excludes this one. Throws what `unopened`
    /// makes of the reason the file cannot be opened.
    static func take(_ path: String, exclusive: Bool, unopened: (String) -> any Error) throws -> Int32? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw unopened(String(cString: strerror(errno))) }
        while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        return descriptor
    }
}
