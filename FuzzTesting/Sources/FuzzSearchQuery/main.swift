import ToteApplication

/// Text typed into a search field, and the query it becomes with a word replaced as a forgiven typo is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchQuery(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let query = try? SearchQuery(text) else { return 0 }
    precondition(!query.terms.isEmpty || query.number != nil, "a query with nothing to look for")
    if let word = query.terms.first?.words.first { _ = query.replacing([word: "kettle"]) }
    return 0
}
