extension [Duration] {
    /// The median of the durations, in microseconds.
    var medianMicroseconds: Double {
        let sorted = sorted()
        let middle = sorted.count / 2
        let median = sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        return Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) / 1e12
    }
}
