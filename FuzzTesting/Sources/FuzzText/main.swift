import ToteDomain

/// Text typed into any field of a box or an item, and text read back from a store: what a field takes it keeps as
/// it is when read again, and what a field reads from a store it would take again when typed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    if let title = try? Title(text), (try? Title(stored: title.text)) != title {
        fatalError("a title read back differs from the title typed")
    }
    if let read = try? Title(stored: text), (try? Title(read.text)) != read {
        fatalError("a title read from a store would be refused if typed")
    }
    if let read = try? Note.optional(stored: text), (try? Note.optional(read.text)) != read {
        fatalError("a note read from a store would be refused if typed")
    }
    _ = try? Location(text)
    _ = try? Room(text)
    _ = try? Username(stored: text)
    return 0
}
