import Foundation
import Testing
import ToteDomain
import ToteTesting

@testable import ToteImages

@Suite("Photos are read from their bytes and kept without what they should not keep")
struct PhotoScrubberTests {
    @Test("A JPEG keeps its picture and orientation, and loses its GPS position, serial number, comment and script")
    func jpegIsScrubbed() throws {
        let original = SamplePictures.jpeg()
        #expect(original.contains(SamplePictures.serial) && original.contains(bytes: [0x88, 0x25]))
        let draft = try PhotoScrubber.draft(original: Data(original), thumbnail: nil)
        let bytes = [UInt8](draft.original.data)
        #expect(draft.original.format == .jpeg)
        #expect((draft.width, draft.height) == (640, 480))
        for gone in [SamplePictures.serial, "xmpmeta", "Elm Street", SamplePictures.trailer, "GPS"] {
            #expect(!bytes.contains(gone), "\(gone) is still there")
        }
        #expect(!bytes.contains(bytes: [0x88, 0x25]), "the GPS directory is still there")
        #expect(bytes.contains("JFIF"))
        #expect(bytes.contains(bytes: [0x12, 0xFF, 0x00, 0x34, 0xFF, 0xD0, 0x56, 0x78, 0xFF, 0xD9]))
        #expect(bytes.suffix(2) == [0xFF, 0xD9])
        #expect(bytes[2...3] == [0xFF, 0xE1] && ExifOrientation.read(Array(bytes[12...])) == 6)
    }

    @Test("A JPEG taken upright gets no Exif at all, and scrubbing a scrubbed photo changes nothing")
    func uprightJPEGHasNoExif() throws {
        let draft = try PhotoScrubber.draft(original: Data(SamplePictures.jpeg(orientation: 1)), thumbnail: nil)
        #expect(!draft.original.data.contains(Data("Exif".utf8)))
        let again = try PhotoScrubber.draft(original: draft.original.data, thumbnail: nil)
        #expect(again.original == draft.original)
        let turned = try PhotoScrubber.draft(original: Data(SamplePictures.jpeg()), thumbnail: nil)
        #expect(try PhotoScrubber.draft(original: turned.original.data, thumbnail: nil).original == turned.original)
    }

    @Test("A PNG loses its text, Exif and time chunks and what follows its end, and keeps the rest")
    func pngIsScrubbed() throws {
        let draft = try PhotoScrubber.draft(original: Data(SamplePictures.png()), thumbnail: nil)
        let bytes = [UInt8](draft.original.data)
        #expect(draft.original.format == .png)
        #expect((draft.width, draft.height) == (300, 200))
        for gone in ["tEXt", "eXIf", "tIME", "Elm Street", SamplePictures.serial, SamplePictures.trailer] {
            #expect(!bytes.contains(gone), "\(gone) is still there")
        }
        for kept in ["IHDR", "sRGB", "IDAT", "IEND"] { #expect(bytes.contains(kept)) }
        #expect(bytes.count == 8 + 25 + 13 + 21 + 12)
    }

    @Test("A WebP loses its Exif and XMP chunks and the flags that announced them")
    func webpIsScrubbed() throws {
        let draft = try PhotoScrubber.draft(original: Data(SamplePictures.webp()), thumbnail: nil)
        let bytes = [UInt8](draft.original.data)
        #expect(draft.original.format == .webp)
        #expect((draft.width, draft.height) == (800, 600))
        for gone in ["EXIF", "XMP ", "xmpmeta", SamplePictures.serial] { #expect(!bytes.contains(gone)) }
        #expect(bytes[20] & 0x0C == 0)
        #expect(bytes.littleEndian32(at: 4) == bytes.count - 8)
    }

    @Test("The format comes from the bytes: a PNG named photo.jpg is a PNG")
    func formatFromBytes() throws {
        #expect(try PhotoScrubber.draft(original: Data(SamplePictures.png()), thumbnail: nil).original.format == .png)
    }

    @Test(
        "Files that are not photos are refused, saying what they are",
        arguments: [
            ("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>", "an SVG drawing"),
            ("<?xml version=\"1.0\"?>\n<svg></svg>", "an SVG drawing"),
            ("<!DOCTYPE html><html><body>hi</body></html>", "a web page"),
            ("GIF89a\u{1}\u{0}\u{1}\u{0}", "a GIF image"),
            ("%PDF-1.7\n", "a PDF document"),
            ("just some words", nil),
        ])
    func notPhotos(text: String, kind: String?) {
        #expect(throws: PhotoRefusal.notAPhoto(kind: kind)) {
            try PhotoScrubber.draft(original: Data(text.utf8), thumbnail: nil)
        }
    }

    @Test(
        "A photo made to be a web page too is refused, wherever the markup hides",
        arguments: [
            SamplePictures.jpeg(after: SamplePictures.script),
            SamplePictures.jpeg(after: "<HTML><body onload=x()>"),
            Array(SamplePictures.jpeg().prefix(2)) + SamplePictures.segment(0xFE, Array("<svg onload=alert(1)>".utf8))
                + Array(SamplePictures.jpeg().dropFirst(2)),
            SamplePictures.png(after: "<?php system($_GET['c']); ?>"),
            Array(SamplePictures.png().prefix(8)) + SamplePictures.png().dropFirst(8).prefix(25)
                + SamplePictures.chunk("tEXt", Array("Comment\0<iframe src=//x>".utf8))
                + Array(SamplePictures.png().dropFirst(33)),
        ])
    func polyglots(bytes: [UInt8]) {
        #expect(throws: PhotoRefusal.hiddenMarkup) { try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil) }
    }

    @Test("Markup is found in any case of letters, and ordinary bytes are not taken for it")
    func markup() {
        #expect(FileKind.holdsMarkup(ArraySlice("xx<ScRiPt>".utf8)))
        #expect(FileKind.holdsMarkup(ArraySlice("href=JavaScript:go()".utf8)))
        #expect(!FileKind.holdsMarkup(ArraySlice("<x:xmpmeta><rdf:RDF>just Java and scripts</rdf:RDF>".utf8)))
        #expect(!FileKind.holdsMarkup([0x1C, 0x53, 0x43, 0x52, 0x49, 0x50, 0x54]))
    }

    @Test("What a photo's compressed picture, or binary data after its end, happens to spell is not taken for markup")
    func binaryIsNotSearched() throws {
        var bytes = SamplePictures.jpeg(after: "")
        let scan = try #require(bytes.firstRange(of: [0x12, 0xFF, 0x00, 0x34]))
        bytes.insert(contentsOf: Array("<svg".utf8), at: scan.lowerBound)
        #expect(throws: Never.self) { try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil) }
        let video = [0x00, 0x00, 0x00, 0x18] + Array("ftypmp42".utf8) + (0..<600).map { UInt8($0 % 7) }
        let motionPhoto = SamplePictures.jpeg(after: "") + video + Array("<svg".utf8) + video
        #expect(throws: Never.self) { try PhotoScrubber.draft(original: Data(motionPhoto), thumbnail: nil) }
    }

    @Test("A HEIC photo is refused with a way to send it as JPEG")
    func heic() {
        let heic: [UInt8] = SamplePictures.be32(24) + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        #expect(throws: PhotoRefusal.heic) { try PhotoScrubber.draft(original: Data(heic), thumbnail: nil) }
        #expect(PhotoRefusal.heic.description.contains("JPEG"))
    }

    @Test("Every photo cut short is refused as damaged", arguments: [PhotoFormat.jpeg, .png, .webp])
    func truncated(format: PhotoFormat) {
        let whole =
            switch format {
            case .jpeg: SamplePictures.jpeg(after: "")
            case .png: SamplePictures.png(after: "")
            case .webp: SamplePictures.webp()
            }
        for length in stride(from: 4, to: whole.count, by: 3) {
            #expect(throws: PhotoRefusal.self, "cut at \(length)") {
                try PhotoScrubber.draft(original: Data(whole.prefix(length)), thumbnail: nil)
            }
        }
        let cut = Data(whole.prefix(whole.count - 3))
        #expect(throws: PhotoRefusal.damaged(format, "it ends before its picture does")) {
            try PhotoScrubber.draft(original: cut, thumbnail: nil)
        }
    }

    @Test("A PNG whose checksum does not match is refused")
    func badChecksum() {
        var bytes = SamplePictures.png()
        bytes[20] ^= 0xFF
        #expect(throws: PhotoRefusal.damaged(.png, "the checksum of its IHDR part does not match")) {
            try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil)
        }
    }

    @Test("A picture of more pixels than any camera makes is refused before anything decodes it")
    func decompressionBomb() {
        let message = "this photo is 30000 × 30000 pixels; Tote keeps photos of at most 50 million pixels"
        for bytes in [
            SamplePictures.jpeg(width: 30_000, height: 30_000), SamplePictures.png(width: 30_000, height: 30_000),
            SamplePictures.webp(width: 16_000, height: 16_000),
        ] {
            #expect(throws: PhotoRefusal.self) { try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil) }
        }
        #expect(
            PhotoRefusal.tooManyPixels(width: 30_000, height: 30_000, limit: PhotoScrubber.maximumPixels).description
                == message)
        #expect(throws: PhotoRefusal.tooManyPixels(width: 30_000, height: 30_000, limit: 50_000_000)) {
            try PhotoScrubber.draft(original: Data(SamplePictures.png(width: 30_000, height: 30_000)), thumbnail: nil)
        }
    }

    @Test("An empty file and one larger than 15 MB are refused")
    func sizes() {
        #expect(throws: PhotoRefusal.empty) { try PhotoScrubber.draft(original: Data(), thumbnail: nil) }
        var large = SamplePictures.jpeg()
        large += Array(repeating: 0, count: PhotoScrubber.maximumBytes)
        #expect(throws: PhotoRefusal.tooLarge(limit: PhotoScrubber.maximumBytes)) {
            try PhotoScrubber.draft(original: Data(large), thumbnail: nil)
        }
        #expect(PhotoRefusal.tooLarge(limit: PhotoScrubber.maximumBytes).description.contains("15 MB"))
    }

    @Test("A thumbnail is scrubbed like its photo, and refused when it is no thumbnail")
    func thumbnails() throws {
        let draft = try PhotoScrubber.draft(
            original: Data(SamplePictures.jpeg()), thumbnail: Data(SamplePictures.jpeg(width: 400, height: 300)))
        #expect(draft.thumbnail?.format == .jpeg)
        #expect(draft.thumbnail.map { ![UInt8]($0.data).contains(SamplePictures.serial) } == true)
        #expect(throws: PhotoRefusal.thumbnailTooLarge(width: 2_000, height: 1_500, limit: 1_024)) {
            try PhotoScrubber.draft(
                original: Data(SamplePictures.jpeg()), thumbnail: Data(SamplePictures.jpeg(width: 2_000, height: 1_500))
            )
        }
        #expect(throws: PhotoRefusal.notAPhoto(kind: "an SVG drawing")) {
            try PhotoScrubber.draft(original: Data(SamplePictures.jpeg()), thumbnail: Data("<svg/>".utf8))
        }
    }

    @Test("A PNG whose header claims 4294967295 × 4294967295 pixels is refused, not a crash")
    func largestPNGHeader() throws {
        var bytes = PNGScrubber.signature
        bytes += SamplePictures.chunk(
            "IHDR", SamplePictures.be32(0xFFFF_FFFF) + SamplePictures.be32(0xFFFF_FFFF) + [8, 2, 0, 0, 0])
        bytes += SamplePictures.chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01, 0x00, 0x00])
        bytes += SamplePictures.chunk("IEND", [])
        #expect(bytes.count == 69)
        #expect(throws: PhotoRefusal.tooManyPixels(width: 4_294_967_295, height: 4_294_967_295, limit: 50_000_000)) {
            try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil)
        }
    }

    @Test("Markup hidden in a JPEG's quantization or Huffman table, or in a PNG's palette, is refused")
    func markupInTables() {
        let script = Array(SamplePictures.script.utf8)
        let original = SamplePictures.jpeg(orientation: 1)
        let table = SamplePictures.segment(0xDB, [0x00] + Array(repeating: 1, count: 64))
        for replacement in [
            SamplePictures.segment(0xDB, [0x00] + script + Array(repeating: 1, count: 64 - script.count)),
            SamplePictures.segment(0xDB, [0x00] + Array(repeating: 1, count: 64))
                + SamplePictures.segment(0xDD, [0, 0] + script),
        ] {
            let index = original.firstRange(of: table)!
            var bytes = original
            bytes.replaceSubrange(index, with: replacement)
            #expect(throws: PhotoRefusal.hiddenMarkup) {
                try PhotoScrubber.draft(original: Data(bytes), thumbnail: nil)
            }
        }
        var png = SamplePictures.png()
        let idat = png.firstRange(of: Array("IDAT".utf8))!.lowerBound - 4
        png.insert(contentsOf: SamplePictures.chunk("PLTE", script + [0x20, 0x20, 0x20]), at: idat)
        #expect(throws: PhotoRefusal.hiddenMarkup) { try PhotoScrubber.draft(original: Data(png), thumbnail: nil) }
    }

    @Test("A photo stands for its own thumbnail only within a thumbnail's limit; a larger PNG needs one sent with it")
    func ownThumbnail() throws {
        let large = SamplePictures.png(width: 7_000, height: 7_000)
        #expect(throws: PhotoRefusal.needsThumbnail(format: .png, width: 7_000, height: 7_000, limit: 1_024)) {
            try PhotoScrubber.draft(original: Data(large), thumbnail: nil)
        }
        #expect(throws: PhotoRefusal.needsThumbnail(format: .webp, width: 2_000, height: 1_000, limit: 1_024)) {
            try PhotoScrubber.draft(original: Data(SamplePictures.webp(width: 2_000, height: 1_000)), thumbnail: nil)
        }
        let sent = try PhotoScrubber.draft(
            original: Data(large), thumbnail: Data(SamplePictures.png(width: 400, height: 400)))
        #expect(sent.thumbnail?.format == .png)
        let small = try PhotoScrubber.draft(
            original: Data(SamplePictures.png(width: 1_024, height: 800)), thumbnail: nil)
        #expect(small.thumbnail == nil)
    }
}
