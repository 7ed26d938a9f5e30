import Foundation

/// Moments as Tote writes them for people. Shared pages use UTC so that every member reads the same moment
/// ("2 May 2025 at 12:03 UTC"); a terminal shows its own wall-clock time ("2025-05-02 14:03").
public enum DateText {
    public static func dateTime(_ date: Date) -> String {
        date.formatted(shared.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)) + " UTC"
    }

    public static func day(_ date: Date) -> String {
        date.formatted(shared)
    }

    /// The machine-readable form, as in `<time datetime>`.
    public static func iso(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// Local wall-clock time to the minute in `timeZone`.
    public static func local(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0].map(padded)
        let time = [parts.hour ?? 0, parts.minute ?? 0].map(padded)
        return day.joined(separator: "-") + " " + time.joined(separator: ":")
    }

    private static func padded(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0\(value)" : String(value)
    }

    private static var shared: Date.FormatStyle {
        Date.FormatStyle(
            locale: Locale(identifier: "en_GB"), calendar: Calendar(identifier: .gregorian), timeZone: .gmt
        )
        .day(.defaultDigits).month(.abbreviated).year(.defaultDigits)
    }
}
