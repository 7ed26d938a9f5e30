import Testing
import ToteApplication

/// Makes a new, empty store for one contract case.
public typealias StoreFactory = @Sendable () async throws -> any InventoryStore

/// One behaviour every ``InventoryStore`` must show, run against a fresh store.
public struct StoreContractCase: Sendable, CustomTestStringConvertible {
    public let name: String
    private let body: @Sendable (StoreFactory) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (StoreFactory) async throws -> Void) {
        self.name = name
        self.body = body
    }

    public func run(_ makeStore: StoreFactory) async throws {
        try await body(makeStore)
    }

    public var testDescription: String { name }
}
