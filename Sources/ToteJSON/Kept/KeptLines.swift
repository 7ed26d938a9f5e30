import Foundation
import Synchronization
import ToteApplication

/// A lossless export read back from its file a line at a time.
public final class KeptLines: KeptRecords {
    /// The longest line read: a photo line of the largest photo and a thumbnail as large, in Base64.
    public static let maximumLineBytes = 48 << 20

    private struct Reading: ~Copyable {
        let file: UnsafeMutablePointer<FILE>
        var line = 0
        var bytesRead = 0

        deinit { fclose(file) }
    }

    private let reading: Mutex<Reading>
    private let size: Int
    private let bytesRead = Mutex(0)

    /// Opens the file at `path`; throws ``ImportError`` when it cannot be read.
    public init(path: String) throws(ImportError) {
        guard let file = fopen(path, "rb") else {
            throw ImportError("cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        size = fstat(fileno(file), &status) == 0 ? Int(status.st_size) : 0
        reading = Mutex(Reading(file: file))
    }

    public func next() throws -> (line: Int, record: KeptRecord)? {
        let (next, bytes) = try reading.withLock { reading throws(ImportError) in
            (try Self.next(&reading), reading.bytesRead)
        }
        bytesRead.withLock { $0 = bytes }
        return next
    }

    public var progress: JobProgress {
        JobProgress(done: bytesRead.withLock { $0 }, total: size, unit: .bytes)
    }

    private static func next(_ reading: inout Reading) throws(ImportError) -> (line: Int, record: KeptRecord)? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while true {
            let length = getline(&buffer, &capacity, reading.file)
            guard length >= 0, let buffer else {
                guard ferror(reading.file) == 0 else {
                    throw ImportError(line: reading.line + 1, "the file cannot be read")
                }
                return nil
            }
            reading.line += 1
            reading.bytesRead += length
            guard length <= maximumLineBytes else {
                throw ImportError(
                    line: reading.line, "the line is longer than 48 MiB; no line of an export is that long")
            }
            var bytes = Data(bytes: buffer, count: length)
            while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { bytes.removeLast() }
            guard !bytes.isEmpty else { continue }
            if reading.line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            return (reading.line, try KeptLine.record(bytes, line: reading.line))
        }
    }
}
