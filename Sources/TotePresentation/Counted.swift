/// A count with its noun in the right number: "1 box", "686 boxes", "3 items".
public struct Counted: CustomStringConvertible, Sendable {
    public let count: Int
    public let singular: String
    public let plural: String

    /// `plural` is the singular with an "s" unless given.
    public init(_ count: Int, _ singular: String, plural: String? = nil) {
        self.count = count
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    public var description: String { "\(count) \(count == 1 ? singular : plural)" }
}
