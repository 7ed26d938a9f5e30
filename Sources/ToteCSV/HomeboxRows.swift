import Foundation
import Synchronization
import ToteApplication

/// The rows of a Homebox CSV or TSV file, read one at a time as an import asks for them.
public final class HomeboxRows: ImportRows {
    private struct Reading: ~Copyable {
        var reader: CSVRecordReader
        var columns: HomeboxColumns?
        var filled: [Int]
    }

    private let reading: Mutex<Reading>
    private let size: Int
    private let progressState = Mutex(0)

    /// Opens the file at `path`. Throws ``ImportError`` for a file that is missing or too large.
    public init(path: String) throws(ImportError) {
        let size: Int
        do {
            size = try (FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        } catch {
            throw ImportError("cannot read \(path): no such file, or not one Tote may read")
        }
        guard size <= ImportLimits.maximumFileBytes else {
            throw ImportError(
                "the file is \(ByteCountFormatter.string(fromByteCount: Int64(size), countStyle: .file)); "
                    + "Tote imports files of at most \(ImportLimits.maximumFileText): split it into several")
        }
        let reader: CSVRecordReader
        do { reader = try CSVRecordReader(path: path) } catch { throw ImportError(line: error.line, error.reason) }
        self.size = size
        reading = Mutex(Reading(reader: reader, columns: nil, filled: []))
    }

    public func next() throws -> ImportedRow? {
        let (row, bytes) = try reading.withLock { reading throws(ImportError) -> (ImportedRow?, Int) in
            (try Self.next(&reading), reading.reader.bytesRead)
        }
        progressState.withLock { $0 = bytes }
        return row
    }

    public var progress: JobProgress {
        JobProgress(done: progressState.withLock { $0 }, total: size, unit: .bytes)
    }

    public var setAside: [ImportReport.SetAside] {
        reading.withLock { reading in
            guard let columns = reading.columns else { return [] }
            return zip(columns.setAside, reading.filled).filter { $0.1 > 0 }.map {
                ImportReport.SetAside(column: $0.0.name, rows: $0.1)
            }
        }
    }

    private static func next(_ reading: inout Reading) throws(ImportError) -> ImportedRow? {
        if reading.columns == nil {
            guard let header = try record(&reading.reader) else { throw ImportError("the file is empty") }
            let columns = try HomeboxColumns(header: header)
            reading.columns = columns
            reading.filled = Array(repeating: 0, count: columns.setAside.count)
        }
        guard let columns = reading.columns, let record = try record(&reading.reader) else { return nil }
        let row = try HomeboxRow.row(record, columns)
        for (position, column) in columns.setAside.enumerated()
        where !record.fields[column.index].trimmingSpaces.isEmpty {
            reading.filled[position] += 1
        }
        return row
    }

    /// The next record that is not a blank line.
    private static func record(_ reader: inout CSVRecordReader) throws(ImportError) -> CSVRecordReader.Record? {
        do {
            while let record = try reader.next() {
                if record.fields != [""] { return record }
            }
            return nil
        } catch {
            throw ImportError(line: error.line, error.reason)
        }
    }
}
