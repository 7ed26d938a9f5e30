/// The body of `POST …/boxes/{box}/items`, as Tote's API takes it.
struct NewItemBody: Decodable {
    let title: String
    let quantity: Int?
}
