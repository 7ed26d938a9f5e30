/// Printing labels from the browser: which boxes, on which paper, in which layout, after how many used labels.
enum LabelsModels {
    /// The form as typed, from the query of `/labels` or `/labels/print`.
    struct Form: Sendable, Equatable {
        var boxes = ""
        var paper = "a4"
        var layout = "3x8"
        var skip = "0"
        var contents = "0"

        init() {}

        init(_ visit: Visit) {
            boxes = visit.query("boxes") ?? ""
            paper = visit.query("paper") ?? paper
            layout = visit.query("layout") ?? layout
            skip = visit.query("skip") ?? skip
            contents = visit.query("contents") ?? contents
        }
    }

    struct ViewModel: Sendable, Equatable {
        let heading: String
        let boxes: String
        let papers: [BoxModels.Choice]
        let layouts: [BoxModels.Choice]
        let skip: String
        let contents: String
        let error: String?
    }
}

extension LabelsModels.ViewModel: PageViewModel {
    static let template = "labels"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { heading }
}
