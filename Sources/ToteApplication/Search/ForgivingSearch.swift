/// The one policy above the stores: when nothing matches, each word of five or more letters that no title or
/// location holds is replaced by the commonest word one typo away, and the results say which text they answer.
enum ForgivingSearch {
    /// The results for what a person typed: `answer` runs a plan, `resembling` gives the words one typo away from
    /// a folded word with how many titles or locations hold each. Throws ``ValidationError`` for text with nothing
    /// to search for.
    static func results(
        for text: String, kinds: [SearchHit.Kind], answer: (SearchPlan) async throws -> SearchResults,
        resembling: (String) async throws -> [String: Int]
    ) async throws -> SearchResults {
        let query = try SearchQuery(text)
        let results = try await answer(SearchPlan(query, kinds: kinds))
        guard results.totalCount == 0, let corrected = try await forgivingTypos(in: query, resembling: resembling)
        else { return results }
        let correctedResults = try await answer(SearchPlan(corrected, kinds: kinds))
        return correctedResults.totalCount == 0 ? results : correctedResults.correcting(query.text)
    }

    /// The query with each long word that no title or location holds replaced by the commonest word one typo
    /// away; nil when there is none.
    private static func forgivingTypos(
        in query: SearchQuery, resembling: (String) async throws -> [String: Int]
    ) async throws -> SearchQuery? {
        var replacements: [String: String] = [:]
        for term in query.terms where term.forgivesTypo {
            let word = term.words[0]
            let resembling = try await resembling(word)
            guard resembling[word] == nil else { continue }
            let best = resembling.max { ($0.value, $1.key) < ($1.value, $0.key) }
            replacements[word] = best?.key
        }
        return replacements.isEmpty ? nil : query.replacing(replacements)
    }
}
