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
    private var claims: [String: Int] = [:]

    public init() {}

    /// How many times `key` was claimed, by any owner: a test waits on it to know a server has asked.
    public func claimsSeen(of key: String) -> Int {
        claims[key, default: 0]
    }

    public func claim(_ key: String, of owner: String, fingerprint: Int64, at now: Date) -> AnswerClaim {
        claims[key, default: 0] += 1
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
