/// A count with its noun in the right number: "1 box", "686 boxes".
struct Counted: CustomStringConvertible, Sendable {
    let count: Int
    let singular: String
    let plural: String

    init(_ count: Int, _ singular: String, _ plural: String) {
        self.count = count
        self.singular = singular
        self.plural = plural
    }

    var description: String { "\(count) \(count == 1 ? singular : plural)" }
}
