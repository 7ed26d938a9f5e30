/// What one run of the `tote` executable printed, and how it ended.
struct ToteRun: CustomStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// The first line written to standard error.
    var firstErrorLine: String {
        standardError.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    var description: String {
        "tote \(arguments.joined(separator: " ")) → \(status)\n\(standardOutput)\(standardError)"
    }
}
