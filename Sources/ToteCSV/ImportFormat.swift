import Foundation
import ToteApplication

/// The files an import reads: a Homebox CSV or TSV export, or Tote's own whole-inventory JSON Lines.
public enum ImportFormat: String, Sendable, CaseIterable {
    case homebox, json

    /// JSON when the file's first character (after a byte order mark and white space) is `{`; Homebox otherwise.
    public static func sniff(_ path: String) throws(ImportError) -> ImportFormat {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ImportError("cannot read \(path): no such file, or not one Tote may read")
        }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 64)) ?? Data()
        let first = start.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        return first == UInt8(ascii: "{") ? .json : .homebox
    }
}
