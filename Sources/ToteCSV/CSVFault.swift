/// Why a file cannot be read as comma- or tab-separated values, and the line where that shows.
public struct CSVFault: Error, Equatable, Sendable {
    public let line: Int?
    public let reason: String

    init(line: Int?, _ reason: String) {
        self.line = line
        self.reason = reason
    }
}
