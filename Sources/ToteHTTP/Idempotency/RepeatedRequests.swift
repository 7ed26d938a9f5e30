import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import ToteApplication

/// Remembers the answers to requests that carried an idempotency key, so that the same request sent again (a double
/// click, a form resubmitted, a client retrying after a lost answer) gets the first answer instead of a second
/// change. A repeat that arrives while the first is still being carried out waits for it.
///
/// Only answers that did something are kept (status below 400): a refused request may be corrected and sent again
/// under the same key. Answers are kept in this process's memory for ``lifetime``, at most ``capacity`` of them and
/// ``byteBudget`` bytes of bodies; the oldest go first. Every answer is also kept in the store (``SharedAnswers``), so
/// that a request sent again to another server sharing it, or to this one after a restart, is answered from there.
public actor RepeatedRequests {
    /// Who sent a request and under which key, with what identifies the request itself.
    public struct Key: Hashable, Sendable {
        let owner: String
        let key: String

        public init(owner: String, key: String) {
            self.owner = owner
            self.key = key
        }
    }

    /// What to do with a request.
    public enum Claim: Sendable {
        /// Nothing was answered under its key: carry it out, then call ``finish(_:with:)``.
        case proceed
        /// The same request was answered before: send this again.
        case replay(StoredResponse)
        /// The key was used for a different request.
        case mismatch
    }

    private enum State {
        case inFlight(fingerprint: Int, waiters: [CheckedContinuation<StoredResponse?, Never>])
        case answered(fingerprint: Int, response: StoredResponse, at: Date)
    }

    public static let lifetime: TimeInterval = 24 * 60 * 60
    let capacity: Int
    let byteBudget: Int
    private var states: [Key: State] = [:]
    /// Answered keys, oldest first.
    private var order: [Key] = []
    private var bytes = 0

    /// Where the servers sharing a store keep their answers; nil for a server that is alone with its store.
    nonisolated let shared: (any SharedAnswers)?

    public init(capacity: Int = 10_000, byteBudget: Int = 32 * 1024 * 1024, shared: (any SharedAnswers)? = nil) {
        self.capacity = capacity
        self.byteBudget = byteBudget
        self.shared = shared
    }

    /// Claims `key` for a request identified by `fingerprint` (its method, path and body).
    public func claim(_ key: Key, fingerprint: Int, now: Date = Date()) async -> Claim {
        switch states[key] {
        case nil:
            states[key] = .inFlight(fingerprint: fingerprint, waiters: [])
            return .proceed
        case .answered(let first, _, _) where first != fingerprint, .inFlight(let first, _) where first != fingerprint:
            return .mismatch
        case .answered(_, let response, let at):
            guard now.timeIntervalSince(at) < Self.lifetime else {
                forget(key)
                states[key] = .inFlight(fingerprint: fingerprint, waiters: [])
                return .proceed
            }
            return .replay(response)
        case .inFlight(_, var waiters):
            let answer = await withCheckedContinuation { continuation in
                waiters.append(continuation)
                states[key] = .inFlight(fingerprint: fingerprint, waiters: waiters)
            }
            guard let answer else { return await claim(key, fingerprint: fingerprint, now: now) }
            return .replay(answer)
        }
    }

    /// Records the answer to a claimed request; nil (the request failed) or a refusal frees the key, unless
    /// `isWithheld` says the answer stands for one that held a secret.
    public func finish(_ key: Key, with response: StoredResponse?, isWithheld: Bool = false, now: Date = Date()) {
        guard case .inFlight(let fingerprint, let waiters) = states[key] else { return }
        let kept = response.flatMap { $0.status.code < 400 || isWithheld ? $0 : nil }
        if let kept {
            states[key] = .answered(fingerprint: fingerprint, response: kept, at: now)
            order.append(key)
            bytes += kept.body.readableBytes
            while order.count > capacity || bytes > byteBudget, let oldest = order.first { forget(oldest) }
        } else {
            states[key] = nil
        }
        for waiter in waiters { waiter.resume(returning: kept) }
    }

    private func forget(_ key: Key) {
        if case .answered(_, let response, _) = states[key] { bytes -= response.body.readableBytes }
        states[key] = nil
        order.removeAll { $0 == key }
    }
}

extension Response {
    /// Marks the answer as holding a secret (a new session, API token, invitation or reset link), which a
    /// ``RepeatedRequests`` never keeps as it is.
    public mutating func markIssuingSecret() {
        headers[StoredResponse.secretMark] = "1"
    }
}

/// An answer kept whole, to be sent again.
public struct StoredResponse: Sendable {
    public let status: HTTPResponse.Status
    public private(set) var headers: HTTPFields
    public let body: ByteBuffer

    public init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The problem document `error` is told as.
    public init(_ error: any Error) {
        let description = ErrorDescription(error)
        self.init(
            status: description.status, headers: ProblemDetails.headers(for: description),
            body: ByteBuffer(string: ProblemDetails.body(for: description)))
    }

    /// Whether the answer holds a secret (a new session, token or link): marked so, or setting the session cookie.
    /// The mark is removed, so that it is never sent.
    mutating func withoutSecretMark() -> Bool {
        let marked = headers[StoredResponse.secretMark] != nil
        headers[StoredResponse.secretMark] = nil
        let setsSession = headers[values: .setCookie].contains { $0.hasPrefix(SessionCookie.name + "=") }
        return marked || setsSession
    }

    /// Marks a response that holds a secret; the mark stays in the server.
    static let secretMark = HTTPField.Name("Tote-Holds-Secret")!

    /// Reads all of `response`'s body.
    public init(collecting response: Response) async throws {
        let collected = CollectedBody()
        let body = response.body
        try await body.write(BodyCollector(collected: collected))
        status = response.status
        headers = response.headers
        self.body = collected.buffer
    }

    init(_ kept: KeptAnswer) {
        status = HTTPResponse.Status(code: kept.status)
        var headers = HTTPFields()
        for header in kept.headers {
            guard let name = HTTPField.Name(header.name) else { continue }
            headers.append(HTTPField(name: name, value: header.value))
        }
        self.headers = headers
        body = ByteBuffer(bytes: kept.body)
    }

    /// The answer as the servers sharing a store keep it.
    var kept: KeptAnswer {
        KeptAnswer(
            status: status.code, headers: headers.map { KeptHeader(name: $0.name.canonicalName, value: $0.value) },
            body: Array(body.readableBytesView))
    }

    /// The answer as first given.
    var original: Response {
        Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// The answer again, marked as a replay.
    public var response: Response {
        var headers = headers
        headers[RepeatedRequests.replayedHeader] = "true"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: body))
    }
}

extension RepeatedRequests {
    /// Answers a request once: the first time `answer` carries it out, a repeat with the same key and fingerprint
    /// gets that answer again. A key used for a different request is refused with
    /// ``RequestError/idempotencyKeyReused``.
    ///
    /// An answer that holds a secret (``Response/markIssuingSecret()``, or one that sets the session cookie) is
    /// never kept as it is, in memory or in the store: `withholding` makes what a repeat gets instead from it, by
    /// default a refusal (``RequestError/answerHeldSecret``).
    public nonisolated func answerOnce(
        _ key: Key, fingerprint: Int,
        withholding: @Sendable (StoredResponse) -> StoredResponse = { _ in StoredResponse(RequestError.answerHeldSecret)
        },
        _ answer: () async throws -> Response
    ) async throws -> Response {
        switch await claim(key, fingerprint: fingerprint) {
        case .replay(let stored):
            return stored.response
        case .mismatch:
            throw RequestError.idempotencyKeyReused
        case .proceed:
            do {
                if let earlier = try await claimShared(key, fingerprint: fingerprint) {
                    await finish(key, with: earlier)
                    return earlier.response
                }
            } catch {
                await finish(key, with: nil)
                throw error
            }
            do {
                var stored = try await StoredResponse(collecting: try await answer())
                let isWithheld = stored.withoutSecretMark()
                let kept = isWithheld ? withholding(stored) : stored
                await finish(key, with: kept, isWithheld: isWithheld)
                try await shared?.settle(
                    key.key, of: key.owner, with: kept.status.code < 400 || isWithheld ? kept.kept : nil)
                return stored.original
            } catch {
                await finish(key, with: nil)
                try? await shared?.settle(key.key, of: key.owner, with: nil)
                throw error
            }
        }
    }

    /// Claims the key where the servers share their answers: nil to go ahead, or the answer another server gave.
    /// While another server is carrying the request out, asks again every tenth of a second, for as long as a claim
    /// lasts.
    private nonisolated func claimShared(_ key: Key, fingerprint: Int) async throws -> StoredResponse? {
        guard let shared else { return nil }
        let patience = Int(SharedAnswersPolicy.claimLifetime * 10)
        for _ in 0...patience {
            switch try await shared.claim(key.key, of: key.owner, fingerprint: Int64(fingerprint), at: Date()) {
            case .proceed: return nil
            case .answered(let kept): return StoredResponse(kept)
            case .mismatch: throw RequestError.idempotencyKeyReused
            case .elsewhere: try await Task.sleep(for: .milliseconds(100))
            }
        }
        throw RequestError.idempotencyKeyInUse
    }

    /// Tells a client that the answer is the one given to the first request with its key.
    public static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!
}

private final class CollectedBody {
    var buffer = ByteBuffer()
}

private struct BodyCollector: ResponseBodyWriter {
    let collected: CollectedBody

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
