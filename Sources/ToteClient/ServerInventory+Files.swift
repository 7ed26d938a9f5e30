import Foundation
import OpenAPIRuntime
import ToteApplication
import ToteCSV

/// Files carried into a server's inventory and out of it as the server's own jobs: the file goes up (or comes down)
/// whole, and the job's progress is the server's, read again every fifth of a second.
extension ServerInventory: InventoryFiles {
    /// How often a running job's progress is read again.
    static let pollInterval = Duration.milliseconds(200)
    /// The size of each part of a file sent.
    static let chunkSize = 256 << 10

    public func importFile(_ path: String, format: ImportFormat?, dryRun: Bool, replace: Bool) throws -> Job<
        ImportReport
    > {
        let format = try format ?? ImportFormat.sniff(path)
        guard let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int else {
            throw ImportError("cannot read \(path): no such file, or not one Tote may read")
        }
        let name = URL(filePath: path).lastPathComponent
        return Job.start(JobProgress(unit: .bytes)) { reporter in
            let started = try await access.write { client, key in
                let body = try Self.upload(path, size: size)
                return try await client.startImport(
                    path: .init(inventoryId: self.path),
                    query: .init(
                        format: .init(rawValue: format.rawValue), dryRun: dryRun, replace: replace, fileName: name),
                    headers: .init(Idempotency_hyphen_Key: key),
                    body: format == .json ? .application_jsonl(body) : .binary(body)
                ).accepted.body.json
            }
            let ended = try await follow(started, reporter)
            guard let report = ended.report else { throw ServerReadings.unreadable("an import without its report") }
            return Self.report(report)
        }
    }

    public func export(
        _ format: InventoryExport.Format, table: InventoryExport.Table,
        writing write: @escaping @Sendable (Data) throws -> Void
    ) throws -> (job: Job<Int>, counting: String) {
        let job = Job.start(JobProgress(unit: .rows)) { reporter in
            let started = try await access.write { client, key in
                try await client.startExport(
                    path: .init(inventoryId: path),
                    query: .init(format: .init(rawValue: format.rawValue), table: .init(rawValue: table.rawValue)),
                    headers: .init(Idempotency_hyphen_Key: key)
                ).accepted.body.json
            }
            let ended = try await follow(started, reporter)
            let file = try await access.call {
                try await access.server.client().getJobFile(path: .init(inventoryId: path, jobId: ended.id)).ok.body
            }
            let bytes: HTTPBody =
                switch file {
                case .csv(let body), .application_jsonl(let body): body
                }
            try await access.call {
                for try await chunk in bytes { try write(Data(chunk)) }
            }
            return ended.rows ?? 0
        }
        return (job, InventoryExport.counting(format, table))
    }

    /// Reads the job again until it ends, telling `reporter` its progress; a failed job throws its error.
    private func follow(_ job: Components.Schemas.Job, _ reporter: JobReporter) async throws -> Components.Schemas.Job {
        var job = job
        while true {
            reporter.report(
                JobProgress(
                    done: job.progress.done, total: job.progress.total,
                    unit: JobProgress.Unit(rawValue: job.progress.unit.rawValue) ?? .rows))
            switch job.state {
            case .succeeded: return job
            case .failed: throw ServerJobFailed(description: job.error ?? "the server's job failed")
            case .running: break
            }
            try await Task.sleep(for: Self.pollInterval)
            let id = job.id
            job = try await access.call {
                try await access.server.client().getJob(path: .init(inventoryId: path, jobId: id)).ok.body.json
            }
        }
    }

    /// The file at `path`, sent a part at a time.
    private static func upload(_ path: String, size: Int) throws -> HTTPBody {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError("cannot read \(path): no such file, or not one Tote may read")
        }
        let parts = AsyncThrowingStream<ArraySlice<UInt8>, any Error> {
            guard let data = try handle.read(upToCount: chunkSize), !data.isEmpty else {
                try? handle.close()
                return nil
            }
            return ArraySlice(data)
        }
        return HTTPBody(parts, length: .known(Int64(size)), iterationBehavior: .single)
    }

    private static func report(_ answer: Components.Schemas.ImportReport) -> ImportReport {
        var report = ImportReport()
        report.rows = answer.rows
        report.boxesAdded = answer.boxesAdded
        report.itemsAdded = answer.itemsAdded
        report.itemsChanged = answer.itemsChanged
        report.itemsUnchanged = answer.itemsUnchanged
        report.eventsAdded = answer.eventsAdded
        report.photosAdded = answer.photosAdded
        report.wholeInventory = answer.wholeInventory
        report.dryRun = answer.dryRun
        report.setAside = answer.setAside.map { ImportReport.SetAside(column: $0.column, rows: $0.rows) }
        return report
    }
}

/// A job the server ran that failed: its error, as the server told it.
public struct ServerJobFailed: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
}
