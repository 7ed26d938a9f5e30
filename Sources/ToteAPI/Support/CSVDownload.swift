import Dispatch
import HTTPTypes
import Hummingbird
import Synchronization
import ToteApplication
import ToteCSV

/// An export job's CSV as a response body, streamed as the job reads: the job waits while the client is a batch
/// behind, so a download holds at most two batches whatever the inventory's size, and a client that goes away stops
/// the job at its next batch.
enum CSVDownload {
    static func response(
        named name: String, header: [String],
        _ start: @escaping @Sendable (_ send: @escaping @Sendable (String) throws -> Void) -> Job<Int>
    ) -> Response {
        let body = ResponseBody { writer in
            let batches = Batches()
            try await writer.write(ByteBuffer(string: InventoryCSV.start(header)))
            let job = start { try batches.send($0) }
            job.onCompletion { _ in batches.finish() }
            job.onFailure { _ in batches.finish() }
            do {
                try await writer.write(batches)
            } catch {
                batches.abandon()
                throw error
            }
            // A read that failed half way ends the response with an error rather than a table that looks whole.
            _ = try await job.value()
            try await writer.finish(nil)
        }
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8", .contentDisposition: "attachment; filename=\"\(name)\"",
                .cacheControl: "no-store",
            ],
            body: body)
    }

    /// The text the job sends, one buffer a batch, handed over one at a time.
    final class Batches: AsyncSequence, Sendable {
        typealias Element = ByteBuffer

        private let stream = AsyncStream<ByteBuffer>.makeStream()
        private let taken = DispatchSemaphore(value: 0)
        private let isAbandoned = Atomic(false)

        /// Called by the job on its own thread: hands the text on, then waits until the response has taken it.
        func send(_ text: String) throws {
            guard !isAbandoned.load(ordering: .acquiring) else { throw CancellationError() }
            stream.continuation.yield(ByteBuffer(string: text))
            taken.wait()
            guard !isAbandoned.load(ordering: .acquiring) else { throw CancellationError() }
        }

        func finish() {
            stream.continuation.finish()
        }

        /// The response ended first: the job's waiting send is let go, and it and every later one throw.
        func abandon() {
            isAbandoned.store(true, ordering: .releasing)
            taken.signal()
        }

        struct AsyncIterator: AsyncIteratorProtocol {
            var batches: AsyncStream<ByteBuffer>.AsyncIterator
            let taken: DispatchSemaphore

            mutating func next() async -> ByteBuffer? {
                let batch = await batches.next()
                if batch != nil { taken.signal() }
                return batch
            }
        }

        func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(batches: stream.stream.makeAsyncIterator(), taken: taken)
        }
    }
}
