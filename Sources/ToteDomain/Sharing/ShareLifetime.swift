import Foundation

/// How long a share link works, as people write it: `12h`, `7d`, `4w` (also `7 days`, `1 week`; a bare number is
/// days), from an hour to a year.
public struct ShareLifetime: Hashable, Sendable {
    /// What a link gets when its maker says nothing.
    public static let standard = ShareLifetime(checked: 30 * day)
    public static let shortest: TimeInterval = hour
    public static let longest: TimeInterval = 365 * day

    private static let hour: TimeInterval = 60 * 60
    private static let day: TimeInterval = 24 * hour

    public let seconds: TimeInterval

    private init(checked seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Reads a length of time; blank text is the standard 30 days. Throws ``ValidationError`` for text that is no
    /// length of time, or one under an hour or over 365 days.
    public init(parsing text: String?) throws(ValidationError) {
        let trimmed = TextRules.trimmed(text ?? "").lowercased()
        guard !trimmed.isEmpty else {
            self = .standard
            return
        }
        let digits = trimmed.prefix { ("0"..."9").contains($0) }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard (1...4).contains(digits.count), let count = Int(digits), let size = Self.units[unit] else {
            throw .notALengthOfTime(.expiry, text: String(trimmed.prefix(40)))
        }
        let seconds = TimeInterval(count) * size
        guard (Self.shortest...Self.longest).contains(seconds) else {
            throw .lengthOfTimeOutOfRange(.expiry, text: trimmed, shortest: "1 hour", longest: "365 days")
        }
        self.init(checked: seconds)
    }

    private static let units: [String: TimeInterval] = [
        "": day, "h": hour, "hour": hour, "hours": hour, "d": day, "day": day, "days": day, "w": 7 * day,
        "week": 7 * day, "weeks": 7 * day,
    ]
}
