import ToteDomain

/// A box as a list shows it: no items, just how many there are.
public struct BoxSummary: Hashable, Sendable {
    public let id: BoxID
    public let number: BoxNumber
    public let title: Title
    public let location: Location?
    public let note: Note?
    public let itemCount: Int
    /// Counts the stored changes of the box's own fields; a change can name it to be refused if it moved on.
    public let version: Int

    public init(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, itemCount: Int, version: Int = 1
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.location = location
        self.note = note
        self.itemCount = itemCount
        self.version = version
    }
}
