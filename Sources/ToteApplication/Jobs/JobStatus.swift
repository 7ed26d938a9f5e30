import Foundation
import ToteDomain

/// What a client is told about long work it started: how far it has come and how it ended.
public struct JobStatus: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case `import`, export
    }

    public enum State: String, Sendable {
        case running, succeeded, failed
    }

    /// How the work ended, when it did.
    public enum Outcome: Sendable, Equatable, Codable {
        case imported(ImportReport)
        /// An export written to a file that the client fetches, with how many rows it holds.
        case exported(rows: Int)
        case failed(message: String)
    }

    public let id: UUID
    public let kind: Kind
    public let progress: JobProgress
    public let outcome: Outcome?

    public init(id: UUID, kind: Kind, progress: JobProgress, outcome: Outcome?) {
        self.id = id
        self.kind = kind
        self.progress = progress
        self.outcome = outcome
    }

    public var state: State {
        switch outcome {
        case nil: .running
        case .failed: .failed
        case .imported, .exported: .succeeded
        }
    }
}
