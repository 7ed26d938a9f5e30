/// Writes entropy-coded data a code at a time, stuffing a zero after every 0xFF byte, and pads the last byte with
/// ones (T.81 F.1.2.3).
struct JPEGBitWriter {
    private(set) var bytes: [UInt8] = []
    private var current = 0
    private var filled = 0

    mutating func write(_ value: Int, bits count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) {
            current = current << 1 | (value >> shift & 1)
            filled += 1
            if filled == 8 { flushByte() }
        }
    }

    /// A difference as its category's bits: the value itself, or for a negative one its complement.
    mutating func write(difference value: Int, category: Int) {
        write(value < 0 ? value + (1 << category) - 1 : value, bits: category)
    }

    mutating func finish() -> [UInt8] {
        while filled != 0 { write(1, bits: 1) }
        return bytes
    }

    private mutating func flushByte() {
        bytes.append(UInt8(current))
        if current == 0xFF { bytes.append(0) }
        current = 0
        filled = 0
    }

    /// The number of bits a difference needs: its category.
    static func category(of value: Int) -> Int {
        var magnitude = abs(value)
        var bits = 0
        while magnitude > 0 {
            bits += 1
            magnitude >>= 1
        }
        return bits
    }
}
