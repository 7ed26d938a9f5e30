/// Reads a whole number a person typed, such as a quantity or a page number: digits, an optional minus sign,
/// surrounding spaces allowed, and thousands grouped by commas, spaces or apostrophes as people write them
/// ("1,000", "1 000", "1'000"); anything else is refused with the field's name. A point is never read as a
/// grouping, since "1.5" is no whole number and "1.000" means one in half the world.
public enum WholeNumber {
    /// The characters that may group thousands: comma, space, no-break space, narrow no-break space, apostrophe,
    /// right single quotation mark, underscore.
    static let groupSeparators: Set<Character> = [",", " ", "\u{A0}", "\u{202F}", "'", "\u{2019}", "_"]

    /// The number in `text` within `range`; a number too large for any range is reported as out of `range`.
    public static func parse(_ text: String, field: ValidationError.Field, range: ClosedRange<Int>)
        throws(ValidationError) -> Int
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty(field) }
        let number = ungrouped(trimmed)
        let digits = number.hasPrefix("-") ? number.dropFirst() : Substring(number)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw .notANumber(field: field, text: text)
        }
        guard let value = Int(number), range.contains(value) else {
            throw .outOfRange(field, text: trimmed, range: range)
        }
        return value
    }

    /// `text` without its thousands separators when it is grouped correctly: one to three digits, then groups of
    /// exactly three, all with the same separator; otherwise `text` as it is.
    static func ungrouped(_ text: String) -> String {
        let sign = text.hasPrefix("-") ? "-" : ""
        let body = text.dropFirst(sign.count)
        guard let separator = body.first(where: { !$0.isASCIIDigit }), groupSeparators.contains(separator) else {
            return text
        }
        let groups = body.split(separator: separator, omittingEmptySubsequences: false)
        guard let first = groups.first, (1...3).contains(first.count),
            groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return text }
        return sign + groups.joined()
    }
}
