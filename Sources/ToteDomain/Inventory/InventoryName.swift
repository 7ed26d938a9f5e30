import Foundation

/// What a household or a team calls its inventory: trimmed, one line, 1 to 200 characters of any script.
public struct InventoryName: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .inventoryName, maximum: Self.maximumLength)
    }
}
