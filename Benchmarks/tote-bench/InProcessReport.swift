/// What `tote-bench inprocess` prints: the medians of every operation, both ways.
struct InProcessReport: Encodable {
    let iterations: Int
    let operations: [OperationMedians]
}
