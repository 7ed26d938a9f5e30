import Testing

@testable import ToteCLI

@Suite("Text table")
struct TextTableTests {
    @Test("aligns columns by display width, numbers to the right")
    func aligns() {
        // Given rows with emoji and CJK titles
        let table = TextTable(
            columns: [.fixed("Box"), .flexible("Title"), .fixed("Items")],
            rows: [["#1", "Kitchen 🍳", "2"], ["#12", "書籍", "10"]])

        // When
        let lines = table.lines

        // Then every cell starts in the same column on a terminal
        #expect(lines == ["Box  Title       Items", " #1  Kitchen 🍳      2", "#12  書籍           10"])
    }

    @Test("shares the width between flexible columns and truncates only what does not fit")
    func fitsTheWidth() {
        // Given a long title and a short location, in a table 40 columns wide
        let table = TextTable(
            columns: [.fixed("Box"), .flexible("Title"), .flexible("Location"), .fixed("Items")],
            rows: [["#1", String(repeating: "Long title ", count: 10), "Attic", "3"]],
            width: 40)

        // When
        let lines = table.lines

        // Then the short column keeps its width, the long one is cut with an ellipsis, and no line is wider
        #expect(lines.allSatisfy { $0.terminalColumns <= 40 })
        #expect(lines[1].contains("Attic"))
        #expect(lines[1].contains("…"))
    }

    @Test("keeps every line of an 80-column table within 80 columns, whatever the script")
    func eightyColumns() {
        let titles = [
            String(repeating: "箱", count: 120), String(repeating: "📦", count: 90), String(repeating: "x", count: 200),
        ]
        let table = TextTable(
            columns: [.fixed("Item"), .flexible("Title"), .fixed("Qty"), .flexible("Box")],
            rows: titles.map { ["#999999", $0, "1000000", "#12 " + $0] })

        #expect(table.lines.allSatisfy { $0.terminalColumns <= 80 })
    }
}
