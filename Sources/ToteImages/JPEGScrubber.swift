/// Rebuilds a JPEG file from the segments a picture needs: the tables, the frame and the scans, with the JFIF,
/// colour profile and Adobe colour segments that decide how it looks. Exif (where GPS positions, camera serials
/// and dates live), XMP, IPTC, comments and anything after the end of the picture are left behind; only the Exif
/// orientation is carried over, in a new Exif segment of its own, so that a photo taken sideways still shows
/// upright.
enum JPEGScrubber {
    static func scrub(_ bytes: [UInt8]) throws(PhotoRefusal) -> ScrubbedImage {
        var output: [UInt8] = [0xFF, 0xD8]
        output.reserveCapacity(bytes.count)
        var frame: (width: Int, height: Int)?
        var scanned = false
        var orientation = 1
        var index = 2
        while true {
            guard index < bytes.count else { throw damaged("it ends before its picture does") }
            guard bytes[index] == 0xFF else { throw damaged("a part of it does not start where the one before ends") }
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { throw damaged("it ends before its picture does") }
            let marker = bytes[index]
            index += 1
            if marker == 0xD9 {
                try FileKind.refuseMarkup(in: bytes[index...])
                break
            }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 {
                output.append(contentsOf: [0xFF, marker])
                continue
            }
            guard index + 2 <= bytes.count else { throw damaged("it ends before its picture does") }
            let length = bytes.bigEndian16(at: index)
            guard length >= 2 else { throw damaged("a part of it has an impossible length") }
            guard index + length <= bytes.count else { throw damaged("it ends before its picture does") }
            let body = index + 2..<index + length
            let segment = bytes[index - 2..<index + length]
            index += length
            if (0xE0...0xEF).contains(marker) || marker == 0xFE {
                try FileKind.refuseMarkup(in: bytes[body])
            } else if FileKind.holdsMarkup(bytes[body]) {
                throw .hiddenMarkup
            }
            switch marker {
            case 0xE0:
                if bytes.has("JFIF\0", at: body.lowerBound) || bytes.has("JFXX\0", at: body.lowerBound) {
                    output.append(contentsOf: segment)
                }
            case 0xE1:
                if bytes.has("Exif\0\0", at: body.lowerBound) {
                    orientation = ExifOrientation.read(Array(bytes[body.dropFirst(6)])) ?? orientation
                }
            case 0xE2:
                if bytes.has("ICC_PROFILE\0", at: body.lowerBound) { output.append(contentsOf: segment) }
            case 0xEE:
                if bytes.has("Adobe", at: body.lowerBound) { output.append(contentsOf: segment) }
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard frame == nil else { throw damaged("it holds two pictures") }
                guard body.count >= 6 else { throw damaged("its frame header is too short") }
                let size = (
                    width: bytes.bigEndian16(at: body.lowerBound + 3),
                    height: bytes.bigEndian16(at: body.lowerBound + 1)
                )
                guard size.width > 0, size.height > 0 else { throw damaged("its picture has no size") }
                frame = size
                output.append(contentsOf: segment)
            case 0xC4, 0xCC, 0xDB, 0xDD, 0xDC, 0xDF:
                output.append(contentsOf: segment)
            case 0xDA:
                guard frame != nil else { throw damaged("its picture starts before its frame header") }
                let end = try entropyEnd(in: bytes, from: index)
                output.append(contentsOf: segment)
                output.append(contentsOf: bytes[index..<end])
                index = end
                scanned = true
            case 0xE3...0xEF, 0xF0...0xFD, 0xFE:
                break
            default:
                throw damaged("it holds a part no JPEG file has")
            }
        }
        guard let frame, scanned else { throw damaged("it holds no picture") }
        output.append(contentsOf: [0xFF, 0xD9])
        if orientation != 1 { output.insert(contentsOf: ExifOrientation.segment(orientation), at: 2) }
        return ScrubbedImage(format: .jpeg, bytes: output, width: frame.width, height: frame.height)
    }

    /// Where the compressed data of a scan starting at `start` ends: at the first marker that is neither a stuffed
    /// zero nor a restart.
    private static func entropyEnd(in bytes: [UInt8], from start: Int) throws(PhotoRefusal) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0 && !(0xD0...0xD7).contains(next) && next != 0xFF { return index }
                index += next == 0xFF ? 1 : 2
            } else {
                index += 1
            }
        }
        throw damaged("it ends before its picture does")
    }

    private static func damaged(_ reason: String) -> PhotoRefusal { .damaged(.jpeg, reason) }
}
