import Foundation

/// Where a command writes a long document as it is made: a file (written beside it under a temporary name and moved
/// into place when finished, so a failed export leaves no half file) or standard output.
public protocol CommandOutput: Sendable {
    func write(_ bytes: Data) throws
    /// Ends the document: the file takes its name.
    func finish() throws
    /// Gives the document up: a file's partial copy is removed.
    func abandon()
}

extension CommandOutput {
    public func write(_ text: String) throws {
        try write(Data(text.utf8))
    }
}

/// Shows how far long work has come, on standard error: one line redrawn on a terminal, with a bar when `percent` is
/// known, a line now and then otherwise; `isFinal` on the last report.
public typealias ProgressDisplay = @Sendable (_ line: String, _ percent: Int?, _ isFinal: Bool) -> Void
