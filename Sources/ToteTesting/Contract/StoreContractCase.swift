import Testing
import ToteApplication

/// Makes a new, empty store for one contract case.
public typealias StoreFactory = @Sendable () async throws -> any InventoryStore

/// One behaviour every ``InventoryStore`` must show, run against a fresh store.
public typealias StoreContractCase = ContractCase<StoreFactory>

/// One behaviour a kind of store must show, run with a maker of fresh stores of that kind.
public struct ContractCase<Factory: Sendable>: Sendable, CustomTestStringConvertible {
    public let name: String
    private let body: @Sendable (Factory) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (Factory) async throws -> Void) {
        self.name = name
        self.body = body
    }

    public func run(_ makeStore: Factory) async throws {
        try await body(makeStore)
    }

    public var testDescription: String { name }
}
