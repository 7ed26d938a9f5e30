/// Reads the entropy-coded data of a scan a bit at a time: a stuffed zero after 0xFF is skipped, and at a marker it
/// reads zeros, as a decoder must, until `restart()` steps over a restart marker.
struct JPEGBitReader {
    private let bytes: [UInt8]
    private(set) var position: Int
    private var current = 0
    private var left = 0

    init(_ bytes: [UInt8], at position: Int) {
        self.bytes = bytes
        self.position = position
    }

    mutating func bit() -> Int {
        if left == 0 {
            guard position < bytes.count else { return 0 }
            let byte = bytes[position]
            if byte == 0xFF {
                guard position + 1 < bytes.count, bytes[position + 1] == 0 else { return 0 }
                position += 2
            } else {
                position += 1
            }
            current = Int(byte)
            left = 8
        }
        left -= 1
        return current >> left & 1
    }

    /// `count` bits as a number, the first the highest.
    mutating func bits(_ count: Int) -> Int {
        var value = 0
        for _ in 0..<count { value = value << 1 | bit() }
        return value
    }

    /// A coefficient's difference of `size` bits, negative when its first bit is zero (T.81 F.2.2.1).
    mutating func signed(_ size: Int) -> Int {
        guard size > 0 else { return 0 }
        let value = bits(size)
        return value < 1 << (size - 1) ? value - (1 << size) + 1 : value
    }

    /// Drops what is left of the current byte and steps over the restart marker that follows.
    mutating func restart() {
        left = 0
        if position + 1 < bytes.count, bytes[position] == 0xFF, (0xD0...0xD7).contains(bytes[position + 1]) {
            position += 2
        }
    }
}
