/// What one box's label says: its number big, its title, where it goes, how to handle it, what is in it when asked,
/// and a QR code of the address of its page (``LabelCode``).
public struct BoxLabel: Hashable, Sendable {
    public let number: Int
    public let title: String
    /// The room the box goes to, if it has one.
    public let room: String?
    /// The places and boxes it is in when the label is printed (“Unit 12 › Shelf 3”); nil for one on its own.
    public let path: String?
    public let isFragile: Bool
    public let opensFirst: Bool
    /// The box page's absolute address, which the QR code holds.
    public let url: String
    /// The items to list, when the label lists them.
    public let contents: LabelContents?

    public init(
        number: Int, title: String, room: String? = nil, path: String? = nil, isFragile: Bool = false,
        opensFirst: Bool = false, url: String, contents: LabelContents? = nil
    ) {
        self.number = number
        self.title = title
        self.room = room
        self.path = path
        self.isFragile = isFragile
        self.opensFirst = opensFirst
        self.url = url
        self.contents = contents
    }
}
