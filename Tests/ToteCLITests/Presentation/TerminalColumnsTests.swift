import Testing

@testable import ToteCLI

@Suite("Terminal columns")
struct TerminalColumnsTests {
    @Test(
        "counts East Asian wide characters and emoji as two columns",
        arguments: [
            ("Kettle", 6), ("Café", 4), ("書籍", 4), ("箱 12", 5), ("한국어", 6), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4),
            ("📦", 2), ("🇫🇷", 2), ("👩‍👩‍👧", 2), ("❤️", 2), ("1️⃣", 2), ("مطبخ", 4), ("שלום", 4), ("e\u{301}", 1),
            ("\u{200F}", 0), ("", 0),
        ])
    func columns(text: String, expected: Int) {
        // Given a title in some script; When its width is measured; Then it is the columns a terminal uses
        #expect(text.terminalColumns == expected)
    }

    @Test("truncates to the columns with an ellipsis, never splitting a wide character")
    func truncates() {
        // Given a line of CJK characters, two columns each
        let title = "書籍と雑誌"

        // When it is cut to 6 and to 5 columns
        let six = TerminalText.truncated(title, toColumns: 6)
        let five = TerminalText.truncated(title, toColumns: 5)

        // Then the ellipsis takes the last column and a wide character never straddles the edge
        #expect(six == "書籍…")
        #expect(six.terminalColumns == 5)
        #expect(five == "書籍…")
    }

    @Test("leaves text that fits as it is, and pads it to the width on the chosen side")
    func pads() {
        #expect(TerminalText.truncated("Kettle", toColumns: 6) == "Kettle")
        #expect(TerminalText.fitted("📦", toColumns: 4, alignment: .leading) == "📦  ")
        #expect(TerminalText.fitted("#3", toColumns: 4, alignment: .trailing) == "  #3")
        #expect(TerminalText.fitted("Kettles", toColumns: 6, alignment: .leading) == "Kettl…")
    }
}
