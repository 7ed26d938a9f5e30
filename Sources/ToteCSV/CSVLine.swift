/// Lines of comma-separated values as spreadsheets read them (RFC 4180): a field is quoted when it holds a comma, a
/// quote or a line break, quotes inside are doubled, and a line ends with CRLF.
public enum CSVLine {
    /// The UTF-8 byte order mark a file starts with, so that every spreadsheet reads it as UTF-8.
    public static let byteOrderMark = "\u{FEFF}"

    /// A field read back as it was before ``field(_:guardingFormulas:)`` guarded it: a `'` before what would be run
    /// as a formula is dropped.
    public static func unguarded(_ text: String) -> String {
        guard text.first == "'", let second = text.dropFirst().first, formulaStarts.contains(second) else {
            return text
        }
        return String(text.dropFirst())
    }

    /// What text a spreadsheet runs as a formula starts with.
    private static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// A line of fields; text a spreadsheet would run as a formula is guarded unless `guardingFormulas` is false,
    /// for files that programs rather than spreadsheets read.
    public static func text(_ fields: [String], guardingFormulas: Bool = true) -> String {
        fields.map { field($0, guardingFormulas: guardingFormulas) }.joined(separator: ",") + "\r\n"
    }

    /// A field as written: quoted when needed, and text a spreadsheet would run as a formula (starting with `=`,
    /// `+`, `-`, `@`, a tab or a carriage return) put after a `'`, which spreadsheets show as text.
    static func field(_ text: String, guardingFormulas: Bool) -> String {
        let guarded = guardingFormulas && text.first.map(formulaStarts.contains) == true ? "'" + text : text
        guard guarded.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
            return guarded
        }
        return "\"" + guarded.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
