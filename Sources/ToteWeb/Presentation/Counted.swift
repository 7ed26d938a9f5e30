/// A number with its noun, in the singular for one: "1 item", "3 items".
enum Counted {
    static func text(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}
