import ToteDomain

/// Reads a whole number a person typed, such as a page number, with the domain's messages for bad text.
enum WholeNumberInput {
    /// The number in `text`; a number too large for any range is reported as out of `range`.
    static func parse(_ text: String, field: ValidationError.Field, range: ClosedRange<Int>) throws(ValidationError)
        -> Int
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
            throw .notANumber(field: field, text: text)
        }
        guard let value = Int(trimmed) else { throw .outOfRange(field, text: trimmed, range: range) }
        return value
    }
}
