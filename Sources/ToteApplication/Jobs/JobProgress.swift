/// How far long work has come: units done of the units in all, when that is known.
public struct JobProgress: Sendable, Equatable, Codable {
    public enum Unit: String, Sendable, Codable {
        case rows, bytes
    }

    public var done: Int
    /// Nil while the work does not know how much there is.
    public var total: Int?
    public var unit: Unit

    public init(done: Int = 0, total: Int? = nil, unit: Unit) {
        self.done = done
        self.total = total
        self.unit = unit
    }
}
