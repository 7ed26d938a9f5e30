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

/// Where an imported item goes, named by a path such as `Garage / Shelf 2 / Bin A`: the last level is the box (or
/// place) that holds it, the levels before the places (or boxes) that one is in, the outermost first. The same path
/// is the same container.
public struct ImportPlace: Hashable, Sendable {
    /// The levels of the path, the outermost first; never empty.
    public let levels: [Title]

    /// A path of at least one level.
    public init(levels: [Title]) {
        precondition(!levels.isEmpty, "a place has at least one level")
        self.levels = levels
    }

    /// The path as a file writes it: the levels joined by “ / ”.
    public var path: String { levels.map(\.text).joined(separator: " / ") }

    /// What the container that holds the item is called: the last level.
    public var title: Title { levels[levels.count - 1] }

    /// The levels before the last as one free-text location, as boxes made before places were found by; nil for a
    /// path of one level, or one too long to be a location.
    public var location: Location? {
        try? Location.optional(levels.dropLast().map(\.text).joined(separator: " / "))
    }

    /// The place the container is in: the path without its last level; nil for a path of one level.
    public var enclosing: ImportPlace? {
        levels.count > 1 ? ImportPlace(levels: Array(levels.dropLast())) : nil
    }
}
