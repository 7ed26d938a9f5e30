import Foundation

/// Formats a moment as local wall-clock time to the minute: "2025-05-02 14:03".
struct LocalTime: Sendable {
    let timeZone: TimeZone

    func text(for date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0].map { Self.padded($0, to: 2) }
        let time = [parts.hour ?? 0, parts.minute ?? 0].map { Self.padded($0, to: 2) }
        return day.joined(separator: "-") + " " + time.joined(separator: ":")
    }

    private static func padded(_ value: Int, to digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
