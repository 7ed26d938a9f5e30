import Foundation
import ToteDomain

/// The long work a server runs for its clients, each kept under a handle of its inventory so that a client can ask
/// how it goes and fetch what it made. An app-lifetime service: the newest ``capacity`` jobs are kept, and a job
/// that drops off the board takes the file it made with it.
///
/// Where the store keeps jobs (``SharedJobs``), each job's status is kept there before it starts and once it ends, so
/// that a job whose server stopped tells so after the restart; where servers share the store, also while it runs,
/// with an export's file, so a client may follow its job on any server.
public actor JobBoard {
    /// How many jobs the board keeps; the oldest finished ones go first.
    public static let capacity = 100
    /// How often a running job's status is kept for the other servers.
    static let sharingInterval = Duration.milliseconds(500)
    /// How long a job's server may go without saying how it goes, where servers share the store, before the job is
    /// taken for interrupted by its server's stop.
    public static let silence: TimeInterval = 10

    private struct Entry {
        let inventory: InventoryID
        /// The file the job writes, removed when the entry goes.
        let file: JobFile?
        let status: @Sendable () -> JobStatus
    }

    private var entries: [UUID: Entry] = [:]
    private var order: [UUID] = []
    private let shared: (any SharedJobs)?
    /// Where the files of other servers' exports are copied to be sent.
    private let folder: URL
    private let clock: any TimeSource

    public init(
        shared: (any SharedJobs)? = nil, folder: URL = FileManager.default.temporaryDirectory,
        clock: (any TimeSource)? = nil
    ) {
        self.shared = shared
        self.folder = folder
        self.clock = clock ?? WallTime()
    }

    /// Starts an import with `start` and keeps it under a new handle; `file` is what it reads, removed once it ends.
    public func add(importing start: () throws -> Job<ImportReport>, in inventory: InventoryID, reading file: URL)
        async throws -> JobStatus
    {
        try await add(.import, JobProgress(unit: .bytes), in: inventory) {
            let job = try start()
            let remove: @Sendable () -> Void = { try? FileManager.default.removeItem(at: file) }
            job.onCompletion { _ in remove() }
            job.onFailure { _ in remove() }
            return (job, nil)
        } success: {
            .imported($0)
        }
    }

    /// Starts an export with `start` and keeps it under a new handle; the file it writes is for the client to fetch
    /// once it succeeded.
    public func add(exporting start: () throws -> (Job<Int>, JobFile), in inventory: InventoryID) async throws
        -> JobStatus
    {
        try await add(.export, JobProgress(unit: .rows), in: inventory, start: start) { .exported(rows: $0) }
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
        guard let shared, let record = try await shared.status(of: id, in: inventory) else { throw JobError.notFound }
        let status = gone(record, runOnOneServer: shared.runsOnOneServer) ?? record.status
        return (status, status.state == .succeeded ? record.file : nil)
    }

    /// How a job the store knows and this board does not ended, if its server stopped before it did: a running job
    /// of a store that one server uses, or one whose server has been silent too long, was interrupted; an export
    /// that one server made took its file with it.
    private func gone(_ record: SharedJobRecord, runOnOneServer: Bool) -> JobStatus? {
        let status = record.status
        let interrupted =
            status.state == .running
            && (runOnOneServer || clock.now().timeIntervalSince(record.heardAt) > Self.silence)
        let fileGone = runOnOneServer && status.state == .succeeded && status.kind == .export
        guard interrupted || fileGone else { return nil }
        let message =
            switch (status.kind, interrupted) {
            case (.import, _):
                "interrupted by a server stop; nothing was imported: start the import again"
            case (.export, true):
                "interrupted by a server stop; start the export again"
            case (.export, false):
                "the server stopped after the export was made, and its file went with it; start the export again"
            }
        return JobStatus(
            id: status.id, kind: status.kind, progress: status.progress, outcome: .failed(message: message))
    }

    /// The file an export with this handle wrote, once it succeeded; another server's is copied here first.
    public func file(of id: UUID, in inventory: InventoryID) async throws -> JobFile {
        if let entry = entries[id] {
            guard entry.inventory == inventory else { throw JobError.notFound }
            return try Self.file(of: entry)
        }
        let (status, _) = try await status(of: id, in: inventory)
        guard status.state == .succeeded, status.kind == .export, let shared, !shared.runsOnOneServer else {
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
        keep(id, Entry(inventory: inventory, file: file) { status })
        return file
    }

    private static func file(of entry: Entry) throws(JobError) -> JobFile {
        let status = entry.status()
        guard status.state == .succeeded, let file = entry.file else { throw .noFile(status.kind, status.state) }
        return file
    }

    /// Keeps a job; where the store keeps jobs, it is kept there before `start` starts it (an import then holds
    /// the store's one writer, where one server uses it), so that a server stop never leaves it unknown. A job the
    /// store cannot keep is not started, and the error thrown.
    private func add<Value: Sendable>(
        _ kind: JobStatus.Kind, _ progress: JobProgress, in inventory: InventoryID,
        start: () throws -> (Job<Value>, JobFile?), success: @escaping @Sendable (Value) -> JobStatus.Outcome
    ) async throws -> JobStatus {
        let id = UUID()
        try await shared?.record(
            JobStatus(id: id, kind: kind, progress: progress, outcome: nil), in: inventory, file: nil)
        let job: Job<Value>
        let file: JobFile?
        do {
            (job, file) = try start()
        } catch {
            let failed = JobStatus(id: id, kind: kind, progress: progress, outcome: .failed(message: "\(error)"))
            try? await shared?.record(failed, in: inventory, file: nil)
            throw error
        }
        let entry = Entry(inventory: inventory, file: file) {
            JobStatus(id: id, kind: kind, progress: job.progress, outcome: Self.outcome(of: job, success))
        }
        if let shared {
            let named = file.map { SharedJobFile(name: $0.name, mediaType: $0.mediaType) }
            Task { await Self.share(entry, as: id, named: named, with: shared) { _ = try? await job.value() } }
        }
        keep(id, entry)
        return entry.status()
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

    /// Keeps a running job's status for the other servers every ``sharingInterval`` until it ends, where servers
    /// share the store; once `ended` returns, an export's file, and only after it the last status, so that no server
    /// says a file is ready before it can send it.
    private static func share(
        _ entry: Entry, as id: UUID, named: SharedJobFile?, with shared: any SharedJobs,
        ended: @escaping @Sendable () async -> Void
    ) async {
        let progress = Task {
            while !shared.runsOnOneServer, !Task.isCancelled {
                try? await Task.sleep(for: sharingInterval)
                let status = entry.status()
                guard status.state == .running, !Task.isCancelled else { return }
                try? await shared.record(status, in: entry.inventory, file: named)
            }
        }
        await ended()
        progress.cancel()
        await progress.value
        var status = entry.status()
        if status.state == .succeeded, let file = entry.file, !shared.runsOnOneServer {
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

/// The time the computer tells, for a board given no other clock.
private struct WallTime: TimeSource {
    func now() -> Date { Date() }
}
