/// The number and title that name the box an item is in.
struct BoxLabel: Encodable, Sendable {
    let number: Int
    let title: String
}
