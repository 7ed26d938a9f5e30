import Synchronization

/// Reading a whole inventory out, as long work: rows are handed on a batch at a time, read at one moment.
extension InventoryQueryService {
    /// How many rows are read and handed on at once: enough to write efficiently, few enough to keep memory flat.
    static let exportBatch = 1_000

    public func exportBoxes(_ write: @escaping @Sendable ([BoxSummary]) throws -> Void) -> Job<Int> {
        Self.export(write) { [readModel] counted, body in
            try await readModel.everyBox(batch: Self.exportBatch, counted: counted, body)
        }
    }

    public func exportItems(_ write: @escaping @Sendable ([ItemSummary], BoxTree) throws -> Void) -> Job<Int> {
        Self.export(write) { [readModel] counted, body in
            let tree = Mutex(BoxTree())
            try await readModel.everyBox(batch: Self.exportBatch, counted: { _ in }) { boxes in
                tree.withLock { $0.add(boxes) }
            }
            let boxes = tree.withLock { $0 }
            try await readModel.everyItem(batch: Self.exportBatch, counted: counted) { try body($0, boxes) }
        }
    }

    /// A job reading rows with `read` and handing them to `write`, counting them as its progress; its value is how
    /// many rows were written.
    private static func export<Row: Sendable>(
        _ write: @escaping @Sendable ([Row]) throws -> Void,
        read:
            @escaping @Sendable (
                _ counted: @escaping @Sendable (Int) -> Void, _ body: @escaping @Sendable ([Row]) throws -> Void
            ) async throws -> Void
    ) -> Job<Int> {
        let rows: @Sendable ([Row], Void) throws -> Void = { rows, _ in try write(rows) }
        return export(rows, read: { counted, body in try await read(counted) { try body($0, ()) } })
    }

    /// ``export(_:read:)`` for rows handed on with what they need to be written.
    private static func export<Row: Sendable, Context: Sendable>(
        _ write: @escaping @Sendable ([Row], Context) throws -> Void,
        read:
            @escaping @Sendable (
                _ counted: @escaping @Sendable (Int) -> Void,
                _ body: @escaping @Sendable ([Row], Context) throws -> Void
            ) async throws -> Void
    ) -> Job<Int> {
        Job.start(JobProgress(unit: .rows)) { reporter in
            let progress = Mutex(JobProgress(unit: .rows))
            try await read(
                { total in
                    reporter.report(
                        progress.withLock {
                            $0.total = total
                            return $0
                        })
                },
                { rows, context in
                    try write(rows, context)
                    reporter.report(
                        progress.withLock {
                            $0.done += rows.count
                            return $0
                        })
                })
            return progress.withLock(\.done)
        }
    }
}

extension InventoryQueryService {
    public func exportInventory(_ write: @escaping @Sendable (KeptPart) throws -> Void) -> Job<Int> {
        Job.start(JobProgress(unit: .rows)) { [readModel] reporter in
            let progress = Mutex(JobProgress(unit: .rows))
            let counts = Mutex<KeptCounts?>(nil)
            try await readModel.everything(batch: Self.exportBatch) { part in
                if case .start(let start) = part { counts.withLock { $0 = start } }
                try write(part)
                reporter.report(
                    progress.withLock { progress in
                        switch part {
                        case .start(let counts):
                            progress.total = counts.boxes + counts.items + counts.photos + counts.events
                        case .boxes(let boxes): progress.done += boxes.count
                        case .items(let items): progress.done += items.count
                        case .photos(let photos): progress.done += photos.count
                        case .events(let events): progress.done += events.count
                        case .end: break
                        }
                        return progress
                    })
            }
            if let counts = counts.withLock({ $0 }) { try write(.end(counts)) }
            return progress.withLock(\.done)
        }
    }
}
