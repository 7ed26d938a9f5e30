import Foundation
import Testing
import ToteDomain
import ToteSQL

@Suite("SQL statements")
struct SQLStatementTests {
    @Test("each value becomes its dialect's placeholder, in order, and its argument")
    func placeholders() {
        let name: String? = nil
        let statement: SQLStatement = "SELECT a FROM t WHERE b = \(3) AND c = \("x") AND d IS \(name) AND e = \(true)"
        #expect(statement.text(in: .sqlite) == "SELECT a FROM t WHERE b = ? AND c = ? AND d IS ? AND e = ?")
        #expect(statement.text(in: .postgres) == "SELECT a FROM t WHERE b = $1 AND c = $2 AND d IS $3 AND e = $4")
        #expect(statement.arguments == [.integer(3), .text("x"), .text(nil), .bool(true)])
    }

    @Test("text said unescaped is the statement's own, and a statement put in another keeps its values in order")
    func fragments() {
        let inner: SQLStatement = "b = \(2)"
        let statement: SQLStatement = "SELECT \(unescaped: "a, b") FROM t WHERE a = \(1) AND \(inner) AND c = \(3)"
        #expect(statement.text(in: .postgres) == "SELECT a, b FROM t WHERE a = $1 AND b = $2 AND c = $3")
        #expect(statement.arguments == [.integer(1), .integer(2), .integer(3)])
    }

    @Test("an absent value is a null of its own type")
    func typedNulls() {
        let number: BoxNumber? = nil
        let id: BoxID? = nil
        let flag: Bool? = nil
        let statement: SQLStatement = "\(number) \(id) \(flag)"
        #expect(statement.arguments == [.integer(nil), .id(nil), .bool(nil)])
    }

    @Test("text with quotes and placeholders in it is a value, never part of the statement")
    func hostileText() {
        let text = "'; DROP TABLE box; -- ? $1"
        let statement: SQLStatement = "SELECT 1 WHERE title = \(text)"
        #expect(statement.text(in: .sqlite) == "SELECT 1 WHERE title = ?")
        #expect(statement.arguments == [.text(text)])
    }

    @Test("only PostgreSQL locks rows, and an item's row is held on its own, its box joined after")
    func locks() {
        let inventory = InventoryID(UUID())
        let number = try! BoxNumber(4)
        #expect(
            !BoxRecord.select(numbered: number, in: inventory, holding: .forChange, .sqlite).text(in: .sqlite).contains(
                "FOR"))
        #expect(
            BoxRecord.select(numbered: number, in: inventory, holding: .forChange, .postgres).text(in: .postgres)
                .hasSuffix("FOR UPDATE"))
        #expect(
            BoxRecord.select(numbered: number, in: inventory, holding: .forSharing, .postgres).text(in: .postgres)
                .hasSuffix("FOR SHARE"))
        let item = ItemRecord.select(numbered: try! ItemNumber(9), in: inventory, holding: .forChange, .postgres)
            .text(in: .postgres)
        #expect(item.contains("FROM item\n") && item.contains("ORDER BY number FOR UPDATE\n)"))
        #expect(item.hasSuffix("FROM held LEFT JOIN box ON box.id = held.box_id ORDER BY held.number"))
        #expect(
            !ItemRecord.select(numbered: try! ItemNumber(9), in: inventory, holding: .forChange, .sqlite).text(
                in: .sqlite
            ).contains("FOR"))
    }

    @Test("a removal puts rows back one change later")
    func countingAChange() {
        #expect(RemovalRecord.countingAChange("id, version, versions") == "id, version + 1, versions")
    }
}
