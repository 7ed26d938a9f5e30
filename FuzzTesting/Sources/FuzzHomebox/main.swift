import Foundation
import ToteCSV

/// Memory rather than the disk where it can, since the reader opens a file each time.
let folder =
    FileManager.default.fileExists(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory

let file = folder.appendingPathComponent("tote-fuzz-homebox-\(getpid()).csv").path

/// A Homebox export read a row at a time, as an import reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHomebox(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes: start, count: count)) else { return 0 }
    guard let rows = try? HomeboxRows(path: file) else { return 0 }
    var read = 0
    while let row = try? rows.next() {
        read += 1
        precondition(!row.title.text.isEmpty, "a row without a title was read")
    }
    return 0
}
