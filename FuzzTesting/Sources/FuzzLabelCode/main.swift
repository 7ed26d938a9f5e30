import ToteApplication
import ToteLabels

/// The text of a scanned code, read as a label: what reads as one writes back as the same label.
let address = try! PublicURL("https://boxes.example.org")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLabelCode(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let code = LabelCode(reading: text) {
        precondition(LabelCode(reading: code.text(at: address)) == code, "a label that does not read back")
    }
    return 0
}
