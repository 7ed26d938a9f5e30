/// What a Tote server refused, as its problem document said it: the status, and the message for people.
public struct ServerProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public let status: Int
    public let detail: String
    /// Whether it was answered while logging in, where there is no login to mend yet.
    public let loggingIn: Bool

    public init(status: Int, detail: String, loggingIn: Bool = false) {
        self.status = status
        self.detail = detail
        self.loggingIn = loggingIn
    }

    /// A credential refused outside of logging in is one that expired or was revoked: logging in again mends it.
    public var description: String {
        status == 401 && !loggingIn ? detail + "; run `tote login` again" : detail
    }

    /// The problem as it reads while logging in, where there is no login to mend yet.
    public var whileLoggingIn: ServerProblem {
        ServerProblem(status: status, detail: detail, loggingIn: true)
    }
}

/// The server could not be reached or answered with what is not Tote's API: the one line the command line says.
public struct ServerUnreachable: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
