import Foundation
import PostgresNIO
import Testing
import ToteSQL

@testable import TotePostgres

@Suite(
    "Statements prepared once per connection", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct PreparedStatementTests {
    @Test("a pool's connection prepares the statement once, with its values' types, a null first among them")
    func preparedOnce() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let id = UUID()
            let answers = try await store.database.write { sql in
                var answers: [UUID?] = []
                for value in [nil, id, id] {
                    let row = try await sql.fetchOne(Self.echo(value), prepared: NullFirst.self)
                    answers.append(try row?.decode("id", as: UUID?.self))
                }
                return answers
            }
            #expect(answers == [nil, id, id])
            let prepared = try await store.database.write { sql in try await Self.prepared(sql) }
            #expect(prepared == ["tote_test_null_first": Self.echo(nil).text(in: .postgres)])
        }
    }

    @Test("a statement whose text is not the one its shape was first prepared with runs unprepared, and right")
    func otherTextRunsUnprepared() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let id = UUID()
            let (first, other, prepared) = try await store.database.write { sql in
                let first = try await sql.fetchOne(Self.echo(id), prepared: OtherText.self)
                let other = try await sql.fetchOne("SELECT 2 AS two, \(id) AS id", prepared: OtherText.self)
                return (
                    try first?.decode("id", as: UUID.self), try other?.decode("two", as: Int.self),
                    try await Self.prepared(sql)
                )
            }
            #expect(first == id)
            #expect(other == 2)
            #expect(prepared == ["tote_test_other_text": Self.echo(id).text(in: .postgres)])
        }
    }

    @Test("a command's one connection prepares nothing: each statement runs about once there")
    func commandConnectionPreparesNothing() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let connection = PostgresCommandConnection(url)
            let store = try await PostgresStore.open(url, through: connection)
            let (answer, prepared) = try await store.database.write { sql in
                let row = try await sql.fetchOne(Self.echo(UUID()), prepared: OnCommand.self)
                return (row, try await Self.prepared(sql))
            }
            #expect(answer != nil)
            #expect(prepared.isEmpty)
            await connection.close()
        }
    }

    private static func echo(_ value: UUID?) -> SQLStatement {
        "SELECT \(value) AS id"
    }

    /// The statements prepared on the connection `sql` runs on, by name.
    private static func prepared(_ sql: SQL) async throws -> [String: String] {
        var prepared: [String: String] = [:]
        for row in try await sql.rows("SELECT name, statement FROM pg_prepared_statements") {
            prepared[try row.decode("name", as: String.self)] = try row.decode("statement", as: String.self)
        }
        return prepared
    }

    private enum NullFirst: PreparedShape { static let form = PreparedForm(name: "tote_test_null_first") }
    private enum OtherText: PreparedShape { static let form = PreparedForm(name: "tote_test_other_text") }
    private enum OnCommand: PreparedShape { static let form = PreparedForm(name: "tote_test_on_command") }
}
