import HTTPTypes
import Hummingbird
import Synchronization
import Testing
import ToteApplication
import ToteHTTP
import ToteTesting

@Suite("Repeated requests across servers", .timeLimit(.minutes(10)))
struct SharedRepeatedRequestsTests {
    let shared = InMemorySharedAnswers()
    let key = RepeatedRequests.Key(owner: "robin", key: "add-kettle")
    let carriedOut = Tally()

    /// Carries the request out: counts it and answers with `status`.
    func carryOut(_ status: HTTPResponse.Status = .created) -> Response {
        let count = carriedOut.add()
        return Response(status: status, body: ResponseBody(byteBuffer: ByteBuffer(string: "item #\(count)")))
    }

    func text(of response: Response) async throws -> String {
        String(buffer: try await StoredResponse(collecting: response).body)
    }

    @Test("the in-memory double keeps the contract of shared answers", arguments: SharedAnswersContract.cases)
    func contract(_ check: SharedAnswersContractCase) async throws {
        try await check.run { InMemorySharedAnswers() }
    }

    @Test("a request sent again to another server gets the first answer, and is carried out once")
    func anotherServer() async throws {
        let first = RepeatedRequests(shared: shared)
        let second = RepeatedRequests(shared: shared)

        let answered = try await first.answerOnce(key, fingerprint: 7) { carryOut() }
        let repeated = try await second.answerOnce(key, fingerprint: 7) { carryOut() }

        #expect(try await text(of: answered) == "item #1")
        #expect(repeated.status == .created)
        #expect(repeated.headers[RepeatedRequests.replayedHeader] == "true")
        #expect(try await text(of: repeated) == "item #1")
        #expect(carriedOut.count == 1)
        await #expect(throws: RequestError.idempotencyKeyReused) {
            try await second.answerOnce(key, fingerprint: 8) { carryOut() }
        }
    }

    @Test("a repeat reaching another server while the first is carried out waits for its answer")
    func whileInFlight() async throws {
        let first = RepeatedRequests(shared: shared)
        let second = RepeatedRequests(shared: shared)
        let (release, released) = AsyncStream.makeStream(of: Void.self)
        let (started, hasStarted) = AsyncStream.makeStream(of: Void.self)

        let slow = Task {
            try await first.answerOnce(key, fingerprint: 7) {
                hasStarted.yield()
                for await _ in release { break }
                return carryOut()
            }
        }
        for await _ in started { break }
        let repeated = Task { try await second.answerOnce(key, fingerprint: 7) { carryOut() } }
        // The repeat has reached the shared store and found the first still being carried out.
        try await waitUntil("the repeat asking the store") { await shared.claimsSeen(of: "add-kettle") >= 2 }
        released.yield()

        #expect(try await text(of: try await slow.value) == "item #1")
        #expect(try await text(of: try await repeated.value) == "item #1")
        #expect(carriedOut.count == 1)
    }

    @Test("a refused request frees its key on every server")
    func refused() async throws {
        let first = RepeatedRequests(shared: shared)
        let second = RepeatedRequests(shared: shared)

        let refused = try await first.answerOnce(key, fingerprint: 7) { carryOut(.unprocessableContent) }
        let corrected = try await second.answerOnce(key, fingerprint: 8) { carryOut() }

        #expect(refused.status == .unprocessableContent)
        #expect(corrected.status == .created)
        #expect(corrected.headers[RepeatedRequests.replayedHeader] == nil)
        #expect(carriedOut.count == 2)
    }
}

/// How many times something was done, from any task.
final class Tally: Sendable {
    private let value = Mutex(0)

    var count: Int { value.withLock { $0 } }

    func add() -> Int {
        value.withLock { count in
            count += 1
            return count
        }
    }
}
