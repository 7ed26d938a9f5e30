import Foundation

/// Small files built byte by byte as cameras and phones write them: the parts a picture needs, and the parts a
/// scrubbed photo must not keep (a GPS position, a camera serial number, comments, a script after the picture).
public enum SamplePictures {
    public static let serial = "CAM-SERIAL-0042"
    /// What some phones write after a JPEG's end (a motion photo's video, say): not part of the picture.
    public static let trailer = "MotionPhoto_Data 0123456789"
    /// A script, for a file made to be a photo and a web page at once.
    public static let script = "<script>alert(1)</script>"

    /// A JPEG whose Exif block records orientation `orientation`, a serial number and a GPS position, with XMP,
    /// a comment and `after` after its end.
    public static func jpeg(width: Int = 640, height: Int = 480, orientation: Int = 6, after: String = trailer)
        -> [UInt8]
    {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        bytes += segment(0xE1, Array("Exif".utf8) + [0, 0] + exif(orientation: orientation))
        bytes += segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS</x:xmpmeta>".utf8))
        bytes += segment(0xFE, Array("taken at 12 Elm Street".utf8))
        bytes += segment(0xDB, [0x00] + Array(repeating: 1, count: 64))
        bytes += segment(0xC0, [8] + be16(height) + be16(width) + [1, 1, 0x11, 0])
        bytes += segment(0xC4, [0x00] + [1] + Array(repeating: 0, count: 15) + [0])
        bytes += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        bytes += [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0x78]
        bytes += [0xFF, 0xD9]
        bytes += Array(after.utf8)
        return bytes
    }

    /// A PNG with text, Exif and time chunks, and `after` after its end.
    public static func png(width: Int = 300, height: Int = 200, after: String = trailer) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
        bytes += chunk("tEXt", Array("Location\0Elm Street".utf8))
        bytes += chunk("eXIf", exif(orientation: 1))
        bytes += chunk("sRGB", [0])
        bytes += chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])
        bytes += chunk("tIME", [0x07, 0xEA, 11, 25, 12, 0, 0])
        bytes += chunk("IEND", [])
        bytes += Array(after.utf8)
        return bytes
    }

    /// An extended WebP announcing and holding Exif and XMP chunks.
    public static func webp(width: Int = 800, height: Int = 600) -> [UInt8] {
        var body: [UInt8] = Array("WEBP".utf8)
        body += riffChunk("VP8X", [0x0C, 0, 0, 0] + le24(width - 1) + le24(height - 1))
        body += riffChunk("VP8L", [0x2F] + le32((width - 1) | (height - 1) << 14) + [0, 0, 0])
        body += riffChunk("EXIF", exif(orientation: 1))
        body += riffChunk("XMP ", Array("<x:xmpmeta>GPS</x:xmpmeta>".utf8))
        return Array("RIFF".utf8) + le32(body.count) + body
    }

    /// An Exif block (from its TIFF header on) in Motorola order: orientation, a serial number in the Exif
    /// directory, and a GPS directory with a latitude.
    public static func exif(orientation: Int) -> [UInt8] {
        var tiff: [UInt8] = Array("MM".utf8) + [0, 42] + be32(8)
        // IFD0 at 8: orientation, Exif pointer, GPS pointer.
        tiff += be16(3)
        tiff += be16(0x0112) + be16(3) + be32(1) + be16(orientation) + [0, 0]
        tiff += be16(0x8769) + be16(4) + be32(1) + be32(50)
        tiff += be16(0x8825) + be16(4) + be32(1) + be32(88)
        tiff += be32(0)
        // Exif IFD at 50: body serial number, its text at 68.
        tiff += be16(1) + be16(0xA431) + be16(2) + be32(serial.utf8.count + 1) + be32(68) + be32(0)
        tiff += Array(serial.utf8) + [0]
        tiff += Array(repeating: 0, count: 88 - tiff.count)
        // GPS IFD at 88: latitude reference and latitude.
        tiff += be16(2)
        tiff += be16(0x0001) + be16(2) + be32(2) + Array("N".utf8) + [0, 0, 0]
        tiff += be16(0x0002) + be16(5) + be32(3) + be32(118)
        tiff += be32(0)
        tiff += be32(52) + be32(1) + be32(31) + be32(1) + be32(4_242) + be32(100)
        return tiff
    }

    public static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + be16(body.count + 2) + body
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(data.count) + typed + be32(Int(crc(typed)))
    }

    public static func riffChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        Array(type.utf8) + le32(data.count) + data + (data.count % 2 == 1 ? [0] : [])
    }

    public static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    public static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
    public static func le24(_ value: Int) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF)]
    }
    public static func le32(_ value: Int) -> [UInt8] { le24(value) + [UInt8(value >> 24 & 0xFF)] }

    /// PNG's CRC-32, computed bit by bit, independently of the table the scrubber uses.
    public static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

extension [UInt8] {
    public func contains(_ text: String) -> Bool { contains(bytes: Array(text.utf8)) }

    public func contains(bytes needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
