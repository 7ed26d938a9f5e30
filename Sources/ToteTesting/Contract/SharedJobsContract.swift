import Foundation
import Testing
import ToteApplication
import ToteDomain

/// The behaviour every ``SharedJobs`` must show; each case gets a maker of new, empty ones.
public enum SharedJobsContract {
    static let file = SharedJobFile(name: "tote-items.csv", mediaType: "text/csv; charset=utf-8")

    public static let cases: [SharedJobsContractCase] = [
        SharedJobsContractCase("the latest status of a job is found in its inventory only") { make in
            let jobs = try await make()
            let id = UUID()
            let running = JobStatus(
                id: id, kind: .import, progress: JobProgress(done: 5, total: 10, unit: .rows), outcome: nil)
            var report = ImportReport()
            report.rows = 10
            report.itemsAdded = 9
            report.setAside = [ImportReport.SetAside(column: "HB.purchase_price", rows: 3)]
            let done = JobStatus(
                id: id, kind: .import, progress: JobProgress(done: 10, total: 10, unit: .rows),
                outcome: .imported(report))
            try await jobs.record(running, in: Inventory.localID, file: nil)
            #expect(try await jobs.status(of: id, in: Inventory.localID)?.status == running)
            try await jobs.record(done, in: Inventory.localID, file: nil)
            #expect(try await jobs.status(of: id, in: Inventory.localID)?.status == done)
            #expect(try await jobs.status(of: id, in: InventoryID(UUID())) == nil)
            #expect(try await jobs.status(of: UUID(), in: Inventory.localID) == nil)
        },
        SharedJobsContractCase(
            "a job is heard of when it was last kept, its file named from the first record that names it"
        ) { make in
            let jobs = try await make()
            let status = JobStatus(id: UUID(), kind: .export, progress: JobProgress(done: 0, unit: .rows), outcome: nil)
            try await jobs.record(status, in: Inventory.localID, file: nil)
            let first = try #require(try await jobs.status(of: status.id, in: Inventory.localID))
            try await Task.sleep(for: .milliseconds(5))
            try await jobs.record(status, in: Inventory.localID, file: file)
            try await jobs.record(status, in: Inventory.localID, file: nil)
            let later = try #require(try await jobs.status(of: status.id, in: Inventory.localID))
            #expect(later.heardAt > first.heardAt)
            #expect(first.file == nil && later.file == file)
        },
        SharedJobsContractCase("an export's file is kept and copied whole, several parts long, where servers share it")
        { make in
            let jobs = try await make()
            guard !jobs.runsOnOneServer else { return }
            let id = UUID()
            let exported = JobStatus(
                id: id, kind: .export, progress: JobProgress(done: 3, unit: .rows), outcome: .exported(rows: 3))
            try await jobs.record(exported, in: Inventory.localID, file: file)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tote-jobs-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let bytes = Data((0..<(2_500_000)).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            try bytes.write(to: folder.appendingPathComponent("written"))
            try await jobs.keepFile(of: id, from: folder.appendingPathComponent("written"))

            let copy = folder.appendingPathComponent("copy")
            #expect(try await jobs.copyFile(of: id, in: Inventory.localID, to: copy) == file)
            #expect(try Data(contentsOf: copy) == bytes)
            #expect(try await jobs.status(of: id, in: Inventory.localID)?.file == file)
            #expect(try await jobs.copyFile(of: id, in: InventoryID(UUID()), to: copy) == nil)
        },
    ]
}

/// Makes new, empty shared jobs of the kind under test.
public typealias SharedJobsFactory = @Sendable () async throws -> any SharedJobs

/// One behaviour of ``SharedJobsContract``.
public typealias SharedJobsContractCase = ContractCase<SharedJobsFactory>
