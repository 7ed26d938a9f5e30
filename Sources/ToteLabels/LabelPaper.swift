/// A sheet of labels' paper, in millimetres.
public enum LabelPaper: String, Sendable, CaseIterable {
    case a4
    case letter

    public var width: Double {
        switch self {
        case .a4: 210
        case .letter: 215.9
        }
    }

    public var height: Double {
        switch self {
        case .a4: 297
        case .letter: 279.4
        }
    }

    /// Reads `a4` or `letter`, in any case.
    public init(parsing text: String) throws(LabelError) {
        guard let paper = LabelPaper(rawValue: text.lowercased()) else { throw .unknownPaper(text) }
        self = paper
    }
}
