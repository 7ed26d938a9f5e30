/// Names the kinds of file people most often choose by mistake, from their first bytes, for the refusal to say.
enum FileKind {
    /// Brands of the ISO media file box that mark a HEIC or HEIF picture.
    private static let heicBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

    static func isHEIC(_ bytes: [UInt8]) -> Bool {
        bytes.has("ftyp", at: 4) && bytes.count >= 12
            && heicBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
    }

    static func name(of bytes: [UInt8]) -> String? {
        if bytes.has("GIF8", at: 0) { return "a GIF image" }
        if bytes.has("%PDF", at: 0) { return "a PDF document" }
        if bytes.has("PK\u{3}\u{4}", at: 0) { return "a ZIP archive" }
        if bytes.has("II*\0", at: 0) || bytes.has("MM\0*", at: 0) { return "a TIFF image" }
        if bytes.has("BM", at: 0) { return "a BMP image" }
        if bytes.has("ftyp", at: 4), bytes.count >= 12, bytes.has("avi", at: 8) { return "an AVIF image" }
        let start = String(decoding: bytes.prefix(1_024), as: UTF8.self).lowercased()
        if start.contains("<svg") { return "an SVG drawing" }
        if start.contains("<html") || start.contains("<!doctype html") || start.contains("<script") {
            return "a web page"
        }
        if start.hasPrefix("<?xml") { return "an XML document" }
        return nil
    }
}
