import ToteDomain

/// Where a box is packed, in the one wording every delivery mechanism uses: “#1 Pallet › #4 Crate”, the outermost
/// box first.
public enum BoxPath {
    public static let separator = " › "

    /// The boxes named in order, each as its number and title; empty text for none.
    public static func text(_ boxes: [BoxReference]) -> String {
        boxes.map { "\($0.number) \($0.title)" }.joined(separator: separator)
    }
}
