import Foundation
import ToteDomain

/// The long work a server runs for its clients, each kept under a handle of its inventory so that a client can ask
/// how it goes and fetch what it made. An app-lifetime service: the newest ``capacity`` jobs are kept, and a job
/// that drops off the board takes the file it made with it.
public actor JobBoard {
    /// How many jobs the board keeps; the oldest finished ones go first.
    public static let capacity = 100

    private struct Entry {
        let inventory: InventoryID
        let status: @Sendable () -> JobStatus
        /// The file the job writes, removed when the entry goes.
        let file: JobFile?
    }

    private var entries: [UUID: Entry] = [:]
    private var order: [UUID] = []

    public init() {}

    /// Keeps an import under a new handle; `file` is what it reads, removed once it ends.
    public func add(importing job: Job<ImportReport>, in inventory: InventoryID, reading file: URL) -> JobStatus {
        let id = UUID()
        let remove: @Sendable () -> Void = { try? FileManager.default.removeItem(at: file) }
        job.onCompletion { _ in remove() }
        job.onFailure { _ in remove() }
        return add(id, in: inventory, file: nil) {
            JobStatus(
                id: id, kind: .import, progress: job.progress,
                outcome: Self.outcome(of: job) { .imported($0) })
        }
    }

    /// Keeps an export under a new handle; `file` is what it writes, for the client to fetch once it succeeded.
    public func add(exporting job: Job<Int>, in inventory: InventoryID, writing file: JobFile) -> JobStatus {
        let id = UUID()
        return add(id, in: inventory, file: file) {
            JobStatus(
                id: id, kind: .export, progress: job.progress,
                outcome: Self.outcome(of: job) { .exported(rows: $0) })
        }
    }

    /// How the job with this handle goes.
    public func status(of id: UUID, in inventory: InventoryID) throws(JobError) -> JobStatus {
        try entry(id, in: inventory).status()
    }

    /// The file an export with this handle wrote, once it succeeded.
    public func file(of id: UUID, in inventory: InventoryID) throws(JobError) -> JobFile {
        let entry = try entry(id, in: inventory)
        let status = entry.status()
        guard status.state == .succeeded, let file = entry.file else { throw .noFile(status.kind, status.state) }
        return file
    }

    private func entry(_ id: UUID, in inventory: InventoryID) throws(JobError) -> Entry {
        guard let entry = entries[id], entry.inventory == inventory else { throw .notFound }
        return entry
    }

    private func add(_ id: UUID, in inventory: InventoryID, file: JobFile?, status: @escaping @Sendable () -> JobStatus)
        -> JobStatus
    {
        entries[id] = Entry(inventory: inventory, status: status, file: file)
        order.append(id)
        while order.count > Self.capacity,
            let index = order.firstIndex(where: { entries[$0]?.status().state != .running })
        {
            let gone = order.remove(at: index)
            if let file = entries.removeValue(forKey: gone)?.file { try? FileManager.default.removeItem(at: file.url) }
        }
        return status()
    }

    private static func outcome<Value>(of job: Job<Value>, _ success: (Value) -> JobStatus.Outcome)
        -> JobStatus.Outcome?
    {
        if let failure = job.failure { return .failed(message: String(describing: failure)) }
        guard job.isSuccessful, let value = job.finishedValue else { return nil }
        return success(value)
    }
}
