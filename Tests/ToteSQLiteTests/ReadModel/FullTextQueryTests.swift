import Testing
import ToteApplication

@testable import ToteSQLite

@Suite("Full-text query")
struct FullTextQueryTests {
    @Test func quotesEveryWordAsAPrefixThatMustMatch() throws {
        // Given
        let terms = try SearchTerms("Café  ket, \"OR\" NEAR(x)")
        // When
        let query = FullTextQuery(terms)
        // Then
        #expect(query.expression == #""Café"* "ket"* "OR"* "NEAR"* "x"*"#)
    }
}
