/// A file Tote cannot import, with where in it and why; nothing of it was imported.
public struct ImportError: CorrectableError, Equatable {
    /// The line of the file, when the fault is on one.
    public let line: Int?
    /// The column or JSON key the fault is in, when it is in one.
    public let field: String?
    public let reason: String

    public init(line: Int? = nil, field: String? = nil, _ reason: String) {
        self.line = line
        self.field = field
        self.reason = reason
    }

    public var description: String {
        let place = [line.map { "line \($0)" }, field].compactMap { $0 }.joined(separator: ", ")
        return (place.isEmpty ? "" : place + ": ") + reason + "; nothing was imported"
    }
}
