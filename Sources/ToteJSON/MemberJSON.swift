import ToteApplication

/// Members of an inventory as JSON documents.
public enum MemberJSON {
    public static func member(_ member: MemberSummary) -> JSONValue {
        .object([
            "id": .string(member.account.description),
            "username": .string(member.username.text),
            "displayName": .string(member.displayName.text),
            "role": .string(member.role.rawValue),
        ])
    }
}
