/// Reads a `multipart/form-data` body (RFC 7578) as it arrives, a chunk at a time, into the parts' headers and
/// bytes. It reads any byte without trapping, holds at most one header block and one delimiter's length of a part
/// in memory, and refuses a body that breaks the format or the limits with a ``MultipartFault``.
public struct MultipartParser: Sendable {
    /// What the parser found in the bytes fed so far, in order.
    public enum Event: Sendable, Equatable {
        /// A part begins, with what its `Content-Disposition` says of it.
        case part(MultipartPartHead)
        /// Bytes of the current part's content.
        case content([UInt8])
        /// The current part ended.
        case partEnd
    }

    /// The most bytes a part's header block may take.
    public static let largestHeaderBlock = 8 * 1_024
    /// The most bytes before the first boundary, which browsers leave empty.
    static let largestPreamble = 1_024
    /// The most spaces and tabs a boundary line may carry after its delimiter.
    static let largestPadding = 64

    private enum State: Sendable {
        case preamble
        case afterDelimiter
        case headers
        case content
        case epilogue
    }

    private let delimiter: [UInt8]
    private let maximumParts: Int
    private var state = State.preamble
    private var buffer: [UInt8] = []
    private var preambleSeen = 0
    private var parts = 0

    /// A parser for the body whose `Content-Type` names `boundary`; at most `maximumParts` parts.
    public init(boundary: String, maximumParts: Int) throws(MultipartFault) {
        let bytes = Array(boundary.utf8)
        guard (1...70).contains(bytes.count), bytes.allSatisfy(Self.isBoundaryCharacter), bytes.last != 0x20 else {
            throw .badBoundary
        }
        delimiter = [0x0D, 0x0A, 0x2D, 0x2D] + bytes
        self.maximumParts = maximumParts
    }

    /// The boundary of a `multipart/form-data` media type, or nil for any other type or one without a boundary.
    public static func boundary(of contentType: String?) -> String? {
        guard let contentType else { return nil }
        let fields = MultipartPartHead.parameters(of: contentType)
        guard fields.value.lowercased() == "multipart/form-data", let boundary = fields.parameters["boundary"],
            !boundary.isEmpty
        else { return nil }
        return boundary
    }

    /// Reads `bytes`, the next chunk of the body, and tells what they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) throws(MultipartFault) -> [Event] {
        buffer.append(contentsOf: bytes)
        var events: [Event] = []
        var position = 0
        while try step(from: &position, into: &events) {}
        buffer.removeFirst(position)
        return events
    }

    /// Says whether the body ended where it should: after its closing delimiter.
    public func finish() throws(MultipartFault) {
        guard case .epilogue = state else { throw .cutShort }
    }

    /// Takes one step from `position`; false when the buffer holds too little to go on.
    private mutating func step(from position: inout Int, into events: inout [Event]) throws(MultipartFault) -> Bool {
        switch state {
        case .preamble:
            return try readPreamble(from: &position)
        case .afterDelimiter:
            return try readDelimiterLine(from: &position, into: &events)
        case .headers:
            return try readHeaders(from: &position, into: &events)
        case .content:
            return readContent(from: &position, into: &events)
        case .epilogue:
            position = buffer.count
            return false
        }
    }

    /// The body may start with its first delimiter without the line break before it.
    private mutating func readPreamble(from position: inout Int) throws(MultipartFault) -> Bool {
        let opening = delimiter[2...]
        if preambleSeen == 0 {
            let available = buffer.count - position
            guard available >= opening.count else {
                if buffer[position...].elementsEqual(opening.prefix(available)) { return false }
                return try skipPreamble(from: &position)
            }
            if buffer[position..<position + opening.count].elementsEqual(opening) {
                position += opening.count
                state = .afterDelimiter
                return true
            }
        }
        return try skipPreamble(from: &position)
    }

    /// Skips what comes before the first delimiter, which must be little.
    private mutating func skipPreamble(from position: inout Int) throws(MultipartFault) -> Bool {
        if let found = firstDelimiter(from: position) {
            preambleSeen += found - position
            guard preambleSeen <= Self.largestPreamble else { throw .noFirstBoundary }
            position = found + delimiter.count
            state = .afterDelimiter
            return true
        }
        let keep = partialDelimiterStart(from: position)
        preambleSeen += keep - position
        guard preambleSeen <= Self.largestPreamble else { throw .noFirstBoundary }
        position = keep
        return false
    }

    /// After a delimiter: `--` ends the body, a line break starts a part; spaces and tabs may come between.
    private mutating func readDelimiterLine(from position: inout Int, into events: inout [Event])
        throws(MultipartFault) -> Bool
    {
        var index = position
        while index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 {
            index += 1
            guard index - position <= Self.largestPadding else { throw .malformedBoundaryLine }
        }
        guard index + 2 <= buffer.count else { return false }
        if buffer[index] == 0x2D, buffer[index + 1] == 0x2D {
            position = buffer.count
            state = .epilogue
            return false
        }
        guard buffer[index] == 0x0D, buffer[index + 1] == 0x0A else { throw .malformedBoundaryLine }
        parts += 1
        guard parts <= maximumParts else { throw .tooManyParts(maximumParts) }
        position = index + 2
        state = .headers
        return true
    }

    private mutating func readHeaders(from position: inout Int, into events: inout [Event]) throws(MultipartFault)
        -> Bool
    {
        guard let block = headerBlock(from: position) else {
            guard buffer.count - position <= Self.largestHeaderBlock else { throw .headersTooLarge }
            return false
        }
        guard block.end - position <= Self.largestHeaderBlock else { throw .headersTooLarge }
        events.append(.part(try MultipartPartHead(headerBlock: buffer[position..<block.end])))
        position = block.contentStart
        state = .content
        return true
    }

    /// Hands on the part's bytes up to its delimiter, keeping back only what could be the start of one.
    private mutating func readContent(from position: inout Int, into events: inout [Event]) -> Bool {
        if let found = firstDelimiter(from: position) {
            if found > position { events.append(.content(Array(buffer[position..<found]))) }
            events.append(.partEnd)
            position = found + delimiter.count
            state = .afterDelimiter
            return true
        }
        let keep = partialDelimiterStart(from: position)
        if keep > position { events.append(.content(Array(buffer[position..<keep]))) }
        position = keep
        return false
    }

    /// Where the header block starting at `position` ends, and where the part's content starts after the empty line
    /// that closes it; nil while that line has not arrived.
    private func headerBlock(from position: Int) -> (end: Int, contentStart: Int)? {
        if buffer.count - position >= 2, buffer[position] == 0x0D, buffer[position + 1] == 0x0A {
            return (position, position + 2)
        }
        var index = position
        while index + 4 <= buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return (index, index + 4)
            }
            index += 1
        }
        return nil
    }

    /// The first whole delimiter at or after `position`.
    private func firstDelimiter(from position: Int) -> Int? {
        var index = position
        while index + delimiter.count <= buffer.count {
            if buffer[index] == 0x0D, buffer[index..<index + delimiter.count].elementsEqual(delimiter) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The earliest index from which the rest of the buffer could be the start of a delimiter still arriving.
    private func partialDelimiterStart(from position: Int) -> Int {
        var start = max(position, buffer.count - delimiter.count + 1)
        while start < buffer.count {
            if buffer[start...].elementsEqual(delimiter.prefix(buffer.count - start)) { return start }
            start += 1
        }
        return buffer.count
    }

    /// RFC 2046's characters of a boundary.
    private static func isBoundaryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x27, 0x28, 0x29, 0x2B, 0x5F, 0x2C, 0x2D, 0x2E, 0x2F, 0x3A, 0x3D, 0x3F, 0x20: true
        default: false
        }
    }
}
