/// What one run of the command line printed, and the status it ends with.
public struct CommandLineResult: Hashable, Sendable {
    /// 0 on success, 1 when the command failed, the parser's status for a malformed command line.
    public let status: Int32
    public let standardOutput: String
    public let standardError: String

    public init(status: Int32, standardOutput: String, standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
