import Foundation
import ToteDomain

/// Jobs as the store keeps them: how each goes, and the file an export made, so that a client follows its job on any
/// server sharing the store, and learns how it ended after its server stopped.
public protocol SharedJobs: Sendable {
    /// Whether one server at a time runs the jobs of this store (an SQLite file), so that a job still running by
    /// the store's record, and unknown to the server asked, was interrupted when its server stopped; such a store
    /// keeps no files. Where several servers share the store, a job is interrupted once its server stopped saying
    /// how it goes (``JobBoard/silence``).
    var runsOnOneServer: Bool { get }
    /// Keeps how a job of `inventory` goes now, in place of what was kept before; `file` names what an export makes,
    /// kept from the first record that gives it.
    func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) async throws
    /// How the job goes, as last kept by the server running it, with the name and type of the file it makes and when
    /// it was kept; nil for a job of no server.
    func status(of id: UUID, in inventory: InventoryID) async throws -> SharedJobRecord?
    /// Keeps the file an export wrote at `url`, read a part at a time, for every server.
    func keepFile(of id: UUID, from url: URL) async throws
    /// Writes the file kept for an export of `inventory` to `url`, a part at a time; answers its name and type, or
    /// nil when no file is kept for it.
    func copyFile(of id: UUID, in inventory: InventoryID, to url: URL) async throws -> SharedJobFile?
}

/// The name and type of the file an export makes.
public struct SharedJobFile: Sendable, Equatable {
    public let name: String
    public let mediaType: String

    public init(name: String, mediaType: String) {
        self.name = name
        self.mediaType = mediaType
    }
}

/// A job as the store last heard of it.
public struct SharedJobRecord: Sendable, Equatable {
    public let status: JobStatus
    public let file: SharedJobFile?
    public let heardAt: Date

    public init(status: JobStatus, file: SharedJobFile?, heardAt: Date) {
        self.status = status
        self.file = file
        self.heardAt = heardAt
    }
}
