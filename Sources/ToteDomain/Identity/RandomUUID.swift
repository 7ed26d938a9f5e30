import Foundation

extension UUID {
    /// A random (version 4) UUID from the system's random number generator.
    ///
    /// Foundation's `UUID()` reads `/dev/urandom` through a file descriptor and does not check that it could: in a
    /// process that has run out of descriptors every new `UUID()` is the same value. The system generator needs no
    /// descriptor, and fails loudly rather than quietly when it has no randomness.
    public static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        var bytes =
            (0..<8).map { UInt8(truncatingIfNeeded: high >> (8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

extension EntityID {
    /// A new identity, never equal to another.
    public static func random() -> Self {
        Self(.random())
    }
}
