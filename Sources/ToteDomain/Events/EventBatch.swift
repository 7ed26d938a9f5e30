import Foundation

/// The one act of a person an event was made by when that act made many, such as importing a file: the inventory's
/// history tells the whole batch as one entry, in the place of its last event, and the entry opens to every event of
/// it.
public struct EventBatch: Hashable, Sendable, Codable {
    /// What a whole batch did, kept on its last event.
    public struct Summary: Hashable, Sendable, Codable {
        public let boxesAdded: Int
        public let itemsAdded: Int
        public let itemsChanged: Int

        public init(boxesAdded: Int, itemsAdded: Int, itemsChanged: Int) {
            self.boxesAdded = boxesAdded
            self.itemsAdded = itemsAdded
            self.itemsChanged = itemsChanged
        }
    }

    /// The longest source name kept; a longer one is cut.
    public static let maximumSourceLength = 120

    public let id: UUID
    /// What the changes came from, as shown: the name of the imported file.
    public let source: String
    /// On the batch's last event, which stands for the whole batch in the inventory's history: what the batch did.
    /// Nil on every other event of it.
    public let summary: Summary?

    public init(id: UUID, source: String, summary: Summary? = nil) {
        self.id = id
        self.source = source
        self.summary = summary
    }

    /// The mark of the batch's last event, which tells what the whole batch did.
    public func closing(with summary: Summary) -> EventBatch {
        EventBatch(id: id, source: source, summary: summary)
    }

    /// The name a file sent from elsewhere is shown by: its last path component, without control or format
    /// characters, cut to ``maximumSourceLength`` characters; "a file" when nothing is left.
    public static func sourceName(_ name: String?) -> String {
        let last = (name ?? "").split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let shown = String(
            String.UnicodeScalarView(
                last.unicodeScalars.filter {
                    ![.control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse]
                        .contains($0.properties.generalCategory)
                })
        ).trimmingCharacters(in: .whitespaces)
        return shown.isEmpty ? "a file" : String(shown.prefix(maximumSourceLength))
    }
}

extension DomainEvent {
    /// Whether the event is an entry of the inventory's history: one made on its own, or the last of its batch,
    /// which stands for the whole batch.
    public var isHistoryEntry: Bool { batch.map { $0.summary != nil } ?? true }
}
