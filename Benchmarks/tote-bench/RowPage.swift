/// One page of rows, with how many rows the whole list holds.
struct RowPage<Entry: Encodable & Sendable>: Encodable, Sendable {
    let entries: [Entry]
    let page: Int
    let perPage: Int
    let totalCount: Int
}
