import Logging
import PostgresNIO
import Synchronization
import Testing
import ToteApplication

@testable import TotePostgres

@Suite(
    "Waiting for a connection from the pool", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct LeasePatienceTests {
    /// Asks at once whether the pool is only slow, so that the tests do not wait for the standard five seconds, and
    /// waits on for as long as a test may run, as a machine busy with other work may be slow to start the pool.
    private static let eager = LeasePatience(beforeAsking: .milliseconds(20), inAll: .seconds(3_600))

    private static func client() throws -> PostgresClient {
        let url = try TestDatabases.url(of: "tote")
        return PostgresClient(
            configuration: PostgresClient.Configuration(
                host: url.host, port: url.port, username: url.username, password: url.password,
                database: url.database, tls: .disable),
            backgroundLogger: Logger(label: "tote.test"))
    }

    @Test("a pool slow to connect, as on a busy machine, is waited for while the database can be reached")
    func slowPool() async throws {
        let client = try Self.client()
        let asked = Atomic<Int>(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            // The pool starts only once the call has asked whether the database can be reached: until then no
            // connection can come from it, as when its task waits for a processor.
            let start = AsyncStream<Void>.makeStream()
            group.addTask {
                for await _ in start.stream { break }
                await client.run()
            }
            let database = PostgresDatabase(
                client: client, logger: Logger(label: "tote.test"), maximumConnections: 4, patience: Self.eager,
                probe: {
                    asked.add(1, ordering: .relaxed)
                    start.continuation.yield()
                })
            let rows = try await database.rows("SELECT 41 + 1")
            #expect(try rows.first?[0].decode(Int.self) == 42)
            #expect(asked.load(ordering: .relaxed) >= 1)
            group.cancelAll()
        }
    }

    @Test("a pool that cannot connect is refused as unavailable, with what stopped a connection of the call's own")
    func cutOff() async throws {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "connection refused by the test" }
        }
        let client = try Self.client()
        let database = PostgresDatabase(
            client: client, logger: Logger(label: "tote.test"), maximumConnections: 4, patience: Self.eager,
            probe: { throw Refused() })
        let error = await #expect(throws: StoreError.self) { _ = try await database.rows("SELECT 1") }
        #expect(error?.description.contains("the database cannot be reached") == true)
        #expect(error?.description.contains("connection refused by the test") == true)
    }
}
