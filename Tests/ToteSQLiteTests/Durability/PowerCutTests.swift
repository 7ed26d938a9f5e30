import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

@Suite("What was acknowledged survives a power cut")
struct PowerCutTests {
    /// Adds `count` items, one acknowledged change each, then cuts the power with the store still open: the folder
    /// as its disk holds it is opened anew, and the items found there counted.
    static func itemsAfterPowerCut(adding count: Int, durability: Durability, keepingAnswers: Bool = false)
        async throws -> Int
    {
        try await TemporaryDirectory.with { temporary in
            let folder = temporary.url
            let live = folder.appendingPathComponent("live")
            try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
            PowerCut.watch(live.path)
            let store = try await SQLiteStore.open(
                at: live.appendingPathComponent("tote.sqlite").path, durability: durability)
            let driver = try await StoreDriver.driving(store)
            let box = try await driver.addBox("Kitchen", items: [])
            let answers = store.sharedAnswers()
            for number in 1...count {
                if keepingAnswers {
                    // Each change answered under a key, its answer kept without waiting for the disk.
                    _ = try await answers.claim("key-\(number)", of: "robin", fingerprint: 1, at: Date())
                    try await answers.settle(
                        "key-\(number)", of: "robin", with: KeptAnswer(status: 201, headers: [], body: []))
                }
                try await driver.addItem("Item \(number)", to: box)
            }
            let image = PowerCut.image(of: live.path)

            let after = folder.appendingPathComponent("after")
            try FileManager.default.createDirectory(at: after, withIntermediateDirectories: true)
            for (name, bytes) in image where !name.hasSuffix("-shm") {
                try Data(bytes).write(to: after.appendingPathComponent(name))
            }
            let reopened = try await StoreDriver.open(at: after.appendingPathComponent("tote.sqlite").path)
            return (try? await reopened.useCases.queries.showBox(box).items.totalCount) ?? 0
        }
    }

    @Test("with every commit flushed before it is acknowledged, none of 200 changes is lost")
    func everyCommit() async throws {
        #expect(try await Self.itemsAfterPowerCut(adding: 200, durability: .everyCommit) == 200)
    }

    @Test("answers to keyed changes, kept without waiting for the disk, leave every change flushed")
    func keptAnswers() async throws {
        #expect(try await Self.itemsAfterPowerCut(adding: 200, durability: .everyCommit, keepingAnswers: true) == 200)
    }

    @Test("with commits flushed only at checkpoints, the test sees changes lost: it can tell")
    func atCheckpoints() async throws {
        #expect(try await Self.itemsAfterPowerCut(adding: 200, durability: .atCheckpoints) < 200)
    }
}
