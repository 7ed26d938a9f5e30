import Foundation
import Testing
import ToteDomain
import ToteTesting

@testable import ToteImages

@Suite("Thumbnails the server makes of JPEG photos")
struct PhotoThumbnailTests {
    /// The colour of a picture's pixel.
    static func colour(_ picture: JPEGPicture, x: Int, y: Int) -> [Int] {
        let offset = (y * picture.width + x) * picture.channels
        return picture.pixels[offset..<offset + picture.channels].map(Int.init)
    }

    static func near(_ colour: [Int], _ expected: [Int], within tolerance: Int = 24) -> Bool {
        zip(colour, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let quadrants = [[220, 30, 30], [30, 200, 60], [30, 60, 220], [250, 250, 250]]

    @Test(
        "A JPEG of another encoder reads at an eighth of its size with its colours, in each layout",
        arguments: [
            ("baseline, chroma halved both ways", ForeignJPEGs.baseline420),
            ("progressive", ForeignJPEGs.progressive444),
            ("restart markers, chroma halved across", ForeignJPEGs.restarts422),
        ])
    func readsForeignFiles(name: String, bytes: [UInt8]) throws {
        let picture = try #require(JPEGDCDecoder.decode(bytes), "\(name) was not read")
        #expect((picture.width, picture.height, picture.channels) == (16, 12, 3))
        for (index, (x, y)) in [(3, 2), (12, 2), (3, 9), (12, 9)].enumerated() {
            #expect(Self.near(Self.colour(picture, x: x, y: y), Self.quadrants[index]), "\(name) at \(x), \(y)")
        }
    }

    @Test("A grey JPEG reads as grey")
    func grey() throws {
        let picture = try #require(JPEGDCDecoder.decode(ForeignJPEGs.grey))
        #expect(picture.channels == 1 && picture.width == 16)
        #expect(abs(Self.colour(picture, x: 3, y: 2)[0] - 92) <= 24)
        #expect(Self.colour(picture, x: 12, y: 9)[0] > 230)
    }

    /// A picture of `side` × `side` pixels in the four quadrants' colours.
    static func quadrantPicture(side: Int) -> JPEGPicture {
        var pixels = [UInt8](repeating: 0, count: side * side * 3)
        for y in 0..<side {
            for x in 0..<side {
                let colour = quadrants[(y >= side / 2 ? 2 : 0) + (x >= side / 2 ? 1 : 0)]
                for channel in 0..<3 { pixels[(y * side + x) * 3 + channel] = UInt8(colour[channel]) }
            }
        }
        return JPEGPicture(width: side, height: side, channels: 3, pixels: pixels)
    }

    @Test("What Tote writes is a JPEG that Tote keeps and reads back with the same colours")
    func roundTrip() throws {
        let written = JPEGEncoder.encode(Self.quadrantPicture(side: 16), orientation: 6)
        let kept = try PhotoScrubber.scrub(Data(written))
        #expect(kept.format == .jpeg && (kept.width, kept.height) == (16, 16))
        #expect(ExifOrientation.of(jpeg: kept.bytes) == 6)
        let again = try #require(JPEGDCDecoder.decode(written))
        #expect((again.width, again.height) == (2, 2))
        for (index, (x, y)) in [(0, 0), (1, 0), (0, 1), (1, 1)].enumerated() {
            #expect(Self.near(Self.colour(again, x: x, y: y), Self.quadrants[index], within: 8))
        }
    }

    @Test(
        "A large JPEG sent alone gets a thumbnail made from its picture; a small one, a small PNG or one sent with it not"
    )
    func whenOneIsMade() throws {
        var pixels = [UInt8](repeating: 0, count: 1_600 * 1_200 * 3)
        for y in 0..<1_200 {
            for x in 0..<1_600 {
                let colour = Self.quadrants[(y >= 600 ? 2 : 0) + (x >= 800 ? 1 : 0)]
                for channel in 0..<3 { pixels[(y * 1_600 + x) * 3 + channel] = UInt8(colour[channel]) }
            }
        }
        let photo = JPEGEncoder.encode(JPEGPicture(width: 1_600, height: 1_200, channels: 3, pixels: pixels))
        let draft = try PhotoScrubber.draft(original: Data(photo), thumbnail: nil)
        let thumbnail = try #require(draft.thumbnail)
        let small = try PhotoScrubber.scrub(thumbnail.data)
        #expect(thumbnail.format == .jpeg && (small.width, small.height) == (200, 150))
        let seen = try #require(JPEGDCDecoder.decode(small.bytes))
        for (index, (x, y)) in [(5, 4), (20, 4), (5, 15), (20, 15)].enumerated() {
            #expect(Self.near(Self.colour(seen, x: x, y: y), Self.quadrants[index], within: 32))
        }
        #expect(try PhotoScrubber.draft(original: Data(ForeignJPEGs.baseline420), thumbnail: nil).thumbnail == nil)
        let png = try PhotoScrubber.draft(original: Data(SamplePictures.png(width: 1_000, height: 800)), thumbnail: nil)
        #expect(png.thumbnail == nil)
        let sent = try PhotoScrubber.draft(original: Data(photo), thumbnail: Data(ForeignJPEGs.grey))
        #expect(sent.thumbnail?.data == Data(try PhotoScrubber.scrub(Data(ForeignJPEGs.grey)).bytes))
    }

    @Test("Optimal Huffman tables give no code longer than 16 bits and none of all ones, however skewed")
    func huffmanLimits() {
        var frequencies = [Int](repeating: 0, count: 256)
        for symbol in 0..<40 { frequencies[symbol] = 1 << min(symbol, 30) }
        let table = JPEGHuffman.optimal(for: frequencies)
        #expect(table.symbols.count == 40 && table.counts.reduce(0, +) == 40)
        let codes = table.codes
        #expect(codes.values.allSatisfy { $0.length <= 16 && $0.code != (1 << $0.length) - 1 })
        #expect(Set(codes.values.map { "\($0.code)/\($0.length)" }).count == 40)
    }

    @Test("A part whose length is shorter than its own length field, or a frame of too many pixels, is read as nothing")
    func impossibleParts() {
        for length: UInt8 in [0, 1] {
            #expect(JPEGDCDecoder.decode([0xFF, 0xD8, 0xFF, 0xDB, 0x00, length, 0, 0, 0, 0, 0, 0]) == nil)
        }
        let huge = SamplePictures.segment(
            0xC0, [8] + SamplePictures.be16(65_535) + SamplePictures.be16(65_535) + [1, 1, 0x11, 0])
        #expect(JPEGDCDecoder.decode([0xFF, 0xD8] + huge + [0xFF, 0xD9]) == nil)
    }
}
