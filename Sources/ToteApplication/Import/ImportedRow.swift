import ToteDomain

/// One row of a file being imported, read and checked: an item and the place it goes in.
public struct ImportedRow: Sendable, Equatable {
    /// The line of the file the row starts on.
    public let line: Int
    /// The reference the file gives the item to find it again on the next import; nil when it gives none.
    public let reference: String?
    public let place: ImportPlace
    public let title: Title
    public let quantity: Quantity
    public let note: Note?

    public init(
        line: Int, reference: String?, place: ImportPlace, title: Title, quantity: Quantity, note: Note?
    ) {
        self.line = line
        self.reference = reference
        self.place = place
        self.title = title
        self.quantity = quantity
        self.note = note
    }
}

/// Where an imported item goes: a box, found again by the path it came from.
public struct ImportPlace: Hashable, Sendable {
    /// Names the place in the file, such as `Garage / Shelf 2 / Bin A`: the same path is the same box.
    public let path: String
    public let title: Title
    public let location: Location?

    public init(path: String, title: Title, location: Location?) {
        self.path = path
        self.title = title
        self.location = location
    }
}
