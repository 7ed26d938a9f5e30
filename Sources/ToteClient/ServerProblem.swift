/// What a Tote server refused, as its problem document said it: the status, and the message for people.
public struct ServerProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public let status: Int
    public let detail: String

    public init(status: Int, detail: String) {
        self.status = status
        self.detail = detail
    }

    public var description: String {
        status == 401 ? detail + "; run `tote login` again" : detail
    }
}

/// The server could not be reached or answered with what is not Tote's API: the one line the command line says.
public struct ServerUnreachable: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
