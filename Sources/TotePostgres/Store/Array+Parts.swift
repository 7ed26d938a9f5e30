extension Array {
    /// The elements in order, in consecutive parts of at most `size` (at least one) each; none when empty.
    func parts(of size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { start in self[start..<Swift.min(start + size, count)] }
    }
}
