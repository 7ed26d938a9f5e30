/// Names a box as it was when something happened to it.
public struct BoxReference: Hashable, Sendable, Codable {
    public let id: BoxID
    public let number: BoxNumber
    public let title: Title

    public init(id: BoxID, number: BoxNumber, title: Title) {
        self.id = id
        self.number = number
        self.title = title
    }
}
