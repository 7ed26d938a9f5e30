/// How far long work has come, in words: "12,000 of 1,000,000 rows (1%)", or "12,000 rows" while the total is not
/// known.
public enum ProgressSentence {
    public static func text(done: Int, total: Int?, unit: String) -> String {
        guard let total else { return "\(Counted.grouped(done)) \(unit)" }
        return "\(Counted.grouped(done)) of \(Counted.grouped(total)) \(unit) (\(percent(done: done, total: total))%)"
    }

    /// How fast it goes and, with a total, about how long is left: "4,100 rows/s, about 46 s left"; nil before a
    /// second has passed or anything was done, when neither can be told.
    public static func pace(done: Int, total: Int?, unit: String, seconds: Double) -> String? {
        guard seconds >= 1, done > 0 else { return nil }
        let rate = Double(done) / seconds
        let speed = "\(Counted.grouped(Int(rate.rounded()))) \(unit)/s"
        guard let total, total > done else { return speed }
        let left = Double(total - done) / rate
        return speed + (left < 1 ? ", almost done" : ", about " + duration(left) + " left")
    }

    /// "in 48 s", "in 3 min 20 s": how long the whole took, for the last line.
    public static func took(seconds: Double) -> String {
        "in " + duration(seconds)
    }

    /// "under a second", "46 s", "3 min 20 s", "2 h 5 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        switch whole {
        case ..<1: return "under a second"
        case ..<60: return "\(whole) s"
        case ..<3600: return "\(whole / 60) min" + (whole % 60 == 0 ? "" : " \(whole % 60) s")
        default: return "\(whole / 3600) h" + (whole % 3600 / 60 == 0 ? "" : " \(whole % 3600 / 60) min")
        }
    }

    /// The share done, in whole percent rounded down: 100 only when all is done.
    public static func percent(done: Int, total: Int) -> Int {
        total <= 0 ? 100 : min(100, done * 100 / total)
    }
}
