/// What the header block of one part of a form says: the field it belongs to, and the file's name for a file.
public struct MultipartPartHead: Sendable, Equatable {
    /// The form field the part was sent under.
    public let name: String
    /// The name the sender gave the file, or nil for a text field.
    public let fileName: String?

    public init(name: String, fileName: String?) {
        self.name = name
        self.fileName = fileName
    }

    /// Reads a header block: lines of `Name: value` separated by CRLF, one of them `Content-Disposition: form-data`
    /// with a `name`. Header names are ASCII tokens; values are read as UTF-8 text, whatever bytes they hold.
    init(headerBlock: ArraySlice<UInt8>) throws(MultipartFault) {
        var disposition: String?
        for line in Self.lines(of: headerBlock) {
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                line[line.startIndex..<colon].allSatisfy(Self.isTokenByte)
            else { throw .malformedHeader }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            if name == "content-disposition" {
                guard disposition == nil else { throw .malformedHeader }
                disposition = String(decoding: line[(colon + 1)...], as: UTF8.self)
            }
        }
        guard let disposition else { throw .noDisposition }
        let fields = Self.parameters(of: disposition)
        guard fields.value.lowercased() == "form-data", let name = fields.parameters["name"] else {
            throw .noDisposition
        }
        self.name = name
        fileName = fields.parameters["filename"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The lines of a header block, split at each CRLF.
    private static func lines(of block: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = block.startIndex
        var index = block.startIndex
        while index < block.endIndex {
            if block[index] == 0x0D, index + 1 < block.endIndex, block[index + 1] == 0x0A {
                lines.append(block[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        lines.append(block[start..<block.endIndex])
        return lines
    }

    /// A header value's leading word and its `key=value` parameters (keys in lower case; quoted values unquoted,
    /// a backslash keeping the character after it), as in `form-data; name="photo"; filename="a.jpg"`.
    static func parameters(of value: String) -> (value: String, parameters: [String: String]) {
        var pieces: [String] = []
        var current = ""
        var isQuoted = false
        var isEscaped = false
        for character in value {
            if isEscaped {
                current.append(character)
                isEscaped = false
            } else if isQuoted && character == "\\" {
                isEscaped = true
            } else if character == "\"" {
                isQuoted.toggle()
            } else if character == ";" && !isQuoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        var parameters: [String: String] = [:]
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { continue }
            let key = pair[0].trimmingWhitespace().lowercased()
            if parameters[key] == nil { parameters[key] = pair[1].trimmingWhitespace() }
        }
        return (pieces[0].trimmingWhitespace(), parameters)
    }

    /// RFC 9110's token characters, which header names are made of.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }
}

extension StringProtocol {
    /// The text without the spaces and tabs around it.
    fileprivate func trimmingWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
