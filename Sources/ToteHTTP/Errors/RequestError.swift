/// A request Tote refuses before any use case runs: one it cannot read, a form that did not come from one of
/// its pages, a path that names no page, a connection beyond the server's limit.
public enum RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A body, path or query value of the wrong kind, or a form that is no form; the text says which.
    /// A well-formed value the domain refuses is a `ValidationError` instead.
    case malformed(String)
    /// A member of a JSON body, or a path or query parameter, that cannot be read as what it must be: its name and
    /// what is wrong, such as "must be an integer".
    case malformedField(String, problem: String)
    /// Members of a JSON body that the address does not take: misspelt, or meant for another address.
    case unknownFields([UnknownField])
    /// The form's CSRF field is missing or does not match the browser's cookie.
    case forgedForm
    /// No page answers this path.
    case pageNotFound
    /// No route of the API answers this path, with any method.
    case routeNotFound
    /// The server has as many connections open as it may; this one is answered and closed.
    case serverBusy
    /// A request whose headers are larger than the server reads.
    case headersTooLarge
    /// A request that is not HTTP the server can parse.
    case unreadable
    /// A request whose connection ended, or broke, before its body did.
    case cutShort
    /// A body that is not JSON, of the media type given (nil when the request named none).
    case notJSON(String?)
    /// The path exists, but not with this method.
    case methodNotAllowed(String, allowed: [String])
    /// An idempotency key sent again with a different request.
    case idempotencyKeyReused
    /// An `Idempotency-Key` header that is empty, too long or not plain text.
    case badIdempotencyKey
    /// A request sent again while another server was still carrying out the first, for longer than it waits.
    case idempotencyKeyInUse
    /// A request sent again with an idempotency key, whose first answer held a secret that is not kept.
    case answerHeldSecret
    /// The client's address has as many requests begun and not finished as it may.
    case tooManyUnfinished(Int)
    /// A body that came more slowly than a body must.
    case bodyTooSlow(minimumRate: Int)

    public var description: String {
        switch self {
        case .malformed(let detail): detail
        case .malformedField(let field, let problem): "'\(field)' \(problem)"
        case .unknownFields(let unknown): unknown.map(\.description).joined(separator: "; ")
        case .forgedForm: "this form is out of date or did not come from Tote; reload the page and try again"
        case .pageNotFound: "there is no such page"
        case .routeNotFound: "nothing answers at this address; the API document lists every address"
        case .serverBusy: "Tote is answering as many connections as it may at once; try again in a moment"
        case .headersTooLarge: "the request's headers are larger than the 80 KiB this server reads"
        case .unreadable: "the request is not HTTP that this server can read"
        case .cutShort: "the request ended before its body did"
        case .notJSON(let mediaType?): "send the body as application/json, not \(mediaType)"
        case .notJSON(nil): "send the body as application/json, and say so in Content-Type"
        case .idempotencyKeyReused:
            "this Idempotency-Key was already used for a different request; send a new key with a new request"
        case .idempotencyKeyInUse:
            "the first request with this Idempotency-Key is still being carried out; send it again in a moment"
        case .badIdempotencyKey:
            "an Idempotency-Key must be 1 to \(IdempotencyKey.longest) visible ASCII characters"
        case .answerHeldSecret:
            "this request was carried out already, and its answer held a secret that Tote shows once and does not keep; "
                + "if that answer was lost, revoke what it made and make another"
        case .tooManyUnfinished(let maximum):
            "this address has \(maximum) requests begun and not finished; finish or close one, then try again"
        case .bodyTooSlow(let rate):
            "the request's body came more slowly than \(rate) bytes a second; send it again on a faster connection"
        case .methodNotAllowed(let method, let allowed):
            "this address does not answer \(method); it answers \(allowed.joined(separator: ", "))"
        }
    }
}
