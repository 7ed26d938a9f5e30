import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteLabels

@Suite("What a label's code says")
struct LabelCodeTests {
    let id = BoxID(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!)

    @Test("a label holds its box's page under the public address with the box's key, and reads back as written")
    func roundTrip() throws {
        let code = LabelCode(box: try BoxNumber(12), key: BoxKey(id))
        let text = code.text(at: try PublicURL("https://boxes.example.org/tote"))
        #expect(text == "https://boxes.example.org/tote/boxes/12?k=3f2504e0")
        #expect(LabelCode(reading: text) == code)
        #expect(code.key?.names(id) == true)
        #expect(code.key?.names(BoxID(UUID())) == false)
    }

    @Test("a label printed before labels carried a key reads as its box, without one")
    func unkeyed() throws {
        #expect(LabelCode(reading: "http://192.168.1.20:8080/boxes/7") == LabelCode(box: try BoxNumber(7), key: nil))
        #expect(LabelCode(reading: "HTTPS://Boxes.Example.org/boxes/7")?.box.value == 7)
    }

    @Test(
        "a code that is not a Tote label reads as none",
        arguments: [
            "", "7", "#7", "boxes/7", "/boxes/7", "ftp://host/boxes/7", "javascript:alert(1)//boxes/7",
            "https:///boxes/7", "https://host/boxes/", "https://host/boxes/0", "https://host/boxes/-1",
            "https://host/boxes/1000000000", "https://host/boxes/7/items/3", "https://host/boxes/7#top",
            "https://host/boxes/%37", "https://host/boxes/+7", "https://host/boxes/7?k=3F2504E0",
            "https://host/boxes/7?k=3f2504e", "https://host/boxes/7?k=3f2504e0&k=3f2504e0", "https://host/boxes/7?x=1",
            "https://host/boxes/7?k", "https://host/box/7", "https://host/boxes/7/",
            "https://host/boxes/" + String(repeating: "9", count: 3_000),
        ])
    func notALabel(text: String) {
        #expect(LabelCode(reading: text) == nil)
    }

    @Test("any text at all is read without a trap, and what reads as a label writes back the same label")
    func anyText() throws {
        var random = SystemRandomNumberGenerator()
        let pieces = ["https://", "h", "/boxes/", "7", "?k=", "3f2504e0", "%", "#", "&", "/", "é", "\u{0}", " "]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0..<8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            guard let code = LabelCode(reading: text) else { continue }
            let written = code.text(at: try PublicURL("https://h"))
            #expect(LabelCode(reading: written) == code, "\(text)")
        }
    }
}
