/// Reads the version a form says a change was made from: the whole number a page was drawn at. A page always sends
/// one it was given, so anything else was not sent by a page and is refused rather than taken as "no version".
public enum VersionText {
    public static let range = 0...Int.max

    public static func parse(_ text: String) throws(ValidationError) -> Int {
        try WholeNumber.parse(text, field: .version, range: range)
    }
}
