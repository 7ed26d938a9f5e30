import ToteApplication
import ToteDomain
import ToteJSONText

/// The JSON of a job's status: the same shape while it runs and once it ended.
public enum JobJSON {
    /// `location` is where the status is read again.
    public static func status(_ status: JobStatus, at location: String) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(status.id.lowercasedText), "kind": .string(status.kind.rawValue),
            "state": .string(status.state.rawValue), "location": .string(location),
            "progress": .object([
                "done": .integer(status.progress.done), "total": status.progress.total.map(JSONValue.integer) ?? .null,
                "unit": .string(status.progress.unit.rawValue),
            ]),
            "report": .null, "rows": .null, "file": .null, "error": .null,
        ]
        switch status.outcome {
        case .imported(let report): members["report"] = ImportJSON.report(report)
        case .exported(let rows):
            members["rows"] = .integer(rows)
            members["file"] = .string(location + "/file")
        case .failed(let message): members["error"] = .string(message)
        case nil: break
        }
        return .object(members)
    }
}
