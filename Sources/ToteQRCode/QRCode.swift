/// A QR code (ISO/IEC 18004, model 2) holding bytes: its modules, dark or light, row by row.
///
/// The smallest version that holds the bytes at the chosen error correction is used, in byte mode, with the mask
/// that scores best by the standard's penalty rules.
public struct QRCode: Sendable, Equatable {
    /// How many modules a side has: 21 for version 1, four more for each version up to 177.
    public let size: Int
    /// The version, 1 to 40.
    public let version: Int
    public let correction: Correction
    /// The mask pattern chosen, 0 to 7.
    public let mask: Int
    private let modules: [Bool]

    /// Whether the module in column `x`, row `y` (from the top left, 0-based) is dark.
    public func isDark(x: Int, y: Int) -> Bool {
        modules[y * size + x]
    }

    /// The dark modules as the data of an SVG path, one module a unit from the top left: a rectangle for each run of
    /// them along a row.
    public var svgPath: String {
        var commands: [String] = []
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < size && isDark(x: x, y: y) { x += 1 }
                commands.append("M\(start) \(y)h\(x - start)v1h-\(x - start)z")
            }
        }
        return commands.joined()
    }

    /// Encodes bytes, as small as the error correction allows, with the given mask or (nil) the one that scores
    /// best. Throws ``QRCodeError/tooLong(count:maximum:)`` when even version 40 cannot hold them.
    public static func encode(_ bytes: [UInt8], correction: Correction = .medium, mask: Int? = nil)
        throws(QRCodeError) -> QRCode
    {
        guard let version = (1...40).first(where: { bytes.count <= capacity(version: $0, correction: correction) })
        else {
            throw .tooLong(count: bytes.count, maximum: capacity(version: 40, correction: correction))
        }
        let codewords = Codewords(version: version, correction: correction).interleaved(bytes)
        var grid = ModuleGrid(version: version)
        grid.place(codewords)
        let masks = mask.map { [min(max($0, 0), 7)] } ?? Array(0..<8)
        let masked = masks.map { mask in (mask, grid.masked(mask, correction: correction)) }
        let best = masked.min { $0.1.penalty < $1.1.penalty } ?? masked[0]
        return QRCode(size: grid.size, version: version, correction: correction, mask: best.0, modules: best.1.modules)
    }

    /// Encodes text as its UTF-8 bytes.
    public static func encode(_ text: String, correction: Correction = .medium, mask: Int? = nil)
        throws(QRCodeError) -> QRCode
    {
        try encode(Array(text.utf8), correction: correction, mask: mask)
    }

    /// How many bytes a version holds at an error correction, in byte mode.
    public static func capacity(version: Int, correction: Correction) -> Int {
        let dataBits = Codewords(version: version, correction: correction).dataCount * 8
        let countBits = version < 10 ? 8 : 16
        return (dataBits - 4 - countBits) / 8
    }
}

/// Why a QR code could not be made.
public enum QRCodeError: Error, Equatable, Sendable {
    /// More bytes than the largest QR code holds at that error correction.
    case tooLong(count: Int, maximum: Int)
}
