import Foundation
import ToteDomain

/// Jobs as every server sharing a store sees them: how each goes, and the file an export made, so that a client
/// whose requests reach several servers follows its job on any of them.
public protocol SharedJobs: Sendable {
    /// Keeps how a job of `inventory` goes now, in place of what was kept before; `file` names what an export makes.
    func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) async throws
    /// How the job goes, as last kept by the server running it, with the name and type of the file it makes; nil for a
    /// job of no server.
    func status(of id: UUID, in inventory: InventoryID) async throws -> (JobStatus, SharedJobFile?)?
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
