import Foundation
import Testing
import ToteApplication

/// The behaviour every ``SharedAnswers`` must show; each case gets a maker of new, empty ones.
public enum SharedAnswersContract {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)
    static let answer = KeptAnswer(
        status: 201, headers: [KeptHeader(name: "Content-Type", value: "application/json")], body: Array("{}".utf8))

    public static let cases: [SharedAnswersContractCase] = [
        SharedAnswersContractCase("the first claim proceeds, a repeat waits, then gets the answer kept") { make in
            let answers = try await make()
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment) == .proceed)
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment + 1) == .elsewhere)
            #expect(try await answers.claim("k1", of: "sam", fingerprint: 7, at: moment + 1) == .proceed)
            try await answers.settle("k1", of: "robin", with: answer)
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment + 2) == .answered(answer))
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 8, at: moment + 2) == .mismatch)
        },
        SharedAnswersContractCase("a failed or refused request frees its key") { make in
            let answers = try await make()
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment) == .proceed)
            try await answers.settle("k1", of: "robin", with: nil)
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 9, at: moment + 1) == .proceed)
        },
        SharedAnswersContractCase("a claim never settled lapses, and an answer is forgotten after a day") { make in
            let answers = try await make()
            _ = try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment)
            let later = moment + SharedAnswersPolicy.claimLifetime + 1
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: later) == .proceed)
            try await answers.settle("k1", of: "robin", with: answer)
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 7, at: later + 60) == .answered(answer))
            let nextDay = later + SharedAnswersPolicy.answerLifetime + 1
            #expect(try await answers.claim("k1", of: "robin", fingerprint: 8, at: nextDay) == .proceed)
        },
        SharedAnswersContractCase("of 20 servers claiming one key at the same moment exactly one proceeds") { make in
            let answers = try await make()
            let claims = await withTaskGroup(of: String.self) { group in
                for _ in 0..<20 {
                    group.addTask {
                        do {
                            return "\(try await answers.claim("k1", of: "robin", fingerprint: 7, at: moment))"
                        } catch {
                            return "\(error)"
                        }
                    }
                }
                var counted: [String: Int] = [:]
                for await claim in group { counted[claim, default: 0] += 1 }
                return counted
            }
            #expect(claims == ["proceed": 1, "elsewhere": 19])
        },
    ]
}

/// Makes new, empty shared answers of the kind under test.
public typealias SharedAnswersFactory = @Sendable () async throws -> any SharedAnswers

/// One behaviour of ``SharedAnswersContract``.
public typealias SharedAnswersContractCase = ContractCase<SharedAnswersFactory>
