import Foundation
import ToteApplication
import ToteDomain

/// What the pages and the command line say of share links.
public enum ShareSentence {
    /// What a link shares: "every box", "the boxes for the Kitchen", "boxes #3, #7 and #12–#40".
    public static func scope(_ scope: ShareScope) -> String {
        switch scope {
        case .inventory:
            return "every box"
        case .room(let room):
            return "the boxes for the \(room.text)"
        case .boxes(let numbers):
            let runs = NumberRuns.runs(numbers.map(\.value)).map {
                $0.count == 1 ? "#\($0.lowerBound)" : "#\($0.lowerBound)–#\($0.upperBound)"
            }
            let noun = numbers.count == 1 ? "box" : "boxes"
            guard let last = runs.last, runs.count > 1 else { return "\(noun) \(runs.first ?? "")" }
            return "\(noun) " + runs.dropLast().joined(separator: ", ") + " and " + last
        }
    }

    /// When a link was last used: "never used", "last used 28 Nov 2026, 14:03 UTC".
    public static func lastUsed(_ date: Date?, in timeZone: TimeZone = .gmt) -> String {
        date.map { "last used " + DateText.dateTime($0, in: timeZone) } ?? "never used"
    }

    /// How long a link works: "until 28 Dec 2026, 14:03 UTC".
    public static func expiry(_ date: Date, in timeZone: TimeZone = .gmt) -> String {
        "until " + DateText.dateTime(date, in: timeZone)
    }
}
