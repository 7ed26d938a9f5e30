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
        for other in [
            "tote-20270115-080001.sqlite", "tote.sqlite", ".tote.plist.\(UUID().uuidString).partial",
            "tote-12-upload", "tote-12-upload-not-a-uuid", ".x.tote-12-\(UUID().uuidString).partial.keep",
            "tote-99999999999-upload-\(UUID().uuidString)",
        ] {
            #expect(TemporaryName.process(of: other) == nil, "\(other)")
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
