import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteCLI

@Suite("History text presenter")
struct HistoryTextPresenterTests {
    @Test("prints one line per event in local time, newest first as given, then the page line")
    func lines() throws {
        // Given two events at 12:03 UTC, shown in Paris (UTC+2 in May)
        let kitchen = try ReadModels.boxReference(12, "Kitchen")
        let entries = [
            ReadModels.entry(2, .boxRenamed(from: try Title("Kitchen"), to: try Title("Kitchen stuff")), box: kitchen),
            ReadModels.entry(
                1, .boxProvisioned(title: try Title("Kitchen"), location: nil, note: nil, kind: .box), box: kitchen),
        ]
        let presenter = HistoryTextPresenter(timeZone: try #require(TimeZone(identifier: "Europe/Paris")))

        // When
        let lines = presenter.lines(for: try ReadModels.page(entries, number: 1, size: 2, total: 3), box: nil)

        // Then
        #expect(
            lines == [
                "2025-05-02 14:03  renamed box #12 from “Kitchen” to “Kitchen stuff”",
                "2025-05-02 14:03  added box #12 Kitchen",
                "",
                "Page 1 of 2 (3 events)",
            ])
    }

    @Test("says when nothing has happened yet")
    func empty() throws {
        let presenter = HistoryTextPresenter(timeZone: .gmt)
        let page = try ReadModels.page([HistoryEntry]())

        #expect(
            presenter.lines(for: page, box: nil) == ["Nothing has happened yet. Add a box with: tote box add TITLE"])
        #expect(presenter.lines(for: page, box: try BoxNumber(4)) == ["Nothing has happened to box #4 yet."])
    }

    @Test("cuts very long titles so that an event stays about one line")
    func longTitles() throws {
        let kitchen = try ReadModels.boxReference(12, "Kitchen")
        let long = try Title(String(repeating: "a", count: 200))
        let entry = ReadModels.entry(1, .boxRenamed(from: long, to: try Title("Short")), box: kitchen)

        let lines = HistoryTextPresenter(timeZone: .gmt).lines(for: try ReadModels.page([entry]), box: nil)

        #expect(
            lines.first == "2025-05-02 12:03  renamed box #12 from “\(String(repeating: "a", count: 39))…” to “Short”")
    }
}
