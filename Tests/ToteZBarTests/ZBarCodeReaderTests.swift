import Foundation
import Testing
import ToteApplication
import ToteImages
import ToteLabels
import ToteQRCode
import ToteZBar

@Suite("Reading QR codes with ZBar")
struct ZBarCodeReaderTests {
    let reader = ZBarCodeReader.load(atOnce: 2)

    @Test("ZBar's library is found where the tests run: scripts/install-test-dependencies installs it")
    func found() {
        #expect(reader != nil)
    }

    @Test("a code drawn at any of several sizes is read back as the text it holds")
    func drawnCodes() async throws {
        let reader = try #require(reader)
        for (text, scale) in [("https://tote.example/boxes/12?k=3f2504e0", 3), ("Küche – 東京", 5), ("7", 2)] {
            let picture = try Self.drawn(QRCode.encode(text), scale: scale)
            #expect(try await reader.codes(in: picture) == [text])
        }
    }

    /// Frames of the video the browser tests' camera films (Tests/Browser/label_video.py): a label Tote printed
    /// on a 3x8 sheet, drawn to pixels at 200 dpi, held in the middle of a 640 × 480 picture, as the scan screen
    /// sends it (what its aiming frame shows: the middle three fifths of each side, gray).
    @Test(
        "the frames a phone's camera sends are read as the labels' codes",
        arguments: [
            ("label-box-6", "http://127.0.0.1:55597/boxes/6?k=40bf96c0", 6),
            ("label-box-7", "http://127.0.0.1:55597/boxes/7?k=9419a4d7", 7),
        ])
    func cameraFrames(name: String, text: String, box: Int) async throws {
        let reader = try #require(reader)
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "pgm", subdirectory: "Frames"))
        let picture = try Graymap.picture(from: Array(Data(contentsOf: url)))
        #expect(try await reader.codes(in: picture) == [text])
        #expect(LabelCode(reading: text)?.box.value == box)
    }

    @Test("a picture with no code in it, blank or noise, reads as none")
    func nothing() async throws {
        let reader = try #require(reader)
        let blank = try #require(GrayPicture(width: 64, height: 48, pixels: Array(repeating: 255, count: 64 * 48)))
        var random = SystemRandomNumberGenerator()
        let noise = try #require(
            GrayPicture(width: 320, height: 240, pixels: (0..<(320 * 240)).map { _ in random.next() }))
        #expect(try await reader.codes(in: blank) == [])
        #expect(try await reader.codes(in: noise) == [])
    }

    /// The code in black on white, `scale` pixels a module, with the four modules of quiet zone readers need.
    static func drawn(_ code: QRCode, scale: Int) throws -> GrayPicture {
        let side = (code.size + 8) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x: x, y: y) {
                for row in 0..<scale {
                    let start = ((y + 4) * scale + row) * side + (x + 4) * scale
                    pixels.replaceSubrange(start..<(start + scale), with: repeatElement(0, count: scale))
                }
            }
        }
        return try #require(GrayPicture(width: side, height: side, pixels: pixels))
    }
}
