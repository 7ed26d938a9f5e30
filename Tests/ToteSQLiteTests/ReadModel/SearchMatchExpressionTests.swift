import Testing
import ToteApplication

@testable import ToteSQLite

@Suite("Search MATCH expressions")
struct SearchMatchExpressionTests {
    @Test func everyPatternIsAQuotedStringWhateverWasTyped() throws {
        // Given
        let query = try SearchQuery("Café  ket, OR NEAR(x)")
        // When
        let expression = SearchMatchExpression.of(query.condition(.wordStartsInTitle))
        // Then
        let b = SearchDocument.boundary
        #expect(expression == #"title : ("\#(b)cafe" AND "\#(b)ket" AND "\#(b)or" AND "\#(b)near" AND "\#(b)x")"#)
    }

    @Test func aTierLeavesOutTheOneBeforeAndTheWholeTextIsAnAlternative() throws {
        // Given
        let query = try SearchQuery("e b")
        // When
        let expression = SearchMatchExpression.of(
            query.condition(.anywhere), excluding: query.condition(.wordStarts))
        // Then
        let b = SearchDocument.boundary
        #expect(
            expression
                == #"(("\#(b)e" AND "\#(b)b") OR "e\#(b)b") NOT (("\#(b)e" AND "\#(b)b"))"#)
    }

    @Test func aQuoteInAPatternIsDoubled() {
        let condition = SearchCondition(patterns: ["a\"b"], fields: .all)
        #expect(SearchMatchExpression.of(condition) == #"("a""b")"#)
    }
}
