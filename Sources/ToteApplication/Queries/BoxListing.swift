import ToteDomain

/// Which boxes a list shows, in which order: all of them by number, or those whose title or location contains a
/// text, sorted by what a person looks for.
public struct BoxListing: Sendable, Equatable {
    public enum Order: String, Sendable, CaseIterable {
        /// By number, as written on the boxes.
        case number
        /// By title, A to Z, then by number.
        case title
        /// By location, A to Z, boxes without one last, then by number.
        case location
        /// Those holding the most items first, then by number.
        case fullest
    }

    public var page: PageRequest
    public var order: Order
    /// Text the title or location must contain, ignoring case; nil for every box.
    public var text: String?
    /// Only boxes for this room, of this status, with this mark, or with these numbers; nil for any.
    public var room: Room?
    public var status: PackingStatus?
    public var mark: BoxMark?
    public var numbers: [BoxNumber]?

    /// Text to filter by is trimmed; blank text filters nothing. Control characters are refused.
    public init(page: PageRequest, order: Order = .number, containing text: String? = nil) throws(ValidationError) {
        self.page = page
        self.order = order
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacter(.searchText)
        }
        guard trimmed.count <= 200 else { throw .tooLong(.searchText, maximum: 200, actual: trimmed.count) }
        if !trimmed.isEmpty { try TextRules.checkCharacters(trimmed, field: .searchText) }
        self.text = trimmed.isEmpty ? nil : trimmed
    }

    /// Every box, by number.
    public static func all(_ page: PageRequest) -> BoxListing {
        BoxListing(uncheckedPage: page)
    }

    /// The boxes with these numbers, by number.
    public init(page: PageRequest, numbers: [BoxNumber]) {
        self.init(uncheckedPage: page)
        self.numbers = numbers
    }

    /// The boxes with these numbers on one page, as many as a page holds: what a change to them shows after.
    public static func changed(_ numbers: [BoxNumber]) throws(ValidationError) -> BoxListing {
        BoxListing(
            page: try PageRequest(size: min(max(numbers.count, 1), PageRequest.sizes.upperBound)), numbers: numbers)
    }

    private init(uncheckedPage page: PageRequest) {
        self.page = page
        order = .number
        text = nil
    }

    /// Narrows the listing to a room, a status and a mark as typed; blank text narrows nothing. Throws
    /// ``ValidationError`` for a room too long or a status or mark there is no such thing as.
    public mutating func narrow(room: String?, status: String?, mark: String?) throws(ValidationError) {
        func typed(_ text: String?) -> String? {
            text.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        self.room = try typed(room).map { text throws(ValidationError) in try Room(text) }
        self.status = try typed(status).map { text throws(ValidationError) in try PackingStatus(parsing: text) }
        self.mark = try typed(mark).map { text throws(ValidationError) in try BoxMark(parsing: text) }
    }

    /// Whether a box is listed: the text in its title or location and its room, ASCII letters in any case (as
    /// every store compares), and its status, mark and number as asked.
    public func includes(_ box: BoxSummary) -> Bool {
        if let room, box.room.map({ Order.folded($0.text) }) != Order.folded(room.text) { return false }
        if let status, box.status != status { return false }
        if let mark, !box.marks.contains(mark) { return false }
        if let numbers, !numbers.contains(box.number) { return false }
        guard let text else { return true }
        let wanted = Order.folded(text)
        return [box.title.text, box.location?.text ?? ""].contains { Order.folded($0).contains(wanted) }
    }
}

extension BoxListing.Order {
    /// The order as a comparison of two summaries, as every store sorts: text compared with ASCII letters folded to
    /// lower case (as SQLite's NOCASE does), ties broken by number.
    public func areInIncreasingOrder(_ lhs: BoxSummary, _ rhs: BoxSummary) -> Bool {
        switch self {
        case .number:
            return lhs.number < rhs.number
        case .title:
            let (left, right) = (Self.folded(lhs.title.text), Self.folded(rhs.title.text))
            return left != right ? Array(left.utf8).lexicographicallyPrecedes(right.utf8) : lhs.number < rhs.number
        case .location:
            switch (lhs.location, rhs.location) {
            case (nil, nil): return lhs.number < rhs.number
            case (nil, _): return false
            case (_, nil): return true
            case (let left?, let right?):
                let (a, b) = (Self.folded(left.text), Self.folded(right.text))
                return a != b ? Array(a.utf8).lexicographicallyPrecedes(b.utf8) : lhs.number < rhs.number
            }
        case .fullest:
            return lhs.itemCount != rhs.itemCount ? lhs.itemCount > rhs.itemCount : lhs.number < rhs.number
        }
    }

    /// The text with ASCII letters in lower case, compared by its UTF-8 bytes as SQLite compares.
    public static func folded(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
