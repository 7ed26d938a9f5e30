/// Reads a whole number a person typed, such as a quantity or a page number: digits, an optional minus sign,
/// surrounding spaces allowed; anything else is refused with the field's name.
public enum WholeNumber {
    /// The number in `text` within `range`; a number too large for any range is reported as out of `range`.
    public static func parse(_ text: String, field: ValidationError.Field, range: ClosedRange<Int>)
        throws(ValidationError) -> Int
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty(field) }
        let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw .notANumber(field: field, text: text)
        }
        guard let value = Int(trimmed), range.contains(value) else {
            throw .outOfRange(field, text: trimmed, range: range)
        }
        return value
    }
}
