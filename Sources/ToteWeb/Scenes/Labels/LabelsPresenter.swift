import ToteHTTP
import ToteLabels

/// Presents the form that prints labels, with what was typed and why it could not be printed.
struct LabelsPresenter: Sendable {
    func present(_ form: LabelsModels.Form, failure: (any Error)?) -> LabelsModels.ViewModel {
        LabelsModels.ViewModel(
            heading: "Print labels", boxes: form.boxes,
            papers: LabelPaper.allCases.map { paper in
                .init(
                    value: paper.rawValue, label: paper == .a4 ? "A4" : "US Letter",
                    isSelected: paper.rawValue == form.paper)
            },
            layouts: LabelLayout.common.map { layout in
                .init(
                    value: layout, label: layout.replacingOccurrences(of: "x", with: " × "),
                    isSelected: layout == form.layout)
            },
            skip: form.skip,
            error: failure.map { ErrorDescription($0).sentence })
    }
}
