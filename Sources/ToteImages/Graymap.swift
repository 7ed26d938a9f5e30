import ToteApplication

/// Reads the frame a phone sends to be scanned: a binary portable graymap (`P5`), what a canvas's pixels become with
/// least work on the phone: `P5`, the width, the height and the largest value (255) written as ASCII numbers, each
/// after one or more spaces or line breaks, then one more such character and a byte a pixel, and nothing after.
public enum Graymap {
    /// The media type the phone sends it with.
    public static let mediaType = "image/x-portable-graymap"

    public static func picture(from bytes: [UInt8]) throws(GraymapRefusal) -> GrayPicture {
        var reader = HeaderReader(bytes: bytes)
        guard bytes.starts(with: Array("P5".utf8)) else { throw .notAGraymap }
        reader.position = 2
        let width = try reader.number()
        let height = try reader.number()
        guard try reader.number() == 255 else { throw .notEightBit }
        guard reader.position < bytes.count, HeaderReader.isSpace(bytes[reader.position]) else {
            throw .notAGraymap
        }
        let pixels = Array(bytes[(reader.position + 1)...])
        let sides = 1...GrayPicture.longestSide
        guard sides.contains(width), sides.contains(height) else {
            throw .tooLarge(width: width, height: height, limit: GrayPicture.longestSide)
        }
        guard let picture = GrayPicture(width: width, height: height, pixels: pixels) else {
            throw .wrongLength(expected: width * height, actual: pixels.count)
        }
        return picture
    }

    /// The ASCII numbers of the header, each after at least one space or line break.
    private struct HeaderReader {
        let bytes: [UInt8]
        var position = 0

        mutating func number() throws(GraymapRefusal) -> Int {
            let start = position
            while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
            guard position > start else { throw .notAGraymap }
            var value = 0
            var digits = 0
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                guard digits < 5 else { throw .notAGraymap }
                value = value * 10 + Int(bytes[position] - 0x30)
                digits += 1
                position += 1
            }
            guard digits > 0 else { throw .notAGraymap }
            return value
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
    }
}

/// Why a frame sent to be scanned was not read, for the phone that sent it.
public enum GraymapRefusal: Error, Equatable, Sendable, CorrectableError {
    case notAGraymap
    case notEightBit
    case tooLarge(width: Int, height: Int, limit: Int)
    case wrongLength(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .notAGraymap:
            "the frame is not a gray picture (a binary PGM: P5, width, height, 255, then a byte a pixel)"
        case .notEightBit:
            "the frame must have one byte a pixel, with 255 as white"
        case .tooLarge(let width, let height, let limit):
            "the frame is \(width) × \(height) pixels; each side must be from 1 to \(limit)"
        case .wrongLength(let expected, let actual):
            "the frame should have \(expected) bytes of pixels, not \(actual)"
        }
    }
}
