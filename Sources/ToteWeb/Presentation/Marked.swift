import ToteApplication

/// A text that may be absent, shown with what a search matched in it marked: one value, so that a page shows it
/// once (a list of runs in its place would repeat what surrounds it for each run).
struct MarkedText: Sendable, Equatable {
    let runs: [Marked]

    init?(_ runs: [Marked]?) {
        guard let runs else { return nil }
        self.runs = runs
    }
}

/// A run of shown text, marked when a search matched it (`<mark>` on the page).
struct Marked: Sendable, Equatable {
    let text: String
    let isMatch: Bool

    /// A text cut into runs by what a query matched in it.
    static func runs(of text: String, matching query: SearchQuery) -> [Marked] {
        SearchHighlight.parts(of: text, matching: query).map { Marked(text: $0.text, isMatch: $0.isMatch) }
    }

    /// A long text's runs around its first match, with an ellipsis where text is left out; nil when nothing in
    /// it matched, as a note is shown only when it is why something was found.
    static func excerpt(of text: String, matching query: SearchQuery, around length: Int = 60) -> [Marked]? {
        let runs = runs(of: text, matching: query)
        guard let first = runs.firstIndex(where: \.isMatch) else { return nil }
        var shown = Array(runs[first...])
        let before = runs[..<first].map(\.text).joined()
        if !before.isEmpty {
            let kept = before.count > length ? "…" + before.suffix(length) : before
            shown.insert(Marked(text: String(kept), isMatch: false), at: 0)
        }
        var total = 0
        var cut: [Marked] = []
        for run in shown {
            if total + run.text.count > length * 3 && !cut.isEmpty {
                cut.append(Marked(text: "…", isMatch: false))
                break
            }
            cut.append(run)
            total += run.text.count
        }
        return cut
    }
}
