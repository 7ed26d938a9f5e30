import Foundation

/// Writes a ``JSONValue`` as stable text: keys sorted, Unicode unescaped.
public enum JSONDocument {
    /// Indented, for people reading a terminal.
    public static func text(for value: JSONValue) throws -> String {
        try encode(value, formatting: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// On one line, for HTTP bodies and event streams.
    public static func compactText(for value: JSONValue) throws -> String {
        try encode(value, formatting: [.sortedKeys, .withoutEscapingSlashes])
    }

    private static func encode(_ value: JSONValue, formatting: JSONEncoder.OutputFormatting) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
