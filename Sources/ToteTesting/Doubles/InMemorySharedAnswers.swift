import Foundation
import ToteApplication

/// Shared answers kept in memory, for tests of servers that share them: hand one to several
/// ``RepeatedRequests`` as if they were servers on one database.
public actor InMemorySharedAnswers: SharedAnswers {
    private struct Entry {
        let fingerprint: Int64
        let claimedAt: Date
        var answer: KeptAnswer?
    }

    private var entries: [String: Entry] = [:]

    public init() {}

    public func claim(_ key: String, of owner: String, fingerprint: Int64, at now: Date) -> AnswerClaim {
        let id = owner + "\u{0}" + key
        if let entry = entries[id] {
            let lapsed =
                entry.answer == nil
                ? now.timeIntervalSince(entry.claimedAt) > SharedAnswersPolicy.claimLifetime
                : now.timeIntervalSince(entry.claimedAt) > SharedAnswersPolicy.answerLifetime
            if !lapsed {
                guard entry.fingerprint == fingerprint else { return .mismatch }
                return entry.answer.map(AnswerClaim.answered) ?? .elsewhere
            }
        }
        entries[id] = Entry(fingerprint: fingerprint, claimedAt: now)
        return .proceed
    }

    public func settle(_ key: String, of owner: String, with answer: KeptAnswer?) {
        let id = owner + "\u{0}" + key
        guard entries[id]?.answer == nil else { return }
        if let answer { entries[id]?.answer = answer } else { entries[id] = nil }
    }
}
