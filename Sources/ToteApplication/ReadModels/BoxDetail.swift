import ToteDomain

/// One box with a page of its items, in the order of their numbers; the box's summary counts all of them. With it,
/// the boxes it is packed in and the boxes packed in it.
public struct BoxDetail: Hashable, Sendable {
    public let box: BoxSummary
    public let items: Page<ItemSummary>
    /// The places and boxes it is in, the outermost first, as a path reads: “Unit 12 › #1 Pallet › #4 Crate”; empty
    /// for one on its own.
    public let containers: [PathStep]
    /// The boxes packed directly in it, in the order of their numbers.
    public let boxes: [BoxSummary]

    public init(
        box: BoxSummary, items: Page<ItemSummary>, containers: [PathStep] = [], boxes: [BoxSummary] = []
    ) {
        self.box = box
        self.items = items
        self.containers = containers
        self.boxes = boxes
    }
}
