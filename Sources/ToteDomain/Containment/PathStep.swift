/// One container on the way to a box, as a path names it: a place (“Unit 12”) or a box (“#7 Winter clothes”).
public struct PathStep: Hashable, Sendable {
    public let reference: BoxReference
    public let kind: BoxKind

    public init(_ reference: BoxReference, kind: BoxKind) {
        self.reference = reference
        self.kind = kind
    }

    /// The step a stored box or place is.
    public init(_ box: Box) {
        self.init(box.reference, kind: box.kind)
    }
}
