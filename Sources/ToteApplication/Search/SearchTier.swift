/// How well a hit matches, best first: the order results are shown in. Each tier holds every hit of the tiers
/// before it, so a hit belongs to the first tier whose condition it meets.
public enum SearchTier: Sendable, CaseIterable {
    /// Every term is a whole word of the title.
    case wholeWordsInTitle
    /// Every term begins a word of the title.
    case wordStartsInTitle
    /// Every term begins a word of some field.
    case wordStarts
    /// Every term is somewhere, even inside a word; or the whole text is, as typed.
    case anywhere
}

extension SearchQuery {
    /// The condition a hit of the tier meets.
    public func condition(_ tier: SearchTier) -> SearchCondition {
        switch tier {
        case .wholeWordsInTitle:
            SearchCondition(patterns: terms.map { $0.pattern(.wholeWord) }, fields: .title)
        case .wordStartsInTitle:
            SearchCondition(patterns: terms.map { $0.pattern(.wordStart) }, fields: .title)
        case .wordStarts:
            SearchCondition(patterns: terms.map { $0.pattern(.wordStart) }, fields: .all)
        case .anywhere:
            SearchCondition(
                patterns: terms.map { $0.pattern(.anywhere) }, fields: .all,
                alternative: wholeText?.pattern(.anywhere))
        }
    }
}
