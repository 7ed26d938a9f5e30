import Foundation
import ToteDomain

/// The long work a server runs for its clients, each kept under a handle of its inventory so that a client can ask
/// how it goes and fetch what it made. An app-lifetime service: the newest ``capacity`` jobs are kept, and a job
/// that drops off the board takes the file it made with it.
///
/// Where servers share a store, each job's status is also kept there (``SharedJobs``) while it runs and once it
/// ends, with an export's file, so a client may follow its job on any server.
public actor JobBoard {
    /// How many jobs the board keeps; the oldest finished ones go first.
    public static let capacity = 100
    /// How often a running job's status is kept for the other servers.
    static let sharingInterval = Duration.milliseconds(500)

    private struct Entry {
        let inventory: InventoryID
        let status: @Sendable () -> JobStatus
        /// The file the job writes, removed when the entry goes.
        let file: JobFile?
    }

    private var entries: [UUID: Entry] = [:]
    private var order: [UUID] = []
    private let shared: (any SharedJobs)?
    /// Where the files of other servers' exports are copied to be sent.
    private let folder: URL

    public init(shared: (any SharedJobs)? = nil, folder: URL = FileManager.default.temporaryDirectory) {
        self.shared = shared
        self.folder = folder
    }

    /// Keeps an import under a new handle; `file` is what it reads, removed once it ends.
    public func add(importing job: Job<ImportReport>, in inventory: InventoryID, reading file: URL) async throws
        -> JobStatus
    {
        let id = UUID()
        let remove: @Sendable () -> Void = { try? FileManager.default.removeItem(at: file) }
        job.onCompletion { _ in remove() }
        job.onFailure { _ in remove() }
        return try await add(id, in: inventory, file: nil, cancel: job.cancel) {
            JobStatus(
                id: id, kind: .import, progress: job.progress,
                outcome: Self.outcome(of: job) { .imported($0) })
        }
    }

    /// Keeps an export under a new handle; `file` is what it writes, for the client to fetch once it succeeded.
    public func add(exporting job: Job<Int>, in inventory: InventoryID, writing file: JobFile) async throws
        -> JobStatus
    {
        let id = UUID()
        return try await add(id, in: inventory, file: file, cancel: job.cancel) {
            JobStatus(
                id: id, kind: .export, progress: job.progress,
                outcome: Self.outcome(of: job) { .exported(rows: $0) })
        }
    }

    /// How the job with this handle goes, on this server or as the server running it last said, with the name and
    /// type of the file an export makes once it can be fetched.
    public func status(of id: UUID, in inventory: InventoryID) async throws -> (JobStatus, SharedJobFile?) {
        if let entry = entries[id] {
            guard entry.inventory == inventory else { throw JobError.notFound }
            let status = entry.status()
            let file =
                status.state == .succeeded
                ? entry.file.map { SharedJobFile(name: $0.name, mediaType: $0.mediaType) } : nil
            return (status, file)
        }
        guard let (status, file) = try await shared?.status(of: id, in: inventory) else { throw JobError.notFound }
        return (status, status.state == .succeeded ? file : nil)
    }

    /// The file an export with this handle wrote, once it succeeded; another server's is copied here first.
    public func file(of id: UUID, in inventory: InventoryID) async throws -> JobFile {
        if let entry = entries[id] {
            guard entry.inventory == inventory else { throw JobError.notFound }
            return try Self.file(of: entry)
        }
        let (status, _) = try await status(of: id, in: inventory)
        guard status.state == .succeeded, status.kind == .export, let shared else {
            throw JobError.noFile(status.kind, status.state)
        }
        let url = folder.appendingPathComponent(TemporaryName.inTemporaryFolder("export"))
        guard let kept = try await shared.copyFile(of: id, in: inventory, to: url) else {
            throw JobError.noFile(status.kind, .failed)
        }
        if let entry = entries[id] {
            // Another request copied it meanwhile.
            try? FileManager.default.removeItem(at: url)
            return try Self.file(of: entry)
        }
        let file = JobFile(url: url, name: kept.name, mediaType: kept.mediaType)
        keep(id, Entry(inventory: inventory, status: { status }, file: file))
        return file
    }

    private static func file(of entry: Entry) throws(JobError) -> JobFile {
        let status = entry.status()
        guard status.state == .succeeded, let file = entry.file else { throw .noFile(status.kind, status.state) }
        return file
    }

    /// Keeps a job; where jobs are shared, only once the other servers can see it: a job they cannot is stopped,
    /// its file removed, and the error thrown.
    private func add(
        _ id: UUID, in inventory: InventoryID, file: JobFile?, cancel: @Sendable () -> Void,
        status: @escaping @Sendable () -> JobStatus
    ) async throws -> JobStatus {
        let entry = Entry(inventory: inventory, status: status, file: file)
        if let shared {
            let named = file.map { SharedJobFile(name: $0.name, mediaType: $0.mediaType) }
            do {
                try await shared.record(status(), in: inventory, file: named)
            } catch {
                cancel()
                if let file { try? FileManager.default.removeItem(at: file.url) }
                throw error
            }
            Task { await Self.share(entry, as: id, named: named, with: shared) }
        }
        keep(id, entry)
        return status()
    }

    private func keep(_ id: UUID, _ entry: Entry) {
        entries[id] = entry
        order.append(id)
        while order.count > Self.capacity,
            let index = order.firstIndex(where: { entries[$0]?.status().state != .running })
        {
            let gone = order.remove(at: index)
            if let file = entries.removeValue(forKey: gone)?.file { try? FileManager.default.removeItem(at: file.url) }
        }
    }

    /// Keeps a running job's status for the other servers every ``sharingInterval`` until it ends; then an export's
    /// file, and only after it the last status, so that no server says a file is ready before it can send it.
    private static func share(_ entry: Entry, as id: UUID, named: SharedJobFile?, with shared: any SharedJobs) async {
        var status = entry.status()
        while status.state == .running {
            try? await Task.sleep(for: sharingInterval)
            status = entry.status()
            if status.state == .running { try? await shared.record(status, in: entry.inventory, file: named) }
        }
        if status.state == .succeeded, let file = entry.file {
            do {
                try await shared.keepFile(of: id, from: file.url)
            } catch {
                status = JobStatus(
                    id: id, kind: status.kind, progress: status.progress,
                    outcome: .failed(message: "the file could not be kept for every server (\(error))"))
            }
        }
        try? await shared.record(status, in: entry.inventory, file: named)
    }

    private static func outcome<Value>(of job: Job<Value>, _ success: (Value) -> JobStatus.Outcome)
        -> JobStatus.Outcome?
    {
        if let failure = job.failure { return .failed(message: String(describing: failure)) }
        guard job.isSuccessful, let value = job.finishedValue else { return nil }
        return success(value)
    }
}
