/// Reads numbers out of a file's bytes in either order, and writes them back.
extension [UInt8] {
    func bigEndian16(at index: Int) -> Int { Int(self[index]) << 8 | Int(self[index + 1]) }

    func bigEndian32(at index: Int) -> Int { bigEndian16(at: index) << 16 | bigEndian16(at: index + 2) }

    func littleEndian16(at index: Int) -> Int { Int(self[index]) | Int(self[index + 1]) << 8 }

    func littleEndian24(at index: Int) -> Int { littleEndian16(at: index) | Int(self[index + 2]) << 16 }

    func littleEndian32(at index: Int) -> Int { littleEndian16(at: index) | littleEndian16(at: index + 2) << 16 }

    /// Whether the bytes at `index` are `text`'s ASCII bytes.
    func has(_ text: String, at index: Int) -> Bool {
        let expected = Array(text.utf8)
        return index >= 0 && index + expected.count <= count
            && self[index..<index + expected.count].elementsEqual(expected)
    }

    mutating func appendBigEndian16(_ value: Int) {
        append(contentsOf: [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendBigEndian32(_ value: Int) {
        appendBigEndian16(value >> 16)
        appendBigEndian16(value & 0xFFFF)
    }

    mutating func appendLittleEndian32(_ value: Int) {
        append(contentsOf: [
            UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24 & 0xFF),
        ])
    }
}
