import ToteDomain

/// Where a box is, in the one wording every delivery mechanism uses: “Unit 12 › Shelf 3 › #7 Winter clothes”, the
/// outermost first; a place is named by its title, a box by its number and title.
public enum BoxPath {
    public static let separator = " › "

    /// The containers named in order; empty text for none.
    public static func text(_ steps: [PathStep]) -> String {
        steps.map(name).joined(separator: separator)
    }

    /// The whole path to `box`, ending with the box itself.
    public static func text(_ steps: [PathStep], to box: PathStep) -> String {
        text(steps + [box])
    }

    /// How a path names one step: “Shelf 3” for a place, “#7 Winter clothes” for a box.
    public static func name(_ step: PathStep) -> String {
        switch step.kind {
        case .place: step.reference.title.text
        case .box: "\(step.reference.number) \(step.reference.title)"
        }
    }
}
