import Testing
import ToteApplication
import ToteImages

@Suite("Frames sent to be scanned")
struct GraymapTests {
    @Test("a binary PGM is read as its sides and pixels, whatever spaces or line breaks part its numbers")
    func reads() throws {
        for header in ["P5\n3 2\n255\n", "P5 3 2 255 ", "P5\r\n3\t2\r\n255\r", "P5\n00003 2\n255\n"] {
            let picture = try Graymap.picture(from: Array(header.utf8) + [0, 1, 2, 3, 4, 255])
            #expect(picture == GrayPicture(width: 3, height: 2, pixels: [0, 1, 2, 3, 4, 255]), "\(header)")
        }
    }

    static func bytes(_ header: String, _ pixels: [UInt8] = []) -> [UInt8] { Array(header.utf8) + pixels }

    static let refused: [([UInt8], GraymapRefusal)] = [
        (bytes(""), .notAGraymap),
        (bytes("P6\n1 1\n255\n", [0, 0, 0]), .notAGraymap),
        (bytes("P2\n1 1\n255\n0"), .notAGraymap),
        (bytes("P5\n1 1\n255"), .notAGraymap),
        (bytes("P5\n# made by hand\n1 1\n255\n", [0]), .notAGraymap),
        (bytes("P51 1 255 ", [0]), .notAGraymap),
        (bytes("P5\n123456 1\n255\n"), .notAGraymap),
        (bytes("P5\n-1 1\n255\n"), .notAGraymap),
        (bytes("P5\n1 1\n65535\n", [0, 0]), .notEightBit),
        (bytes("P5\n1 1\n1\n", [0]), .notEightBit),
        (bytes("P5\n0 1\n255\n"), .tooLarge(width: 0, height: 1, limit: 1_280)),
        (bytes("P5\n1281 1\n255\n"), .tooLarge(width: 1_281, height: 1, limit: 1_280)),
        (bytes("P5\n99999 99999\n255\n"), .tooLarge(width: 99_999, height: 99_999, limit: 1_280)),
        (bytes("P5\n2 2\n255\n", [0, 0, 0]), .wrongLength(expected: 4, actual: 3)),
        (bytes("P5\n2 2\n255\n", [0, 0, 0, 0, 0]), .wrongLength(expected: 4, actual: 5)),
    ]

    @Test("anything else is refused in words", arguments: refused)
    func refuses(bytes: [UInt8], refusal: GraymapRefusal) {
        #expect(throws: refusal) { try Graymap.picture(from: bytes) }
        #expect(!refusal.description.isEmpty)
    }

    @Test("a picture is made only with a byte for every pixel and sides from 1 to 1,280")
    func pictureSides() {
        #expect(GrayPicture(width: 1_280, height: 1, pixels: [UInt8](repeating: 0, count: 1_280)) != nil)
        #expect(GrayPicture(width: 1_281, height: 1, pixels: [UInt8](repeating: 0, count: 1_281)) == nil)
        #expect(GrayPicture(width: 0, height: 0, pixels: []) == nil)
        #expect(GrayPicture(width: 2, height: 2, pixels: [0]) == nil)
    }
}
