import Foundation
import ToteDomain

/// How an import carries each row into the inventory, inside its one transaction: the row's place becomes a box in
/// the places its path names (each found again by its path, or as the box with that title and location), and the row
/// an item in it (found again by
/// its reference, or by its place, title and how many such rows came before it when the file gives no reference),
/// new or changed as the row says. Every event it stores is marked as one of the import's batch, the last one with
/// what the whole import did, so the history tells the import as one entry. Its numbers are counted in
/// ``ImportNumbers`` and its events stored ``eventsPerAppend`` at a time: a row costs no statement for either.
struct ImportPlan {
    let session: any ImportSession
    let author: Author
    let now: Date
    let batch: EventBatch
    private let numbers: ImportNumbers
    /// Events of changes before the latest, not stored yet.
    private var waiting: [DomainEvent] = []
    /// The events of the latest change, held back until the next: the last of them closes the batch.
    private var heldBack: [DomainEvent] = []
    static let eventsPerAppend = 1_000
    /// The boxes met lately, by path: a file names few places for many rows. Forgotten every ``boxesRemembered``
    /// places, so that memory stays flat in a file of a million places too.
    private var boxes: [String: Box] = [:]
    static let boxesRemembered = 10_000
    private(set) var report = ImportReport()

    init(session: any ImportSession, author: Author, now: Date, batch: EventBatch) {
        self.session = session
        self.author = author
        self.now = now
        self.batch = batch
        numbers = ImportNumbers(session: session)
    }

    mutating func carry(_ row: ImportedRow) throws {
        let key = try key(of: row)
        let box = try box(for: row.place)
        if let stored = try existing(row, key: key) {
            var item = stored
            item.rename(to: row.title, at: now)
            item.changeQuantity(to: row.quantity, at: now)
            item.changeNote(to: row.note, at: now)
            item.move(into: box, at: now)
            if item.hasChanges {
                item.attribute(to: author)
                try session.update(item, from: stored, keyed: key)
                try append(item.pendingEvents)
                report.itemsChanged += 1
            } else {
                report.itemsUnchanged += 1
            }
        } else {
            var item = try ProvisioningService(identities: numbers).provisionItem(
                title: row.title, quantity: row.quantity, note: row.note, in: box, at: now)
            item.attribute(to: author)
            try session.insert(item, keyed: key)
            try append(item.pendingEvents)
            report.itemsAdded += 1
        }
        report.rows += 1
    }

    /// Holds back `events`, marked as the import's, and lets those held back before wait to be stored; stores the
    /// waiting ones once there are ``eventsPerAppend``.
    private mutating func append(_ events: [DomainEvent]) throws {
        guard !events.isEmpty else { return }
        waiting += heldBack
        heldBack = events.map { $0.batched(in: batch) }
        if waiting.count >= Self.eventsPerAppend {
            try session.append(waiting)
            waiting.removeAll(keepingCapacity: true)
        }
    }

    /// Stores the counters past the numbers given, and the events not stored yet, the last marked with what the
    /// whole import did.
    mutating func finish() throws {
        try numbers.store()
        guard let last = heldBack.popLast() else { return }
        let summary = EventBatch.Summary(
            boxesAdded: report.boxesAdded, itemsAdded: report.itemsAdded, itemsChanged: report.itemsChanged)
        try session.append(waiting + heldBack + [last.batched(in: batch.closing(with: summary))])
        waiting = []
        heldBack = []
    }

    /// The key the row's item is kept under: its reference, which must be the only one in the file, or its place
    /// and title counted.
    private func key(of row: ImportedRow) throws -> String {
        if let reference = row.reference {
            let key = "ref:" + reference
            let sighting = try session.sight(key, line: row.line)
            guard sighting.count == 0 else {
                throw ImportError(
                    line: row.line, field: "reference",
                    "“\(reference)” is also the reference on line \(sighting.firstLine)")
            }
            return key
        }
        let key = "row:" + row.place.path + "\u{1F}" + row.title.text
        let sighting = try session.sight(key, line: row.line)
        return sighting.count == 0 ? key : key + "#\(sighting.count + 1)"
    }

    /// The item the row is about, when an earlier import stored it, or when its reference is an item's identity.
    private func existing(_ row: ImportedRow, key: String) throws -> Item? {
        if let item = try session.item(keyed: key) { return item }
        guard let reference = row.reference, let uuid = UUID(uuidString: reference) else { return nil }
        return try session.item(identified: ItemID(uuid))
    }

    /// The box or place that holds the row's items, found again or made. Found by the path an import kept it under,
    /// or as the box with that title and location (as boxes were made before places); made as a box, inside the
    /// places its path's levels before the last name, each found or made the same way.
    private mutating func box(for place: ImportPlace) throws -> Box {
        try container(for: place, holdingBoxes: false)
    }

    /// The container `place` names; a new one holding other levels is a place, unless it must go into a box.
    private mutating func container(for place: ImportPlace, holdingBoxes: Bool) throws -> Box {
        if let box = boxes[place.path] { return box }
        let key = "path:" + place.path
        let box: Box
        if let stored = try session.box(keyed: key) ?? session.box(titled: place.title, at: place.location) {
            box = stored
        } else {
            let enclosing = try place.enclosing.map { try container(for: $0, holdingBoxes: true) }
            let kind: BoxKind = holdingBoxes && enclosing?.kind != .box ? .place : .box
            var made = try ProvisioningService(identities: numbers).provisionBox(
                title: place.title, location: nil, note: nil, kind: kind, at: now)
            if let enclosing {
                try made.move(to: Placement(current: nil, destination: enclosing, enclosing: []), at: now)
            }
            made.attribute(to: author)
            try session.insert(made, keyed: key)
            try append(made.pendingEvents)
            report.boxesAdded += 1
            box = made
        }
        if boxes.count == Self.boxesRemembered { boxes.removeAll(keepingCapacity: true) }
        boxes[place.path] = box
        return box
    }
}
