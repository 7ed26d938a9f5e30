/// Rebuilds a WebP file from the chunks that decide what it shows (the picture, its alpha, animation and colour
/// profile), leaving its Exif and XMP chunks and anything after the RIFF container behind, and clears the flags that
/// announced them.
enum WebPScrubber {
    private static let kept: Set<String> = ["VP8X", "VP8 ", "VP8L", "ALPH", "ANIM", "ANMF", "ICCP"]
    /// The flags of the extended header that say Exif (8) or XMP (4) data follows.
    private static let metadataFlags: UInt8 = 0x08 | 0x04

    static func scrub(_ bytes: [UInt8]) throws(PhotoRefusal) -> ScrubbedImage {
        guard bytes.count >= 12 else { throw damaged("it ends before its picture does") }
        let end = 8 + bytes.littleEndian32(at: 4)
        guard end <= bytes.count else { throw damaged("it ends before its picture does") }
        var body: [UInt8] = Array("WEBP".utf8)
        var canvas: (width: Int, height: Int)?
        var picture: (width: Int, height: Int)?
        var index = 12
        while index < end {
            guard index + 8 <= end else { throw damaged("it ends before its picture does") }
            let type = String(decoding: bytes[index..<index + 4], as: UTF8.self)
            let length = bytes.littleEndian32(at: index + 4)
            let data = index + 8..<index + 8 + length
            guard data.upperBound <= end else { throw damaged("it ends before its picture does") }
            let padded = data.upperBound + length % 2
            if !["VP8 ", "VP8L", "ALPH", "ANMF"].contains(type) { try FileKind.refuseMarkup(in: bytes[data]) }
            switch type {
            case "VP8X":
                guard length >= 10 else { throw damaged("its extended header is too short") }
                canvas = (
                    bytes.littleEndian24(at: data.lowerBound + 4) + 1, bytes.littleEndian24(at: data.lowerBound + 7) + 1
                )
            case "VP8 ":
                guard length >= 10, bytes[data.lowerBound + 3] == 0x9D, bytes[data.lowerBound + 4] == 0x01,
                    bytes[data.lowerBound + 5] == 0x2A
                else { throw damaged("its picture does not start as a WebP picture does") }
                picture = (
                    bytes.littleEndian16(at: data.lowerBound + 6) & 0x3FFF,
                    bytes.littleEndian16(at: data.lowerBound + 8) & 0x3FFF
                )
            case "VP8L":
                guard length >= 5, bytes[data.lowerBound] == 0x2F else {
                    throw damaged("its picture does not start as a WebP picture does")
                }
                let bits = bytes.littleEndian32(at: data.lowerBound + 1)
                picture = ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
            case "ANMF":
                picture = picture ?? canvas
            default:
                break
            }
            if kept.contains(type) {
                var chunk = Array(bytes[index..<min(padded, end)])
                if type == "VP8X" { chunk[8] &= ~metadataFlags }
                if chunk.count % 2 == 1 { chunk.append(0) }
                body.append(contentsOf: chunk)
            }
            index = padded
        }
        try FileKind.refuseMarkup(in: bytes[end...])
        guard let size = canvas ?? picture else { throw damaged("it holds no picture") }
        guard picture != nil, size.width > 0, size.height > 0 else { throw damaged("it holds no picture") }
        var output: [UInt8] = Array("RIFF".utf8)
        output.appendLittleEndian32(body.count)
        output.append(contentsOf: body)
        return ScrubbedImage(format: .webp, bytes: output, width: size.width, height: size.height)
    }

    private static func damaged(_ reason: String) -> PhotoRefusal { .damaged(.webp, reason) }
}
