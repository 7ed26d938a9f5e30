import HTTPTypes
import ToteApplication
import ToteDomain

/// How an error of the core is told over HTTP: its status, a short title and the message for people.
///
/// A client's mistake is always a 4xx; only a failure of Tote itself or its store is a 5xx.
public struct ErrorDescription: Sendable, Equatable {
    public let status: HTTPResponse.Status
    public let title: String
    public let detail: String

    public init(status: HTTPResponse.Status, title: String, detail: String) {
        self.status = status
        self.title = title
        self.detail = detail
    }

    public init(_ error: any Error) {
        switch error {
        case let error as ValidationError:
            self.init(status: .unprocessableContent, title: "Invalid value", detail: error.description)
        case let error as InventoryError:
            self.init(inventoryError: error)
        case let error as AccessError:
            self.init(accessError: error)
        case let error as StoreError:
            self.init(status: .serviceUnavailable, title: "Store unavailable", detail: error.description)
        default:
            self.init(
                status: .internalServerError, title: "Internal error", detail: "something went wrong on the server")
        }
    }

    private init(inventoryError error: InventoryError) {
        switch error {
        case .boxNotFound, .itemNotFound:
            self.init(status: .notFound, title: "Not found", detail: error.description)
        case .boxNotEmpty, .itemAlreadyInBox, .emptyingIntoItself, .boxChanged, .itemChanged:
            self.init(status: .conflict, title: "Conflict", detail: error.description)
        }
    }

    private init(accessError error: AccessError) {
        switch error {
        case .invalidCredentials, .notAuthenticated:
            self.init(status: .unauthorized, title: "Not authenticated", detail: error.description)
        case .tooManyAttempts:
            self.init(status: .tooManyRequests, title: "Too many attempts", detail: error.description)
        case .forbidden:
            self.init(status: .forbidden, title: "Forbidden", detail: error.description)
        case .inventoryNotFound, .memberNotFound, .apiTokenNotFound, .invitationInvalid:
            self.init(status: .notFound, title: "Not found", detail: error.description)
        case .setupAlreadyDone, .usernameTaken, .lastOwner:
            self.init(status: .conflict, title: "Conflict", detail: error.description)
        }
    }
}
