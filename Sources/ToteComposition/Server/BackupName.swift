import Foundation

/// The names backups and the stores a restore replaced are kept under: they sort by the time they were made, in UTC.
enum BackupName {
    /// `tote-20261122-041500.sqlite`
    static func file(at date: Date) -> String {
        "tote-\(stamp(date)).sqlite"
    }

    /// Where the store a restore replaced is kept: `tote.sqlite.before-restore-20261122-041500`.
    static func replaced(_ store: String, at date: Date) -> String {
        "\(store).before-restore-\(stamp(date))"
    }

    /// The time a backup's name says it was made; nil for a file of another name.
    static func date(of name: String) -> Date? {
        guard name.hasPrefix("tote-"), name.hasSuffix(".sqlite") else { return nil }
        return formatter.date(from: String(name.dropFirst(5).dropLast(7)))
    }

    private static func stamp(_ date: Date) -> String {
        formatter.string(from: date)
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter
    }()
}
