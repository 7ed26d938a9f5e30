import Foundation
import ToteJSON

/// Memory rather than the disk where it can, since the reader opens a file each time.
let folder =
    FileManager.default.fileExists(atPath: "/dev/shm")
    ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory

let file = folder.appendingPathComponent("tote-fuzz-kept-\(getpid()).jsonl").path

/// A whole-inventory file read a line at a time, as an import reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeptLines(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard FileManager.default.createFile(atPath: file, contents: Data(bytes: start, count: count)) else { return 0 }
    guard let lines = try? KeptLines(path: file) else { return 0 }
    while (try? lines.next()) != nil {}
    return 0
}
