import TotePresentation
import ToteSQLite

/// Tells the person at the command line how far building the search index of an older store has come, on standard
/// error as every long work's progress is shown (``ProgressLine``).
enum IndexProgressLine {
    static func standardError() -> SearchIndexProgress {
        let show = ProgressLine.standardError()
        return { indexed, total in
            show(
                "Building the search index: \(Counted.grouped(indexed)) of "
                    + Counted(total, "box or item", plural: "boxes and items").description,
                ProgressSentence.percent(done: indexed, total: total), indexed == total)
        }
    }
}
