import Foundation
import PostgresNIO
import Testing
import ToteApplication
import ToteDomain

@testable import TotePostgres

@Suite(
    "A search of many items on PostgreSQL, settled after they were added in one go, asks an index",
    .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped), .timeLimit(.minutes(10)))
struct SearchPlanTests {
    /// 20,000 items in one box, one in 16 a "Café bowl" and one in 100 with a note.
    private static func filledStore(_ databases: TestDatabases) async throws -> PostgresStore {
        let store = try await databases.makeStore()
        let commands = try await store.ownerUseCases(of: Inventory.localID).commands
        let words = [
            "Kettle", "Blanket", "Hammer", "Café bowl", "Lamp", "Cable", "Book", "Mug", "Screwdriver", "Candle",
            "Scarf", "Vase", "Plate", "Towel", "Drill", "Jar",
        ]
        let shelf = try await commands.provisionBox(ProvisionBoxRequest(title: "Shelf", location: "Garage"))
        for batch in 0..<2 {
            let entries = (1...10_000).map { index in
                let number = batch * 10_000 + index
                return ProvisionItemsRequest.Entry(
                    title: "\(words[number % 16]) \(number)", note: number % 100 == 0 ? "Chipped \(number)" : nil)
            }
            _ = try await commands.provisionItems(ProvisionItemsRequest(box: shelf, entries: entries))
        }
        return store
    }

    private static func plan(_ condition: SearchCondition, limit: Int, in store: PostgresStore) async throws -> String {
        try await store.database.read { sql in
            let search = PostgresSearchSource(sql: sql, inventory: Inventory.localID)
            let query = search.numbersQuery(.item, condition, excluding: nil, except: nil, limit: limit)
            let explained = PostgresQuery(unsafeSQL: "EXPLAIN " + query.sql, binds: query.binds)
            return try await sql.rows(explained).map { try $0[0].decode(String.self) }.joined(separator: "\n")
        }
    }

    @Test("for two words one item in 16 holds, a word none holds and a note's word, items are found by an index")
    func indexAsked() async throws {
        try await TestDatabases.with { databases in
            let store = try await Self.filledStore(databases)
            try await store.settle()
            let searches: [([String], SearchCondition.Fields, Int)] = [
                (["cafe", "bowl"], .all, 1001), (["cafe", "bowl"], .title, 150), (["zzqx"], .all, 51),
                (["chipped"], .all, 51),
            ]
            for (patterns, fields, limit) in searches {
                let condition = SearchCondition(patterns: patterns, fields: fields)
                let plan = try await Self.plan(condition, limit: limit, in: store)
                #expect(!plan.contains("Seq Scan"), "\(patterns): \(plan)")
            }
        }
    }
}
