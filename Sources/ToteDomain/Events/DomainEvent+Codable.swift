import Foundation

extension DomainEvent {
    /// The names an event's parts are kept under, by `Codable` and by the stores' JSON text alike.
    public enum KeptKey: String, CodingKey {
        case id, occurredAt, box, item, change, author, batch
    }

    /// The time is kept as whole milliseconds since 1970, so a stored event reads back exactly equal.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: KeptKey.self)
        let milliseconds = try container.decode(Int64.self, forKey: .occurredAt)
        self.init(
            id: try container.decode(EventID.self, forKey: .id),
            occurredAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
            box: try container.decode(BoxReference.self, forKey: .box),
            item: try container.decodeIfPresent(ItemReference.self, forKey: .item),
            change: try container.decode(Change.self, forKey: .change),
            author: try container.decodeIfPresent(Author.self, forKey: .author),
            batch: try container.decodeIfPresent(EventBatch.self, forKey: .batch))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KeptKey.self)
        try container.encode(id, forKey: .id)
        try container.encode(Int64((occurredAt.timeIntervalSince1970 * 1000).rounded()), forKey: .occurredAt)
        try container.encode(box, forKey: .box)
        try container.encodeIfPresent(item, forKey: .item)
        try container.encode(change, forKey: .change)
        try container.encodeIfPresent(author, forKey: .author)
        try container.encodeIfPresent(batch, forKey: .batch)
    }
}
