import Foundation

/// Writes a ``JSONValue`` as stable text: keys sorted, two-space indentation, Unicode unescaped.
enum JSONDocument {
    static func text(for value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
