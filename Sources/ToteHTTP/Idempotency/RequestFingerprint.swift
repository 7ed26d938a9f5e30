/// What identifies a request sent under an idempotency key: the same for the same request in every process (unlike
/// `Hasher`, whose seed each process picks anew), so that servers sharing a store recognise each other's requests.
/// FNV-1a over the bytes fed to it.
public struct RequestFingerprint {
    private var value: UInt64 = 0xCBF2_9CE4_8422_2325

    public init() {}

    public mutating func combine(_ text: String) {
        combine(bytes: text.utf8)
        combine(bytes: [0])
    }

    public mutating func combine(_ number: Int) {
        combine(String(number))
    }

    public mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01B3
        }
    }

    public var finalized: Int { Int(truncatingIfNeeded: value) }
}
