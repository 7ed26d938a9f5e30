extension DomainEvent {
    /// What changed, with the values a reader of the history needs.
    public enum Change: Hashable, Sendable, Codable {
        case boxProvisioned(title: Title, location: Location?, note: Note?, kind: BoxKind)
        case boxRenamed(from: Title, to: Title)
        case boxRelocated(from: Location?, to: Location?)
        case boxNoteChanged(from: Note?, to: Note?)
        case boxRoomChanged(from: Room?, to: Room?)
        case boxStatusChanged(from: PackingStatus, to: PackingStatus)
        case boxMarked(mark: BoxMark)
        case boxUnmarked(mark: BoxMark)
        /// The box was packed into another, taken out of one (`to` nil), or both.
        case boxMoved(from: BoxReference?, to: BoxReference?)
        case boxRemoved
        /// A removed box came back, as it was, by undoing its removal.
        case boxRestored
        case itemProvisioned(title: Title, quantity: Quantity, note: Note?)
        case itemRenamed(from: Title, to: Title)
        case itemRequantified(from: Quantity, to: Quantity)
        case itemNoteChanged(from: Note?, to: Note?)
        case itemMoved(from: BoxReference)
        case itemRemoved
        /// A removed item came back, as it was, by undoing its removal.
        case itemRestored

        public var kind: Kind {
            switch self {
            case .boxProvisioned: .boxProvisioned
            case .boxRenamed: .boxRenamed
            case .boxRelocated: .boxRelocated
            case .boxNoteChanged: .boxNoteChanged
            case .boxRoomChanged: .boxRoomChanged
            case .boxStatusChanged: .boxStatusChanged
            case .boxMarked: .boxMarked
            case .boxUnmarked: .boxUnmarked
            case .boxMoved: .boxMoved
            case .boxRemoved: .boxRemoved
            case .boxRestored: .boxRestored
            case .itemProvisioned: .itemProvisioned
            case .itemRenamed: .itemRenamed
            case .itemRequantified: .itemRequantified
            case .itemNoteChanged: .itemNoteChanged
            case .itemMoved: .itemMoved
            case .itemRemoved: .itemRemoved
            case .itemRestored: .itemRestored
            }
        }
    }

    /// The stable name of each kind of change, as stored and as shown in JSON.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case boxProvisioned = "box.provisioned"
        case boxRenamed = "box.renamed"
        case boxRelocated = "box.relocated"
        case boxNoteChanged = "box.note-changed"
        case boxRoomChanged = "box.room-changed"
        case boxStatusChanged = "box.status-changed"
        case boxMarked = "box.marked"
        case boxUnmarked = "box.unmarked"
        case boxMoved = "box.moved"
        case boxRemoved = "box.removed"
        case boxRestored = "box.restored"
        case itemProvisioned = "item.provisioned"
        case itemRenamed = "item.renamed"
        case itemRequantified = "item.requantified"
        case itemNoteChanged = "item.note-changed"
        case itemMoved = "item.moved"
        case itemRemoved = "item.removed"
        case itemRestored = "item.restored"
    }
}
