import Foundation
import Testing
import ToteLabelsTesting
import ToteQRCode

/// Every version and error correction level the encoder makes is read back by an independent decoder, `zbarimg`
/// (Debian's zbar-tools, installed by scripts/test).
@Suite("QR codes read back by zbarimg")
struct QRCodeDecodingTests {
    @Test("every version, 1 to 40, at every level, filled to capacity, decodes to the bytes encoded")
    func everyVersionAndLevel() throws {
        let scanner = try LabelScanner()
        for correction in QRCode.Correction.allCases {
            for version in 1...40 {
                let capacity = QRCode.capacity(version: version, correction: correction)
                let text = Self.text(count: capacity, seed: version)
                let code = try QRCode.encode(text, correction: correction)
                #expect(code.version == version, "\(correction) v\(version)")
                #expect(code.size == 17 + 4 * version)
                #expect(
                    try scanner.read(code) == text, "\(correction) v\(version), \(capacity) bytes, mask \(code.mask)")
            }
        }
    }

    @Test("text beyond ASCII is encoded as its UTF-8 bytes and read back the same")
    func utf8() throws {
        let scanner = try LabelScanner()
        for text in ["Küche – Geschirr", "東京タワー模型", "https://tote.example/boxes/12?ü=ß", "🎸 Gitarre", "Ящик №5"] {
            for correction in QRCode.Correction.allCases {
                #expect(try scanner.read(QRCode.encode(text, correction: correction)) == text, "\(text) \(correction)")
            }
        }
    }

    @Test("every mask reads back, at small and large versions, and which is chosen depends on the data")
    func masks() throws {
        let scanner = try LabelScanner()
        for mask in 0..<8 {
            for text in ["https://tote.example/boxes/12", Self.text(count: 900, seed: mask)] {
                let code = try QRCode.encode(text, correction: .quartile, mask: mask)
                #expect(code.mask == mask)
                #expect(try scanner.read(code) == text, "mask \(mask), version \(code.version)")
            }
        }
        let chosen = Set((0..<40).map { try? QRCode.encode("https://tote.example/boxes/\($0 * 37)").mask })
        #expect(chosen.count > 3, "the mask depends on the data: \(chosen)")
    }

    @Test("more bytes than version 40 holds are refused, saying how many fit")
    func tooLong() {
        let maximum = QRCode.capacity(version: 40, correction: .high)
        #expect(maximum == 1_273)
        #expect(QRCode.capacity(version: 40, correction: .low) == 2_953)
        #expect(throws: QRCodeError.tooLong(count: maximum + 1, maximum: maximum)) {
            try QRCode.encode([UInt8](repeating: 65, count: maximum + 1), correction: .high)
        }
    }

    /// Printable ASCII, varied so that different versions get different data.
    private static func text(count: Int, seed: Int) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -./:?=&")
        return String((0..<count).map { alphabet[($0 * 7 + seed * 13) % alphabet.count] })
    }
}
