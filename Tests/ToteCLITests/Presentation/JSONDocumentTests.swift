import Foundation
import Testing
import ToteJSON
import ToteJSONText

@Suite("JSON document text")
struct JSONDocumentTests {
    static let documents: [JSONValue] = [
        .object([:]),
        .array([]),
        .object([
            "title": .string("Kitchen 🍳 書籍 מטבח a/b"),
            "note": .null,
            "count": .integer(-42),
            "done": .bool(true),
            "off": .bool(false),
            "empty": .array([]),
            "nothing": .object([:]),
            "nested": .array([
                .array([.integer(1), .integer(2)]), .array([]), .object(["b": .integer(1), "a": .null]),
            ]),
        ]),
        .string(
            "quote \" backslash \\ slash / controls \u{0}\u{1}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{1B}\u{1F} del \u{7F}"),
        .string("separators \u{2028}\u{2029} combining e\u{301}"),
        .object(["Z": .integer(1), "a": .integer(2), "B": .integer(3), "10": .integer(4), "9": .integer(5)]),
        .array([.object(["entries": .array([.object(["id": .string("x"), "number": .integer(Int.max)])])])]),
    ]

    @Test("is the same text Foundation's JSONEncoder writes, pretty and compact", arguments: documents)
    func matchesFoundation(_ document: JSONValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(
            JSONDocument.text(for: document) == String(decoding: try encoder.encode(Oracle(document)), as: UTF8.self))
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(
            JSONDocument.compactText(for: document)
                == String(decoding: try encoder.encode(Oracle(document)), as: UTF8.self))
    }
}

/// Foundation's encoder writing a ``JSONValue``: the reference the direct writer is held to.
private struct Oracle: Encodable {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = value
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, member) in members { try container.encode(Oracle(member), forKey: Key(stringValue: key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(Oracle(element)) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .integer(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        }
    }

}
