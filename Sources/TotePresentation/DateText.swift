import Foundation

/// Moments as Tote writes them for people: in the reader's own time zone where it is known (the browser's, the
/// terminal's), else in UTC, saying so ("2 May 2025, 12:03 UTC").
public enum DateText {
    /// The day and time to the minute in `timeZone`; a time in UTC says so.
    public static func dateTime(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        var style = shared.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)
        style.timeZone = timeZone
        return date.formatted(style) + (isUTC(timeZone) ? " UTC" : "")
    }

    /// The moment to the second with its time zone: "2026-11-25 06:01:44 Europe/Berlin".
    public static func exact(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let second = calendar.component(.second, from: date)
        return local(date, in: timeZone) + ":" + padded(second) + " " + (isUTC(timeZone) ? "UTC" : timeZone.identifier)
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

    private static func isUTC(_ timeZone: TimeZone) -> Bool {
        ["GMT", "UTC", "Etc/UTC", "Etc/GMT"].contains(timeZone.identifier)
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
