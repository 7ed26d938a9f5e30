import ToteHTTP
import ToteLabels

/// Presents the form that prints labels, with what was typed and why it could not be printed.
struct LabelsPresenter: Sendable {
    func present(_ form: LabelsModels.Form, failure: (any Error)?) -> LabelsModels.ViewModel {
        LabelsModels.ViewModel(
            heading: "Print labels", boxes: form.boxes,
            papers: Self.papers(selected: form.paper),
            layouts: LabelLayout.common.map { layout in
                .init(
                    value: layout,
                    label: layout == "1x1"
                        ? "1 × 1: a contents sheet per box, with its items listed"
                        : layout.replacingOccurrences(of: "x", with: " × "),
                    isSelected: layout == form.layout)
            },
            skip: form.skip, contents: form.contents,
            error: failure.map { ErrorDescription($0).sentence })
    }

    /// The sheets, the label printers' presets, and a size typed into the address that is neither.
    private static func papers(selected: String) -> [BoxModels.Choice] {
        let known =
            [(LabelPaper.a4, "A4 sheet"), (.letter, "US Letter sheet")]
            + LabelPaper.presets.map { ($0.paper, "Label printer: \($0.description)") }
        var choices = known.map { BoxModels.Choice(value: $0.name, label: $1, isSelected: $0.name == selected) }
        if !choices.contains(where: \.isSelected), let typed = try? LabelPaper(parsing: selected) {
            choices.append(.init(value: typed.name, label: "Label printer: \(typed.name)", isSelected: true))
        }
        return choices
    }
}
