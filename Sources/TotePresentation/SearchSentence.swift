/// What every delivery mechanism says about a search's results, worded once.
public enum SearchSentence {
    public static func nothingMatches(_ text: String) -> String {
        "Nothing matches “\(text)”."
    }

    /// Said when nothing matched the text as typed and the results answer it with a typo forgiven.
    public static func corrected(typed: String, searched: String) -> String {
        "Nothing matches “\(typed)”; showing what matches “\(searched)”."
    }

    /// "3 matches", or "1,000+ matches" where counting stopped at its bound.
    public static func count(_ count: Int, isExact: Bool) -> Counted {
        Counted(count, "match", plural: "matches", atLeast: !isExact)
    }
}
