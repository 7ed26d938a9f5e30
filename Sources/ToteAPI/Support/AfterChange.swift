import ToteApplication

/// Reads back what a change made, for its answer. The change is committed by then, so a store that goes away
/// meanwhile is told as a change made that cannot be shown (``StoreError/madeNotShown``), never as one not made,
/// which a client would make again.
enum AfterChange {
    static func shown<T>(_ read: () async throws -> T) async throws -> T {
        do {
            return try await read()
        } catch let error as StoreError where error.isTransient {
            throw StoreError.madeNotShown
        }
    }
}
