/// Reports how far building the search index has come, in boxes and items indexed of those stored.
public typealias SearchIndexProgress = @Sendable (_ indexed: Int, _ total: Int) -> Void
