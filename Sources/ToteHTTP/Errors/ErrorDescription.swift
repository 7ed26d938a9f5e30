import HTTPTypes
import Hummingbird
import NIOHTTP1
import ToteApplication
import ToteDomain
import TotePresentation

/// How an error is told over HTTP, the one mapping that the API's problem documents, the pages and the event
/// streams share: its status, a short title, the message for people and, when waiting helps, how long to wait.
///
/// A client's mistake is always a 4xx; only a failure of Tote itself or its store is a 5xx, and reveals nothing.
public struct ErrorDescription: Sendable, Equatable {
    public let status: HTTPResponse.Status
    public let title: String
    public let detail: String
    /// Seconds the client should wait before trying again, sent as `Retry-After`.
    public let retryAfter: Int?
    /// Whether the person can put it right by changing what they typed, so a form is shown again with the message.
    public let isCorrectable: Bool
    /// The methods the address does answer, sent as `Allow` with a 405.
    public let allow: [String]?
    /// The fields of the request the error is about, for a client to show each message beside its field.
    public let fields: [FieldProblem]

    public init(
        status: HTTPResponse.Status, title: String, detail: String, retryAfter: Int? = nil,
        isCorrectable: Bool = false, allow: [String]? = nil, fields: [FieldProblem] = []
    ) {
        self.status = status
        self.title = title
        self.detail = detail
        self.retryAfter = retryAfter
        self.isCorrectable = isCorrectable
        self.allow = allow
        self.fields = fields
    }

    public init(_ error: any Error) {
        switch error {
        case let error as ValidationError:
            self.init(refusal: error, of: error.field.member)
        case let refusal as MemberRefusal:
            self.init(refusal: refusal.error, of: refusal.member)
        case let refused as RefusedEntry:
            self.init(
                status: .unprocessableContent, title: "Invalid value", detail: refused.description, isCorrectable: true,
                fields: [
                    FieldProblem(
                        field: "items[\(refused.position - 1)].\(refused.error.field.member)",
                        detail: refused.error.description)
                ])
        case let error as InventoryError:
            self.init(inventoryError: error)
        case let error as AccessError:
            self.init(accessError: error)
        case let error as RequestError:
            self.init(requestError: error)
        case is HTTPParserError:
            // The client went away, or sent what is no HTTP, in the middle of its request: nothing the server did.
            self.init(requestError: .cutShort)
        case let error as JobError:
            self.init(
                status: error == .notFound ? .notFound : .conflict,
                title: error == .notFound ? "Not found" : "Conflict",
                detail: error.description, isCorrectable: true)
        case let error as PasswordChecksBusy:
            self.init(
                status: .serviceUnavailable, title: "Server busy", detail: error.description,
                retryAfter: error.retryAfterSeconds, isCorrectable: true)
        case let error as any CorrectableError:
            self.init(
                status: .unprocessableContent, title: "Invalid value", detail: error.description, isCorrectable: true)
        case StoreError.full, is TemporaryFolderFull:
            self.init(
                status: HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage"), title: "Disk full",
                detail: String(describing: error))
        case StoreError.filling:
            // A form is shown again with what the person typed, for them to send once the import has ended.
            self.init(
                status: .serviceUnavailable, title: "Inventory being imported", detail: String(describing: error),
                retryAfter: 5, isCorrectable: true)
        case let error as StoreError:
            if case .failed = error {
                self.init(status: .internalServerError, title: "Store failure", detail: error.description)
            } else {
                self.init(
                    status: .serviceUnavailable, title: "Store unavailable", detail: error.description, retryAfter: 1)
            }
        case let error as any HTTPResponseError:
            let detail = (error as? HTTPError)?.body ?? error.status.reasonPhrase.lowercased()
            self.init(status: error.status, title: error.status.reasonPhrase, detail: detail)
        default:
            self.init(
                status: .internalServerError, title: "Internal error", detail: "something went wrong on the server")
        }
    }

    /// A value the domain refused, in the member of the request that carried it.
    private init(refusal error: ValidationError, of member: String) {
        self.init(
            status: .unprocessableContent, title: "Invalid value", detail: error.description, isCorrectable: true,
            fields: [FieldProblem(field: member, detail: error.description)])
    }

    /// The status of a form shown again: a box or item the person named that does not exist is a wrong value
    /// in the form (422), not a missing page; nil when the error is not the person's to put right.
    public var formStatus: HTTPResponse.Status? {
        guard isCorrectable else { return nil }
        return status == .notFound ? .unprocessableContent : status
    }

    /// The detail as a sentence of its own: "there is no box #12" → "There is no box #12."
    public var sentence: String {
        Sentence.standalone(detail)
    }

    private init(inventoryError error: InventoryError) {
        switch error {
        case .boxNotFound, .boxesNotFound, .itemNotFound, .removalNotFound, .photoNotFound, .batchNotFound:
            self.init(status: .notFound, title: "Not found", detail: error.description, isCorrectable: true)
        case .boxNotEmpty, .emptyingIntoItself, .boxIntoItself, .placeIntoBox, .boxHoldsBoxes, .rehomingInside,
            .boxChanged,
            .itemChanged,
            .restoringIntoMissingBox, .itemNotInBox, .tooManyPhotos:
            self.init(status: .conflict, title: "Conflict", detail: error.description, isCorrectable: true)
        }
    }

    private init(accessError error: AccessError) {
        switch error {
        case .invalidCredentials:
            self.init(status: .unauthorized, title: "Not authenticated", detail: error.description, isCorrectable: true)
        case .notAuthenticated:
            self.init(status: .unauthorized, title: "Not authenticated", detail: error.description)
        case .wrongCurrentPassword:
            self.init(status: .forbidden, title: "Forbidden", detail: error.description, isCorrectable: true)
        case .tooManyAttempts(let seconds):
            self.init(
                status: .tooManyRequests, title: "Too many attempts", detail: error.description, retryAfter: seconds,
                isCorrectable: true)
        case .tooManyVisits(let seconds):
            self.init(
                status: .tooManyRequests, title: "Too many requests", detail: error.description, retryAfter: seconds)
        case .forbidden:
            self.init(status: .forbidden, title: "Forbidden", detail: error.description)
        case .inventoryNotFound, .memberNotFound, .apiTokenNotFound, .invitationInvalid, .resetLinkInvalid,
            .shareLinkNotFound, .shareLinkInvalid:
            self.init(status: .notFound, title: "Not found", detail: error.description)
        case .resetNotAllowed:
            self.init(status: .forbidden, title: "Forbidden", detail: error.description, isCorrectable: true)
        case .usernameTaken, .lastOwner:
            self.init(status: .conflict, title: "Conflict", detail: error.description, isCorrectable: true)
        case .setupAlreadyDone:
            self.init(status: .conflict, title: "Conflict", detail: error.description)
        }
    }

    private init(requestError error: RequestError) {
        switch error {
        case .malformed:
            self.init(status: .badRequest, title: "Bad request", detail: error.description)
        case .malformedField(let field, _):
            self.init(
                status: .badRequest, title: "Bad request", detail: error.description,
                fields: [FieldProblem(field: field, detail: error.description)])
        case .unknownFields(let unknown):
            self.init(
                status: .unprocessableContent, title: "Unknown field", detail: error.description,
                fields: unknown.map { FieldProblem(field: $0.name, detail: $0.description) })
        case .forgedForm:
            self.init(status: .forbidden, title: "Form expired", detail: error.description)
        case .pageNotFound, .routeNotFound:
            self.init(status: .notFound, title: "Not found", detail: error.description)
        case .serverBusy:
            self.init(status: .serviceUnavailable, title: "Server busy", detail: error.description, retryAfter: 1)
        case .headersTooLarge:
            self.init(
                status: .requestHeaderFieldsTooLarge, title: "Request header fields too large",
                detail: error.description)
        case .unreadable, .cutShort:
            self.init(status: .badRequest, title: "Bad request", detail: error.description)
        case .notJSON:
            self.init(status: .unsupportedMediaType, title: "Unsupported media type", detail: error.description)
        case .idempotencyKeyReused:
            self.init(status: .unprocessableContent, title: "Idempotency key reused", detail: error.description)
        case .badIdempotencyKey:
            self.init(status: .badRequest, title: "Bad request", detail: error.description)
        case .idempotencyKeyInUse:
            self.init(status: .conflict, title: "Request in progress", detail: error.description, retryAfter: 1)
        case .answerHeldSecret:
            self.init(status: .conflict, title: "Already carried out", detail: error.description)
        case .tooManyUnfinished:
            self.init(status: .tooManyRequests, title: "Too many requests", detail: error.description, retryAfter: 1)
        case .bodyTooSlow:
            self.init(status: .requestTimeout, title: "Request timeout", detail: error.description)
        case .methodNotAllowed(_, let allowed):
            self.init(
                status: .methodNotAllowed, title: "Method not allowed", detail: error.description, allow: allowed)
        }
    }
}
