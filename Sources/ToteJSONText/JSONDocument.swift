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

    /// Writes UTF-8 bytes: text needs escaping only for ASCII bytes, so multi-byte characters are copied as they are.
    private struct Writer {
        private static let hexDigits = Array("0123456789abcdef".utf8)

        let pretty: Bool
        var bytes: [UInt8] = []

        init(pretty: Bool) {
            self.pretty = pretty
            bytes.reserveCapacity(1024)
        }

        var text: String { String(decoding: bytes, as: UTF8.self) }

        mutating func write(_ value: JSONValue, depth: Int) {
            switch value {
            case .null: bytes += "null".utf8
            case .bool(let flag): bytes += (flag ? "true" : "false").utf8
            case .integer(let number): bytes += String(number).utf8
            case .string(let string): writeString(string)
            case .array(let elements):
                writeContainer(UInt8(ascii: "["), UInt8(ascii: "]"), elements, depth: depth) { writer, element in
                    writer.write(element, depth: depth + 1)
                }
            case .object(let members):
                let sorted = members.sorted { $0.key < $1.key }
                writeContainer(UInt8(ascii: "{"), UInt8(ascii: "}"), sorted, depth: depth) { writer, member in
                    writer.writeString(member.key)
                    writer.bytes += (writer.pretty ? " : " : ":").utf8
                    writer.write(member.value, depth: depth + 1)
                }
            }
        }

        /// Elements one per line when pretty; an empty container keeps its two line breaks, as Foundation's
        /// encoder writes it, so that the text stays the same as it always was.
        private mutating func writeContainer<Element>(
            _ open: UInt8, _ close: UInt8, _ elements: [Element], depth: Int,
            _ writeElement: (inout Writer, Element) -> Void
        ) {
            bytes.append(open)
            guard pretty else {
                for (index, element) in elements.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    writeElement(&self, element)
                }
                bytes.append(close)
                return
            }
            bytes.append(UInt8(ascii: "\n"))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes += ",\n".utf8 }
                indent(depth + 1)
                writeElement(&self, element)
            }
            bytes.append(UInt8(ascii: "\n"))
            indent(depth)
            bytes.append(close)
        }

        private mutating func indent(_ depth: Int) {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }

        private mutating func writeString(_ string: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes += #"\""#.utf8
                case UInt8(ascii: "\\"): bytes += #"\\"#.utf8
                case 0x08: bytes += #"\b"#.utf8
                case 0x0C: bytes += #"\f"#.utf8
                case UInt8(ascii: "\n"): bytes += #"\n"#.utf8
                case UInt8(ascii: "\r"): bytes += #"\r"#.utf8
                case UInt8(ascii: "\t"): bytes += #"\t"#.utf8
                case 0x00..<0x20:
                    bytes += #"\u00"#.utf8
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
