/// A job a client asked about that the server cannot answer for.
public enum JobError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The inventory has no job with this handle: never had, or it dropped off the board.
    case notFound
    /// The job has made no file to fetch: it is an import, still runs, or failed.
    case noFile(JobStatus.Kind, JobStatus.State)

    public var description: String {
        switch self {
        case .notFound: "this inventory has no job with this handle"
        case .noFile(.import, _): "an import makes no file to fetch"
        case .noFile(_, .running): "the export still runs; fetch its file once it succeeded"
        case .noFile(_, let state): "the export \(state.rawValue) and made no file to fetch"
        }
    }
}
