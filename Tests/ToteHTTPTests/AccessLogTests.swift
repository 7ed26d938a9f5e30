import HTTPTypes
import HummingbirdTesting
import Logging
import Synchronization
import Testing
import ToteHTTPTesting

@testable import ToteHTTP

@Suite("Access log")
struct AccessLogTests {
    /// Keeps every line logged through it.
    final class Lines: Sendable {
        let lines = Mutex<[(message: String, metadata: Logger.Metadata)]>([])

        var logger: Logger {
            Logger(label: "access-log-test") { _ in Handler(lines: self) }
        }

        struct Handler: LogHandler {
            let lines: Lines
            var metadata: Logger.Metadata = [:]
            var logLevel: Logger.Level = .trace

            subscript(metadataKey key: String) -> Logger.MetadataValue? {
                get { metadata[key] }
                set { metadata[key] = newValue }
            }

            func log(event: LogEvent) {
                let all = metadata.merging(event.metadata ?? [:]) { $1 }
                lines.lines.withLock { $0.append(("\(event.message)", all)) }
            }
        }
    }

    @Test("each request is one line with its method, path, status and duration")
    func oneLinePerRequest() async throws {
        let log = Lines()
        let app = TestEnvironment().application(logger: log.logger) { _, _ in }

        try await app.test(.router) { client in
            _ = try await client.execute(uri: "/health", method: .get)
            _ = try await client.execute(uri: "/nowhere", method: .get)
        }

        let lines = log.lines.withLock { $0 }.filter { $0.metadata["ms"] != nil }
        #expect(lines.map(\.message) == ["GET /health 200", "GET /nowhere 404"])
        #expect(lines.map { $0.metadata["status"]?.description } == ["200", "404"])
        #expect(lines.allSatisfy { Double($0.metadata["ms"]?.description ?? "") ?? -1 >= 0 })
    }

    @Test(
        "an invitation's or a share link's secret is never logged",
        arguments: [
            ("/invitations/s3cret", "/invitations/…"),
            ("/invitations/s3cret/join", "/invitations/…/join"),
            ("/api/v1/invitations/s3cret/accept", "/api/v1/invitations/…/accept"),
            ("/boxes/12", "/boxes/12"),
            ("/invitations", "/invitations"),
            ("/s/s3cret", "/s/…"),
            ("/s/s3cret/boxes/12", "/s/…/boxes/12"),
            ("/s/s3cret/events", "/s/…/events"),
            ("/boxes/s/12", "/boxes/s/12"),
            // A mark after a slash makes one character of the two; the segment is still the secret's.
            ("/s/\u{319}e/boxes/1", "/s/…/boxes/1"),
            ("/invitations/\u{301}s3cret", "/invitations/…"),
        ])
    func redactsInvitationSecrets(path: String, logged: String) {
        #expect(AccessLogMiddleware.loggedPath(path) == logged)
    }
}
