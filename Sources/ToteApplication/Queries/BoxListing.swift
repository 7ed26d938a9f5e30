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

    /// Text to filter by is trimmed; blank text filters nothing. Control characters are refused.
    public init(page: PageRequest, order: Order = .number, containing text: String? = nil) throws(ValidationError) {
        self.page = page
        self.order = order
        let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .controlCharacter(.searchText)
        }
        guard trimmed.count <= 200 else { throw .tooLong(.searchText, maximum: 200, actual: trimmed.count) }
        self.text = trimmed.isEmpty ? nil : trimmed
    }

    /// Every box, by number.
    public static func all(_ page: PageRequest) -> BoxListing {
        BoxListing(uncheckedPage: page)
    }

    private init(uncheckedPage page: PageRequest) {
        self.page = page
        order = .number
        text = nil
    }

    /// Whether a box with this title and location is listed: the text in either, ASCII letters in any case (as
    /// every store compares).
    public func includes(title: String, location: String?) -> Bool {
        guard let text else { return true }
        let wanted = Order.folded(text)
        return [title, location ?? ""].contains { Order.folded($0).contains(wanted) }
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
    static func folded(_ text: String) -> String {
        String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
