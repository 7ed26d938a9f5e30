import ToteApplication
import ToteDomain

/// How boxes and items are named in sentences: "#12 Kitchen".
enum LabelText {
    /// Titles inside sentences are cut to this many columns so that one event stays about one line.
    static let titleColumns = 40

    static func title(_ title: Title) -> String {
        TerminalText.truncated(title.text, toColumns: titleColumns)
    }

    static func box(_ number: BoxNumber, _ title: Title) -> String {
        "\(number) \(self.title(title))"
    }

    static func box(_ label: ItemSummary.BoxLabel) -> String {
        box(label.number, label.title)
    }

    static func box(_ reference: BoxReference) -> String {
        box(reference.number, reference.title)
    }

    static func item(_ reference: ItemReference) -> String {
        "\(reference.number) \(title(reference.title))"
    }

    /// Quoted, for sentences that name an old and a new title.
    static func quoted(_ title: Title) -> String {
        "“\(self.title(title))”"
    }
}
