import Foundation

/// Reads a file of comma- or tab-separated values (RFC 4180: fields quoted with `"`, quotes inside written twice,
/// line breaks inside quotes kept) one record at a time, holding one record and one block of the file in memory.
///
/// The separator is the header's: a tab when the first line holds one, a comma otherwise. Only UTF-8 is read (a
/// byte order mark is skipped); a file in UTF-16 or with bytes that are not UTF-8, such as Latin-1, is refused at
/// the line where that shows, as are a record longer than ``maximumRecordBytes``, a NUL byte, a quote that is never
/// closed, and text after a closing quote.
public struct CSVRecordReader: ~Copyable {
    public struct Record: Sendable, Equatable {
        /// The line the record starts on, counting from 1.
        public let line: Int
        public let fields: [String]
    }

    /// The longest record read: 1 MiB, far more than any row of an inventory needs.
    public static let maximumRecordBytes = 1 << 20
    private static let blockSize = 1 << 16

    private let file: UnsafeMutablePointer<FILE>
    private var block: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var separator: UInt8?
    private var line = 1
    /// How many bytes of the file have been read.
    public private(set) var bytesRead = 0

    /// Opens the file at `path`; throws ``CSVFault`` when it cannot be opened.
    public init(path: String) throws(CSVFault) {
        guard let file = fopen(path, "rb") else {
            throw CSVFault(line: nil, "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        self.file = file
    }

    deinit { fclose(file) }

    /// The next record, nil at the end of the file.
    public mutating func next() throws(CSVFault) -> Record? {
        if bytesRead == 0 { try start() }
        guard try fill() else { return nil }
        if separator == nil { separator = try headerSeparator() }
        return try record()
    }

    /// Reads the first block, refuses UTF-16 and skips a UTF-8 byte order mark.
    private mutating func start() throws(CSVFault) {
        guard try fill() else { return }
        if block.starts(with: [0xFF, 0xFE]) || block.starts(with: [0xFE, 0xFF]) {
            throw CSVFault(line: 1, "the file is UTF-16 text; save it as UTF-8 (\"CSV UTF-8\" in a spreadsheet)")
        }
        if block.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// A tab when the first line holds one before its end, a comma otherwise.
    private mutating func headerSeparator() throws(CSVFault) -> UInt8 {
        var offset = 0
        while true {
            if position + offset == block.count {
                guard offset < Self.maximumRecordBytes, try more() else { return UInt8(ascii: ",") }
                continue
            }
            switch block[position + offset] {
            case UInt8(ascii: "\t"): return UInt8(ascii: "\t")
            case UInt8(ascii: "\n"): return UInt8(ascii: ",")
            default: offset += 1
            }
        }
    }

    private mutating func record() throws(CSVFault) -> Record {
        let start = line
        var fields: [String] = []
        var field: [UInt8] = []
        var size = 0
        while true {
            let (text, ended) = try readField(into: &field, size: &size, startLine: start)
            fields.append(text)
            field.removeAll(keepingCapacity: true)
            if ended { return Record(line: start, fields: fields) }
        }
    }

    /// Reads one field; tells whether it ended its record.
    private mutating func readField(into field: inout [UInt8], size: inout Int, startLine: Int) throws(CSVFault)
        -> (String, ended: Bool)
    {
        let quote = UInt8(ascii: "\"")
        let separator = separator ?? UInt8(ascii: ",")
        guard let first = try peek() else { return ("", true) }
        if first == quote {
            position += 1
            try readQuoted(into: &field, size: &size, startLine: startLine)
        }
        while let byte = try peek() {
            position += 1
            size += 1
            guard size <= Self.maximumRecordBytes else {
                throw CSVFault(line: startLine, "the record is longer than 1 MiB; no row of an inventory is that long")
            }
            switch byte {
            case separator: return (try text(field, line: startLine), false)
            case UInt8(ascii: "\n"):
                line += 1
                if field.last == UInt8(ascii: "\r") && first != quote { field.removeLast() }
                return (try text(field, line: startLine), true)
            case UInt8(ascii: "\r") where first == quote:
                continue
            case quote:
                let reason =
                    first == quote
                    ? "a closing quote is followed by more text; a quote inside a quoted field is written twice"
                    : "a quote inside a field that does not start with one; quote the whole field and write the "
                        + "quote twice"
                throw CSVFault(line: line, reason)
            case 0: throw CSVFault(line: line, "the line holds a NUL byte; this is not a text file")
            default:
                guard first != quote else {
                    throw CSVFault(
                        line: line,
                        "a closing quote is followed by more text; a quote inside a quoted field is written twice")
                }
                field.append(byte)
            }
        }
        return (try text(field, line: startLine), true)
    }

    /// Reads a quoted field's content up to its closing quote.
    private mutating func readQuoted(into field: inout [UInt8], size: inout Int, startLine: Int) throws(CSVFault) {
        let quote = UInt8(ascii: "\"")
        while true {
            guard let byte = try peek() else {
                throw CSVFault(line: startLine, "a quoted field starts on this line and is never closed")
            }
            position += 1
            size += 1
            guard size <= Self.maximumRecordBytes else {
                throw CSVFault(line: startLine, "the record is longer than 1 MiB; no row of an inventory is that long")
            }
            if byte == quote {
                guard try peek() == quote else { return }
                position += 1
            } else if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte == 0 {
                throw CSVFault(line: line, "the line holds a NUL byte; this is not a text file")
            }
            field.append(byte)
        }
    }

    private func text(_ bytes: [UInt8], line: Int) throws(CSVFault) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CSVFault(
                line: line, "the text is not UTF-8 (Latin-1 or Windows-1252, perhaps); save the file as UTF-8")
        }
        return text
    }

    private mutating func peek() throws(CSVFault) -> UInt8? {
        if position == block.count { guard try more() else { return nil } }
        return block[position]
    }

    /// Makes sure unread bytes are in the block; false at the end of the file.
    private mutating func fill() throws(CSVFault) -> Bool {
        if position < block.count { return true }
        return try more()
    }

    /// Reads the next block of the file after what is unread of this one.
    private mutating func more() throws(CSVFault) -> Bool {
        guard !atEnd else { return false }
        let unread = Array(block[position...])
        var next = [UInt8](repeating: 0, count: Self.blockSize)
        let count = next.withUnsafeMutableBytes { fread($0.baseAddress, 1, Self.blockSize, file) }
        if count < Self.blockSize {
            guard ferror(file) == 0 else { throw CSVFault(line: line, "the file cannot be read") }
            atEnd = true
        }
        bytesRead += count
        block = unread + next[0..<count]
        position = 0
        return count > 0
    }
}
