import Foundation

/// What is in a box, as its label lists it: the first of its items, each with its quantity, and how many more there
/// are than the label lists.
public struct LabelContents: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public let title: String
        public let quantity: Int

        public init(title: String, quantity: Int) {
            self.title = title
            self.quantity = quantity
        }

        /// `3 × Mugs`, or `Kettle` for one.
        var text: String { quantity == 1 ? title : "\(quantity) × \(title)" }
    }

    public let entries: [Entry]
    /// The items of the box not among ``entries``.
    public let unlisted: Int

    public init(entries: [Entry], unlisted: Int) {
        self.entries = entries
        self.unlisted = max(0, unlisted)
    }

    /// The most items a label lists; a box with more says how many more.
    public static let mostListed = 500

    /// Reads how many items to list on each label: a whole number from 0 (none) to ``mostListed``, or `all` for
    /// ``mostListed``.
    public static func count(parsing text: String) throws(LabelError) -> Int {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "all" { return mostListed }
        guard !trimmed.isEmpty, trimmed.utf8.count <= 3, trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let count = Int(trimmed), count <= mostListed
        else { throw .unreadableContents(text) }
        return count
    }
}
