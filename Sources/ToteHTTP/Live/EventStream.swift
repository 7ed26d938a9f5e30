import HTTPTypes
import Hummingbird
import ServiceLifecycle
import ToteApplication

/// Server-sent events: one frame per committed history entry, its sequence as the event id so that a
/// reconnecting browser resumes with `Last-Event-ID`, and a comment now and then to keep proxies from closing.
public enum EventStream {
    public static let mediaType = "text/event-stream"

    /// A response that streams `entries` until the client goes away or the server shuts down.
    public static func response(
        _ entries: AsyncStream<HistoryEntry>, heartbeat: Duration = .seconds(20),
        render: @escaping @Sendable (HistoryEntry) -> String
    ) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = mediaType
        headers[.cacheControl] = "no-store"
        let frames = frames(of: entries, heartbeat: heartbeat, render: render)
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: "retry: 3000\n\n"))
                for await frame in frames.cancelOnGracefulShutdown() {
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
        of entries: AsyncStream<HistoryEntry>, heartbeat: Duration, render: @escaping @Sendable (HistoryEntry) -> String
    ) -> AsyncStream<String> {
        AsyncStream { continuation in
            let forwarding = Task {
                for await entry in entries { continuation.yield(frame(for: entry, data: render(entry))) }
                continuation.finish()
            }
            let beating = Task {
                while !Task.isCancelled {
                    try await Task.sleep(for: heartbeat)
                    continuation.yield(": still here\n\n")
                }
            }
            continuation.onTermination = { _ in
                forwarding.cancel()
                beating.cancel()
            }
        }
    }
}
