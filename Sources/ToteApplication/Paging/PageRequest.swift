import ToteDomain

/// Which slice of a long list to return: page numbers start at 1.
public struct PageRequest: Hashable, Sendable {
    public static let numbers = 1...1_000_000
    public static let sizes = 1...500
    public static let defaultSize = 50
    public static let first = PageRequest(uncheckedNumber: 1, size: defaultSize)

    public let number: Int
    public let size: Int

    public init(number: Int = 1, size: Int = PageRequest.defaultSize) throws(ValidationError) {
        guard Self.numbers.contains(number) else {
            throw .outOfRange(.page, text: String(number), range: Self.numbers)
        }
        guard Self.sizes.contains(size) else {
            throw .outOfRange(.perPage, text: String(size), range: Self.sizes)
        }
        self.init(uncheckedNumber: number, size: size)
    }

    /// A page as a person typed it, in a query string, a link or on the command line: absent or blank text
    /// means the first page and the default size.
    public init(typedNumber number: String?, size: String? = nil) throws(ValidationError) {
        try self.init(
            number: Self.typed(number, field: .page, range: Self.numbers) ?? 1,
            size: Self.typed(size, field: .perPage, range: Self.sizes) ?? Self.defaultSize)
    }

    private static func typed(_ text: String?, field: ValidationError.Field, range: ClosedRange<Int>)
        throws(ValidationError) -> Int?
    {
        guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
        return try WholeNumber.parse(text, field: field, range: range)
    }

    /// A page whose number and size were checked already, or that holds a whole list (``Page/whole(_:)``).
    init(uncheckedNumber number: Int, size: Int) {
        self.number = number
        self.size = size
    }

    /// How many entries come before this page.
    public var offset: Int { (number - 1) * size }
}
