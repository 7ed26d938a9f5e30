/// Numbers in runs, as people write a list of boxes or items short: 3, 5–9.
public enum NumberRuns {
    /// The runs of consecutive numbers, in order; each number once.
    public static func runs(_ numbers: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for value in numbers.sorted() {
            if let last = runs.last, value <= last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...max(last.upperBound, value)
            } else {
                runs.append(value...value)
            }
        }
        return runs
    }
}
