/// How a change is kept, said once: its kind's name and its values by label. `Codable` (the property-list store) and
/// the stores' JSON text both write ``DomainEvent/Change/keptValues`` and read ``DomainEvent/Change/init(kind:kept:)``;
/// the two switches are exhaustive, so a new kind of change does not compile until it is kept and read back.
extension DomainEvent.Change {
    /// One value of a kept change: text, a whole number, or the box an item came from.
    public enum KeptValue: Hashable, Sendable, Codable {
        case text(String)
        case number(Int)
        case box(BoxReference)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .box(try container.decode(BoxReference.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .box(let box): try container.encode(box)
            }
        }
    }

    /// The change's values with their labels, in the order of the labels; an absent one is left out.
    public var keptValues: [(label: String, value: KeptValue)] {
        let values: [(String, KeptValue?)] =
            switch self {
            case .boxProvisioned(let title, let location, let note, let kind):
                [
                    ("kind", kind == .box ? nil : .text(kind.rawValue)), ("location", text(location)),
                    ("note", text(note)), ("title", text(title)),
                ]
            case .boxRenamed(let from, let to): [("from", text(from)), ("to", text(to))]
            case .boxRelocated(let from, let to): [("from", text(from)), ("to", text(to))]
            case .boxNoteChanged(let from, let to): [("from", text(from)), ("to", text(to))]
            case .boxRoomChanged(let from, let to): [("from", text(from)), ("to", text(to))]
            case .boxStatusChanged(let from, let to): [("from", .text(from.rawValue)), ("to", .text(to.rawValue))]
            case .boxMarked(let mark), .boxUnmarked(let mark): [("mark", .text(mark.rawValue))]
            case .boxMoved(let from, let to): [("from", from.map(KeptValue.box)), ("to", to.map(KeptValue.box))]
            case .boxRemoved, .boxRestored, .itemRemoved, .itemRestored: []
            case .itemProvisioned(let title, let quantity, let note):
                [("note", text(note)), ("quantity", .number(quantity.value)), ("title", text(title))]
            case .itemRenamed(let from, let to): [("from", text(from)), ("to", text(to))]
            case .itemRequantified(let from, let to): [("from", .number(from.value)), ("to", .number(to.value))]
            case .itemNoteChanged(let from, let to): [("from", text(from)), ("to", text(to))]
            case .itemMoved(let from): [("from", .box(from))]
            }
        return values.compactMap { label, value in value.map { (label, $0) } }
    }

    /// Reads a kept change of `kind` from its values, checking kept text again by the rules of today.
    public init(kind: DomainEvent.Kind, kept values: [String: KeptValue]) throws {
        let kept = KeptValues(kind: kind, values: values)
        self =
            switch kind {
            case .boxProvisioned:
                .boxProvisioned(
                    title: try kept.text("title"), location: try kept.optionalText("location"),
                    note: try kept.note("note"), kind: try kept.optionalNamed("kind") ?? .box)
            case .boxRenamed: .boxRenamed(from: try kept.text("from"), to: try kept.text("to"))
            case .boxRelocated:
                .boxRelocated(from: try kept.optionalText("from"), to: try kept.optionalText("to"))
            case .boxNoteChanged: .boxNoteChanged(from: try kept.note("from"), to: try kept.note("to"))
            case .boxRoomChanged:
                .boxRoomChanged(from: try kept.optionalText("from"), to: try kept.optionalText("to"))
            case .boxStatusChanged: .boxStatusChanged(from: try kept.named("from"), to: try kept.named("to"))
            case .boxMarked: .boxMarked(mark: try kept.named("mark"))
            case .boxUnmarked: .boxUnmarked(mark: try kept.named("mark"))
            case .boxMoved: .boxMoved(from: try kept.optionalBox("from"), to: try kept.optionalBox("to"))
            case .boxRemoved: .boxRemoved
            case .boxRestored: .boxRestored
            case .itemProvisioned:
                .itemProvisioned(
                    title: try kept.text("title"), quantity: try kept.quantity("quantity"), note: try kept.note("note"))
            case .itemRenamed: .itemRenamed(from: try kept.text("from"), to: try kept.text("to"))
            case .itemRequantified:
                .itemRequantified(from: try kept.quantity("from"), to: try kept.quantity("to"))
            case .itemNoteChanged: .itemNoteChanged(from: try kept.note("from"), to: try kept.note("to"))
            case .itemMoved: .itemMoved(from: try kept.box("from"))
            case .itemRemoved: .itemRemoved
            case .itemRestored: .itemRestored
            }
    }

    /// Kept as `{"<kind's name>": {"<label>": value, …}}`, the labels in order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ChangeKey.self)
        var values = container.nestedContainer(keyedBy: ChangeKey.self, forKey: ChangeKey(kind.keptName))
        for (label, value) in keptValues {
            try values.encode(value, forKey: ChangeKey(label))
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ChangeKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first,
            let kind = DomainEvent.Kind.allCases.first(where: { $0.keptName == key.stringValue })
        else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "a kept change is one kind of change, named as Tote names them"))
        }
        let nested = try container.nestedContainer(keyedBy: ChangeKey.self, forKey: key)
        var values: [String: KeptValue] = [:]
        for label in nested.allKeys {
            values[label.stringValue] = try nested.decode(KeptValue.self, forKey: label)
        }
        try self.init(kind: kind, kept: values)
    }

    private func text(_ value: (some CustomStringConvertible)?) -> KeptValue? {
        value.map { .text($0.description) }
    }
}

extension DomainEvent.Kind {
    /// The name a change of this kind is kept under: the name of its case, as in `boxProvisioned`.
    public var keptName: String { String(describing: self) }
}

/// A label of a kept change, or the name of its kind.
private struct ChangeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The values of one kept change, read by the type each label holds; a missing or mistyped value is named.
private struct KeptValues {
    typealias KeptValue = DomainEvent.Change.KeptValue

    let kind: DomainEvent.Kind
    let values: [String: KeptValue]

    func text<Text: ValidatedText>(_ label: String) throws -> Text {
        try Text(stored: string(label))
    }

    func optionalText<Text: ValidatedText>(_ label: String) throws -> Text? {
        guard values[label] != nil else { return nil }
        return try Text(stored: string(label))
    }

    func note(_ label: String) throws -> Note? {
        guard values[label] != nil else { return nil }
        guard let note = try Note.optional(stored: string(label)) else { throw ValidationError.empty(.note) }
        return note
    }

    func named<Name: RawRepresentable<String>>(_ label: String) throws -> Name {
        guard let name = Name(rawValue: try string(label)) else { throw mistyped(label) }
        return name
    }

    func optionalNamed<Name: RawRepresentable<String>>(_ label: String) throws -> Name? {
        guard values[label] != nil else { return nil }
        return try named(label)
    }

    func quantity(_ label: String) throws -> Quantity {
        guard case .number(let number) = values[label] else { throw mistyped(label) }
        return try Quantity(number)
    }

    func box(_ label: String) throws -> BoxReference {
        guard case .box(let box) = values[label] else { throw mistyped(label) }
        return box
    }

    func optionalBox(_ label: String) throws -> BoxReference? {
        guard values[label] != nil else { return nil }
        return try box(label)
    }

    private func string(_ label: String) throws -> String {
        guard case .text(let text) = values[label] else { throw mistyped(label) }
        return text
    }

    private func mistyped(_ label: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "the kept \(kind.keptName) has no fit value for \(label)"))
    }
}
