import ToteApplication
import ToteImages

@testable import ToteZBar

/// A frame a phone sends to be scanned, read as the server reads it: parsed, then every QR code in it read by ZBar
/// (on this thread, as each of the server's readers does).
let zbar = ZBarLibrary.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGraymap(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let zbar else { fatalError("ZBar's library is not installed: run scripts/install-test-dependencies") }
    guard let picture = try? Graymap.picture(from: Array(UnsafeBufferPointer(start: start, count: count))) else {
        return 0
    }
    precondition(picture.pixels.count == picture.width * picture.height, "a picture of the wrong size")
    _ = zbar.qrCodes(in: picture)
    return 0
}
