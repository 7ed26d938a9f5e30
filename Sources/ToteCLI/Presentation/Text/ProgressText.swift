import ToteApplication
import TotePresentation

/// A job's progress in words: "Exporting items: 12,000 of 1,000,000 rows (1%)".
enum ProgressText {
    static func line(_ label: String, _ progress: JobProgress) -> String {
        let unit = progress.unit.rawValue
        guard let total = progress.total else { return "\(label): \(Counted.grouped(progress.done)) \(unit)" }
        let percent = Int(((progress.fraction ?? 0) * 100).rounded(.down))
        return "\(label): \(Counted.grouped(progress.done)) of \(Counted.grouped(total)) \(unit) (\(percent)%)"
    }
}
