import Foundation
import TotePresentation
import ToteSQLite

/// Tells the person at the command line how far building the search index of an older store has come: one line
/// redrawn on a terminal, a line per report otherwise.
enum IndexProgressLine {
    static func standardError() -> SearchIndexProgress {
        let isTerminal = isatty(STDERR_FILENO) == 1
        return { indexed, total in
            let line =
                "Building the search index: \(Counted.grouped(indexed)) of \(Counted(total, "box or item", plural: "boxes and items"))"
            let text = isTerminal ? "\r" + line + (indexed == total ? "\n" : "") : line + "\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
