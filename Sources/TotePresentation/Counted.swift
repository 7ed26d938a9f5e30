/// A count with its noun in the right number, its thousands grouped: "1 box", "686 boxes", "12,500 items"; or a
/// count that stopped at a bound: "1,000+ matches".
public struct Counted: CustomStringConvertible, Sendable {
    public let count: Int
    public let singular: String
    public let plural: String
    /// Whether there are more than `count`, which was where counting stopped.
    public let isAtLeast: Bool

    /// `plural` is the singular with an "s" unless given.
    public init(_ count: Int, _ singular: String, plural: String? = nil, atLeast isAtLeast: Bool = false) {
        self.count = count
        self.singular = singular
        self.plural = plural ?? singular + "s"
        self.isAtLeast = isAtLeast
    }

    public var description: String {
        "\(Self.grouped(count))\(isAtLeast ? "+" : "") \(count == 1 && !isAtLeast ? singular : plural)"
    }

    /// A whole number with its thousands grouped by commas: "1,000,000".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
            digits.dropFirst(max(0, end - 3)).prefix(end - max(0, end - 3))
        }
        return (number < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
