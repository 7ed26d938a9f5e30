import Foundation

/// An answer to a request sent with an idempotency key, kept to be sent again: its status, headers and body.
public struct KeptAnswer: Sendable, Equatable {
    public let status: Int
    public let headers: [KeptHeader]
    public let body: [UInt8]

    public init(status: Int, headers: [KeptHeader], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

public struct KeptHeader: Sendable, Equatable, Codable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What a server may do with a request sent under an idempotency key, as the shared answers say.
public enum AnswerClaim: Sendable, Equatable {
    /// No one answered it: this server carries it out, then settles the key.
    case proceed
    /// It was answered before: send this again.
    case answered(KeptAnswer)
    /// The key was used for a different request.
    case mismatch
    /// Another server is carrying it out at this moment: ask again shortly.
    case elsewhere
}

/// Answers to requests sent with an idempotency key, kept where every server sharing a store finds them, so that a
/// request sent again to another server (a client retrying through a load balancer) is not carried out twice.
public protocol SharedAnswers: Sendable {
    /// Claims `key` of `owner` for a request identified by `fingerprint`. A claim whose server never settled it (it
    /// stopped) lapses after ``SharedAnswersPolicy/claimLifetime``; an answer is kept for
    /// ``SharedAnswersPolicy/answerLifetime``.
    func claim(_ key: String, of owner: String, fingerprint: Int64, at now: Date) async throws -> AnswerClaim
    /// Keeps the answer to a claimed request, or (nil: it failed or was refused) frees the key.
    func settle(_ key: String, of owner: String, with answer: KeptAnswer?) async throws
}

/// How long claims and answers last in ``SharedAnswers``.
public enum SharedAnswersPolicy {
    public static let claimLifetime: TimeInterval = 2 * 60
    public static let answerLifetime: TimeInterval = 24 * 60 * 60
}
