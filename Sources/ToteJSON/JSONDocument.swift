/// Writes a ``JSONValue`` as stable text: keys sorted, slashes and non-ASCII text unescaped.
///
/// The text is written directly rather than through an `Encoder`: every API response and event passes through
/// here, and a direct writer does in one pass what a generic encoder does with a container per value.
public enum JSONDocument {
    /// Indented by two spaces, `"key" : value`, for people reading a terminal.
    public static func text(for value: JSONValue) -> String {
        var writer = Writer(pretty: true)
        writer.write(value, depth: 0)
        return writer.text
    }

    /// On one line, for HTTP bodies and event streams.
    public static func compactText(for value: JSONValue) -> String {
        var writer = Writer(pretty: false)
        writer.write(value, depth: 0)
        return writer.text
    }

    private struct Writer {
        let pretty: Bool
        var text = ""

        init(pretty: Bool) {
            self.pretty = pretty
        }

        mutating func write(_ value: JSONValue, depth: Int) {
            switch value {
            case .null: text += "null"
            case .bool(let flag): text += flag ? "true" : "false"
            case .integer(let number): text += String(number)
            case .string(let string): writeString(string)
            case .array(let elements):
                writeContainer("[", "]", elements, depth: depth) { writer, element in
                    writer.write(element, depth: depth + 1)
                }
            case .object(let members):
                let sorted = members.sorted { $0.key < $1.key }
                writeContainer("{", "}", sorted, depth: depth) { writer, member in
                    writer.writeString(member.key)
                    writer.text += writer.pretty ? " : " : ":"
                    writer.write(member.value, depth: depth + 1)
                }
            }
        }

        /// Elements one per line when pretty; an empty container keeps its two line breaks, as Foundation's
        /// encoder writes it, so that the text stays the same as it always was.
        private mutating func writeContainer<Element>(
            _ open: String, _ close: String, _ elements: [Element], depth: Int,
            _ writeElement: (inout Writer, Element) -> Void
        ) {
            text += open
            guard pretty else {
                for (index, element) in elements.enumerated() {
                    if index > 0 { text += "," }
                    writeElement(&self, element)
                }
                text += close
                return
            }
            let inner = String(repeating: "  ", count: depth + 1)
            text += "\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ",\n" }
                text += inner
                writeElement(&self, element)
            }
            text += "\n" + String(repeating: "  ", count: depth) + close
        }

        private mutating func writeString(_ string: String) {
            text += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\u{8}": text += "\\b"
                case "\u{C}": text += "\\f"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case "\u{0}"..."\u{1F}":
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
    }
}
