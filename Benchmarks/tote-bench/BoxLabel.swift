/// The number, title and location of the box an item is in.
struct BoxLabel: Encodable, Sendable {
    let number: Int
    let title: String
    let location: String?
}
