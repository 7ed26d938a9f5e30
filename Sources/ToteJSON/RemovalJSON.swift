import ToteApplication
import ToteJSONText

/// What a removal answers: the handle that undoes it and the changes it recorded.
public enum RemovalJSON {
    public static func removal(_ response: RemovalResponse) -> JSONValue {
        .object(["removal": .string(response.removal.description), "changes": HistoryJSON.changes(response.events)])
    }
}
