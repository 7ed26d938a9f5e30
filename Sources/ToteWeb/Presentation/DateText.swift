import Foundation

/// Dates as the pages show them, in UTC so that every member reads the same: "2 May 2025 at 12:03 UTC".
enum DateText {
    static func dateTime(_ date: Date) -> String {
        date.formatted(style.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits)) + " UTC"
    }

    static func day(_ date: Date) -> String {
        date.formatted(style)
    }

    /// The machine-readable form for `<time datetime>`.
    static func iso(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    private static var style: Date.FormatStyle {
        var style = Date.FormatStyle(
            locale: Locale(identifier: "en_GB"), calendar: Calendar(identifier: .gregorian), timeZone: .gmt)
        style = style.day(.defaultDigits).month(.abbreviated).year(.defaultDigits)
        return style
    }
}
