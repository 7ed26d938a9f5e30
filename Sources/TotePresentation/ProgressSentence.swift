/// How far long work has come, in words: "12,000 of 1,000,000 rows (1%)", or "12,000 rows" while the total is not
/// known.
public enum ProgressSentence {
    public static func text(done: Int, total: Int?, unit: String) -> String {
        guard let total else { return "\(Counted.grouped(done)) \(unit)" }
        return "\(Counted.grouped(done)) of \(Counted.grouped(total)) \(unit) (\(percent(done: done, total: total))%)"
    }

    /// The share done, in whole percent rounded down: 100 only when all is done.
    public static func percent(done: Int, total: Int) -> Int {
        total <= 0 ? 100 : min(100, done * 100 / total)
    }
}
