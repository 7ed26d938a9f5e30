/// The one Exif fact a photo keeps: which way up it is (TIFF tag 274, 1 to 8).
enum ExifOrientation {
    private static let tag = 0x0112

    /// The orientation an Exif block (from its TIFF header on) records in its first directory; nil when it records
    /// none or the block is unreadable.
    static func read(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        if tiff.has("II", at: 0) { little = true } else if tiff.has("MM", at: 0) { little = false } else { return nil }
        func number16(_ index: Int) -> Int { little ? tiff.littleEndian16(at: index) : tiff.bigEndian16(at: index) }
        func number32(_ index: Int) -> Int { little ? tiff.littleEndian32(at: index) : tiff.bigEndian32(at: index) }
        guard number16(2) == 42 else { return nil }
        let directory = number32(4)
        guard directory >= 8, directory + 2 <= tiff.count else { return nil }
        let entries = number16(directory)
        for entry in 0..<entries {
            let start = directory + 2 + entry * 12
            guard start + 12 <= tiff.count else { return nil }
            guard number16(start) == tag, number16(start + 2) == 3 else { continue }
            let value = number16(start + 8)
            return (1...8).contains(value) ? value : nil
        }
        return nil
    }

    /// The orientation of a scrubbed JPEG: the one its own Exif segment, right after the start, records; 1 without.
    static func of(jpeg bytes: [UInt8]) -> Int {
        guard bytes.count > 12, bytes[2] == 0xFF, bytes[3] == 0xE1, bytes.has("Exif\0\0", at: 6) else { return 1 }
        let end = min(bytes.count, 4 + bytes.bigEndian16(at: 4))
        return end > 12 ? read(Array(bytes[12..<end])) ?? 1 : 1
    }

    /// A JPEG APP1 segment holding an Exif block with nothing but `orientation`.
    static func segment(_ orientation: Int) -> [UInt8] {
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]
        tiff.appendBigEndian16(1)
        tiff.appendBigEndian16(tag)
        tiff.appendBigEndian16(3)
        tiff.appendBigEndian32(1)
        tiff.appendBigEndian16(orientation)
        tiff.appendBigEndian16(0)
        tiff.appendBigEndian32(0)
        var segment: [UInt8] = [0xFF, 0xE1]
        segment.appendBigEndian16(2 + 6 + tiff.count)
        segment.append(contentsOf: Array("Exif".utf8) + [0, 0])
        segment.append(contentsOf: tiff)
        return segment
    }
}
