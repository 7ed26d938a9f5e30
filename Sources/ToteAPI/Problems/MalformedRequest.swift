/// A request the API cannot even read: a body that is not the JSON it expects, a path or query value of the
/// wrong kind. Answered with 400; a well-formed value the domain refuses is a `ValidationError` (422) instead.
struct MalformedRequest: Error, Equatable, CustomStringConvertible {
    let detail: String

    init(_ detail: String) {
        self.detail = detail
    }

    var description: String { detail }
}
