/// Rebuilds a PNG file from the chunks that decide what it shows: the header, palette, image data and end, with
/// transparency, colour space and animation. Text chunks (where software writes places, names and comments),
/// Exif, timestamps, unknown ancillary chunks and anything after the end are left behind. Every chunk's checksum
/// is checked.
enum PNGScrubber {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static let kept: Set<String> = [
        "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "pHYs", "hIST",
        "sPLT", "cICP", "mDCV", "cLLI", "acTL", "fcTL", "fdAT",
    ]

    static func scrub(_ bytes: [UInt8]) throws(PhotoRefusal) -> ScrubbedImage {
        var output = signature
        output.reserveCapacity(bytes.count)
        var size: (width: Int, height: Int)?
        var hasData = false
        var index = signature.count
        while true {
            guard index + 12 <= bytes.count else { throw damaged("it ends before its picture does") }
            let length = bytes.bigEndian32(at: index)
            guard length <= 0x7FFF_FFFF, index + 12 + length <= bytes.count else {
                throw damaged("it ends before its picture does")
            }
            let typeBytes = bytes[index + 4..<index + 8]
            guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw damaged("a part of it has no readable name")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let checked = index + 4..<index + 8 + length
            guard CRC32.checksum(bytes[checked]) == UInt32(bytes.bigEndian32(at: checked.upperBound)) else {
                throw damaged("the checksum of its \(type) part does not match")
            }
            if size == nil {
                guard type == "IHDR", length == 13 else { throw damaged("it does not start with its header") }
                size = (width: bytes.bigEndian32(at: index + 8), height: bytes.bigEndian32(at: index + 12))
            }
            let critical = (0x41...0x5A).contains(typeBytes.first!)
            guard kept.contains(type) || !critical else {
                throw damaged("it holds a part named \(type) that no PNG reader knows")
            }
            if type == "IDAT" { hasData = true }
            let data = bytes[index + 8..<checked.upperBound]
            if type == "iCCP" || !kept.contains(type) {
                try FileKind.refuseMarkup(in: data)
            } else if type != "IDAT" && type != "fdAT" && FileKind.holdsMarkup(data) {
                throw .hiddenMarkup
            }
            if kept.contains(type) { output.append(contentsOf: bytes[index..<checked.upperBound + 4]) }
            index = checked.upperBound + 4
            if type == "IEND" {
                try FileKind.refuseMarkup(in: bytes[index...])
                break
            }
        }
        guard let size, size.width > 0, size.height > 0 else { throw damaged("its picture has no size") }
        guard hasData else { throw damaged("it holds no picture") }
        return ScrubbedImage(format: .png, bytes: output, width: size.width, height: size.height)
    }

    private static func damaged(_ reason: String) -> PhotoRefusal { .damaged(.png, reason) }
}
