/// Names the kinds of file people most often choose by mistake, from their first bytes, for the refusal to say.
enum FileKind {
    /// Brands of the ISO media file box that mark a HEIC or HEIF picture.
    private static let heicBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

    static func isHEIC(_ bytes: [UInt8]) -> Bool {
        bytes.has("ftyp", at: 4) && bytes.count >= 12
            && heicBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
    }

    /// What a browser would run or render in a file: found anywhere in a photo's bytes, it makes the photo a file
    /// made to be read two ways.
    private static let markup = [
        "<script", "<html", "<svg", "<iframe", "<body", "<!doctype html", "<?php", "javascript:",
    ]
    .map { Array($0.utf8) }

    /// Whether the bytes hold markup a browser would act on, in any case of letters.
    static func holdsMarkup(_ bytes: [UInt8]) -> Bool {
        func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        for start in bytes.indices where bytes[start] == 0x3C || folded(bytes[start]) == 0x6A {
            for needle in markup where needle[0] == folded(bytes[start]) && start + needle.count <= bytes.count {
                if (1..<needle.count).allSatisfy({ folded(bytes[start + $0]) == needle[$0] }) { return true }
            }
        }
        return false
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
