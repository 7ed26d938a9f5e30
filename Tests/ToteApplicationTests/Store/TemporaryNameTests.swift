import Foundation
import Testing
import ToteTesting

@testable import ToteApplication

@Suite("Names of temporary files")
struct TemporaryNameTests {
    /// A process that is surely not running: above the most process numbers Linux hands out.
    static let gone = Int32.max

    @Test("a name tells the process that made it; names Tote did not make tell none")
    func process() {
        let own = ProcessInfo.processInfo.processIdentifier
        #expect(TemporaryName.process(of: TemporaryName.inTemporaryFolder("upload")) == own)
        #expect(TemporaryName.process(of: TemporaryName.beside("kitchen.csv")) == own)
        #expect(TemporaryName.process(of: TemporaryName.beside("tote-20270115-080001.sqlite")) == own)
        #expect(TemporaryName.process(of: ".a.tote-1.tote-77-\(UUID().uuidString).partial") == 77)
        #expect(TemporaryName.process(of: "tote-2147483647-export-\(UUID().uuidString)") == Int32.max)
        for other in [
            "tote-20270115-080001.sqlite", "tote.sqlite", ".tote.plist.\(UUID().uuidString).partial",
            "tote-12-upload", "tote-12-upload-not-a-uuid", ".x.tote-12-\(UUID().uuidString).partial.keep",
            "tote-99999999999-upload-\(UUID().uuidString)", "tote-12-Upload-\(UUID().uuidString)",
            "tote--upload-\(UUID().uuidString)", "tote-12--\(UUID().uuidString)",
            "tote-12-upload-\(UUID().uuidString.lowercased())", "tote-12-upload-\(UUID().uuidString)-1",
            ".tote-12-\(UUID().uuidString).partial", ".x.tote-1a-\(UUID().uuidString).partial",
            ".x\ny.tote-12-\(UUID().uuidString).partial", "x.tote-12-\(UUID().uuidString).partial",
            "tote-4294967296-upload-\(UUID().uuidString)",
        ] {
            #expect(TemporaryName.process(of: other) == nil, "\(other)")
        }
    }

    @Test("any name made of the pieces these names are made of is read without a fault")
    func anyName() {
        let pieces = [".", "-", "tote-", ".tote-", ".partial", "12", "upload", "x", "\n", "F7D24159", "CCF5", "é"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let name = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            if let process = TemporaryName.process(of: name) { #expect(process == 12, "\(name)") }
        }
    }

    @Test("leftovers of processes no longer running are removed; a running process's and other files stay")
    func leftovers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let uuid = UUID().uuidString
        let leftovers = ["tote-\(Self.gone)-upload-\(uuid)", ".kitchen.csv.tote-\(Self.gone)-\(uuid).partial"]
        let kept = [
            TemporaryName.inTemporaryFolder("export"), TemporaryName.beside("kitchen.csv"),
            "tote-20270115-080001.sqlite", "kitchen.csv",
        ]
        for name in leftovers + kept {
            try Data("x".utf8).write(to: directory.url.appendingPathComponent(name))
        }
        #expect(Set(TemporaryName.removeLeftovers(in: directory.url)) == Set(leftovers))
        #expect(Set(try directory.fileNames()) == Set(kept))
    }
}
