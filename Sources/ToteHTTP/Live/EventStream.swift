import HTTPTypes
import Hummingbird
import ServiceLifecycle
import ToteApplication

/// Server-sent events: one frame per committed history entry, its sequence as the event id so that a
/// reconnecting browser resumes with `Last-Event-ID`, and a comment now and then to keep proxies from closing
/// and to notice clients that are gone.
///
/// A stream lives no longer than the access it was opened with: it asks `isAllowed` again before it sends an entry
/// (unless it asked within ``StreamTiming/recheck``) and every ``StreamTiming/watch`` while nothing comes, and ends
/// as soon as the answer is no, with a last frame ``accessEnded`` where the pages listen, so that a page can say so.
public enum EventStream {
    public static let mediaType = "text/event-stream"

    /// The last frame of a page's stream whose access ended: the link was withdrawn, the session ended.
    public static let accessEnded = "event: access-ended\ndata: {}\n\n"

    /// A response that streams `entries` until the client goes away, the server shuts down, or the access
    /// behind the stream is gone; then `ended`, when given, is its last frame. `render` writes an entry's data, or
    /// nil for an entry the stream does not send.
    public static func response(
        _ entries: AsyncStream<HistoryEntry>, timing: StreamTiming, isAllowed: @escaping @Sendable () async -> Bool,
        ended: String? = nil, render: @escaping @Sendable (HistoryEntry) -> String?
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = mediaType
        headers[.cacheControl] = "no-store"
        let gate = AccessGate(recheck: timing.recheck, isAllowed: isAllowed, ended: ended)
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 3000\n\n"))
                for await frame in frames(of: entries, timing: timing, gate: gate, render: render)
                    .cancelOnGracefulShutdown()
                {
                    try await writer.write(ByteBuffer(string: frame))
                }
                try await writer.finish(nil)
            })
    }

    /// The sequence a request's `Last-Event-ID` header names, if it holds one.
    public static func lastEventID(of request: Request) -> Int64? {
        request.headers[values: HTTPField.Name("Last-Event-ID")!].first.flatMap { Int64($0) }.flatMap {
            $0 >= 0 ? $0 : nil
        }
    }

    /// One frame of the stream; `data` is a single line of JSON.
    public static func frame(for entry: HistoryEntry, data: String) -> String {
        "id: \(entry.sequence)\nevent: \(entry.event.kind.rawValue)\ndata: \(data)\n\n"
    }

    private static func frames(
        of entries: AsyncStream<HistoryEntry>, timing: StreamTiming, gate: AccessGate,
        render: @escaping @Sendable (HistoryEntry) -> String?
    ) -> AsyncStream<String> {
        AsyncStream { continuation in
            let forwarding = Task {
                for await entry in entries {
                    guard await gate.isOpen() else {
                        await gate.lastFrame().map { _ = continuation.yield($0) }
                        break
                    }
                    guard let data = render(entry) else { continue }
                    continuation.yield(frame(for: entry, data: data))
                }
                continuation.finish()
            }
            let watching = Task {
                var quiet = Duration.zero
                while !Task.isCancelled {
                    try await Task.sleep(for: timing.watch)
                    guard await gate.isOpen() else {
                        await gate.lastFrame().map { _ = continuation.yield($0) }
                        break
                    }
                    quiet += timing.watch
                    guard quiet >= timing.heartbeat else { continue }
                    quiet = .zero
                    continuation.yield(": still here\n\n")
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                forwarding.cancel()
                watching.cancel()
            }
        }
    }
}

/// How often a live stream asks whether its access lasts, and says it is still there.
public struct StreamTiming: Sendable {
    /// How long an entry may be sent without asking again, after the last answer.
    public var recheck = Duration.milliseconds(500)
    /// How often a stream that has nothing to send asks: it ends at most this long after its access did.
    public var watch = Duration.seconds(1)
    /// How often a stream opened with a share link asks at most: a link handed to people outside is withdrawn when
    /// it must stop at once, so its pages learn of it within a second with time to spare.
    public static let shareWatch = Duration.milliseconds(500)
    /// How often a stream that has nothing to send writes a comment, so that proxies keep it and a client that has
    /// gone is noticed.
    public var heartbeat = Duration.seconds(20)

    public init() {}
}

/// Asks whether a stream may go on, at most once per `recheck`; once closed, it stays closed. The stream was
/// allowed when it opened, so the first question waits for the first `recheck` to pass.
private actor AccessGate {
    private let recheck: Duration
    private let isAllowed: @Sendable () async -> Bool
    private var checkedAt = ContinuousClock.now
    private var closed = false
    /// The frame that tells the page its access ended, until it is sent once.
    private var ended: String?

    init(recheck: Duration, isAllowed: @escaping @Sendable () async -> Bool, ended: String?) {
        self.recheck = recheck
        self.isAllowed = isAllowed
        self.ended = ended
    }

    /// The frame to end a closed stream with, the first time it is asked for.
    func lastFrame() -> String? {
        guard closed else { return nil }
        defer { ended = nil }
        return ended
    }

    func isOpen() async -> Bool {
        guard !closed else { return false }
        guard ContinuousClock.now - checkedAt >= recheck else { return true }
        let allowed = await isAllowed()
        checkedAt = .now
        closed = !allowed
        return allowed
    }
}
