import HTTPTypes
import Hummingbird

/// Honours the `Idempotency-Key` header on the API's POST, PATCH and DELETE requests: a client that sends a request
/// again with the same key (after a timeout, a lost answer, a retry) gets the first answer, marked
/// `Idempotent-Replayed: true`, and nothing is done twice. Keys belong to the account that sent them.
public struct IdempotencyMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    public static let header = HTTPField.Name("Idempotency-Key")!

    let requests: RepeatedRequests

    public init(requests: RepeatedRequests) {
        self.requests = requests
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard [.post, .patch, .delete].contains(request.method), let header = request.headers[Self.header] else {
            return try await next(request, context)
        }
        guard let key = IdempotencyKey(header: header)?.value else { throw RequestError.badIdempotencyKey }
        guard let owner = context.principal?.account.id.description else { return try await next(request, context) }
        var request = request
        var fingerprint = RequestFingerprint()
        fingerprint.combine(request.method.rawValue)
        fingerprint.combine(request.uri.description)
        if let length = request.headers[.contentLength].flatMap(Int.init), length > context.maxUploadSize {
            // A file (a photo) is not held in memory to be compared: the same key for the same address and length
            // is taken as the same request.
            fingerprint.combine(length)
        } else {
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            fingerprint.combine(body.readableBytesView.count)
            fingerprint.combine(bytes: body.readableBytesView)
        }
        return try await requests.answerOnce(
            RepeatedRequests.Key(owner: owner, key: key), fingerprint: fingerprint.finalized
        ) { [request] in try await next(request, context) }
    }
}
