/// A box with one page of its items: what showing a box reads.
struct BoxPage: Encodable, Sendable {
    let box: BoxRow
    let items: RowPage<ItemRow>
}
