import Testing
import ToteDomain

@Suite("Event batches")
struct EventBatchTests {
    @Test(
        "a file's name from elsewhere is shown as its last part, without control or format characters, cut short",
        arguments: [
            ("homebox.csv", "homebox.csv"),
            ("C:\\Users\\robin\\Downloads\\export.csv", "export.csv"),
            ("/tmp/upload/../stock.tsv", "stock.tsv"),
            ("evil\u{202E}vsc.exe", "evilvsc.exe"),
            ("line\nbreak\u{0}.csv", "linebreak.csv"),
            ("  spaced  ", "spaced"),
            ("", "a file"),
            ("///", "a file"),
            ("\u{200B}", "a file"),
            (String(repeating: "é", count: 300), String(repeating: "é", count: EventBatch.maximumSourceLength)),
        ])
    func sourceName(_ sent: String, _ shown: String) {
        #expect(EventBatch.sourceName(sent) == shown)
    }

    @Test("no name is shown as a file")
    func noName() {
        #expect(EventBatch.sourceName(nil) == "a file")
    }

    @Test("only the last event of a batch, which carries its summary, is an entry of the inventory's history")
    func entries() throws {
        let event = DomainEvent(
            id: .random(), occurredAt: .now,
            box: BoxReference(id: .random(), number: try BoxNumber(1), title: try Title("Hall")), item: nil,
            change: .boxRemoved)
        let batch = EventBatch(id: .random(), source: "a.csv")

        #expect(event.isHistoryEntry)
        #expect(!event.batched(in: batch).isHistoryEntry)
        #expect(
            event.batched(in: batch.closing(with: .init(boxesAdded: 0, itemsAdded: 0, itemsChanged: 1))).isHistoryEntry)
    }
}
