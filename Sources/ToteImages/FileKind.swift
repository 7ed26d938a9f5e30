/// Names the kinds of file people most often choose by mistake, from their first bytes, for the refusal to say.
enum FileKind {
    /// Brands of the ISO media file box that mark a HEIC or HEIF picture.
    private static let heicBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]

    static func isHEIC(_ bytes: [UInt8]) -> Bool {
        bytes.has("ftyp", at: 4) && bytes.count >= 12
            && heicBrands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
    }

    /// What a browser would run or render in a file: found in the text of a photo's other parts, it makes the photo a
    /// file made to be read two ways.
    private static let markup = [
        "<script", "<html", "<svg", "<iframe", "<body", "<!doctype html", "<?php", "javascript:",
    ]
    .map { Array($0.utf8) }

    /// Whether the bytes hold markup a browser would act on, in any case of letters.
    static func holdsMarkup(_ bytes: ArraySlice<UInt8>) -> Bool {
        func folded(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
        for start in bytes.indices where bytes[start] == 0x3C || folded(bytes[start]) == 0x6A {
            for needle in markup where needle[0] == folded(bytes[start]) && start + needle.count <= bytes.endIndex {
                if (1..<needle.count).allSatisfy({ folded(bytes[start + $0]) == needle[$0] }) { return true }
            }
        }
        return false
    }

    /// Refuses a part of a photo that is not its picture (metadata, a comment, what follows its end) when it is text
    /// that holds markup. The small tables a picture is decoded with are searched whatever they look like. Binary parts are not searched: Exif and colour profiles, and what phones write after a
    /// picture's end (the video of a motion photo, a second picture for HDR screens), look random in places and would
    /// spell anything once in a while.
    static func refuseMarkup(in part: ArraySlice<UInt8>) throws(PhotoRefusal) {
        let start = part.prefix(512)
        let text = start.filter { (0x20...0x7E).contains($0) || [0x09, 0x0A, 0x0D].contains($0) }.count
        guard !start.isEmpty, text * 10 >= start.count * 9 else { return }
        if holdsMarkup(part) { throw .hiddenMarkup }
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
