import ToteEventFormat

/// The text of an event as an SQL store keeps it, as a restored backup or a migrated database may bring it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeptEvents(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let event = try? KeptEventText.event(from: text) {
        let again = try? KeptEventText.event(from: KeptEventText.text(of: event))
        precondition(again == event, "an event read from kept text does not read back the same once kept again")
    }
    return 0
}
