import Testing
import ToteApplication

/// Makes a new, empty store that keeps accounts, for one contract case.
public typealias AccessStoreFactory = @Sendable () async throws -> any AccessStore

/// One behaviour every ``AccessStore`` must show, run against a fresh store.
public struct AccessContractCase: Sendable, CustomTestStringConvertible {
    public let name: String
    private let body: @Sendable (any AccessStore) async throws -> Void

    init(_ name: String, _ body: @escaping @Sendable (any AccessStore) async throws -> Void) {
        self.name = name
        self.body = body
    }

    public func run(_ makeStore: AccessStoreFactory) async throws {
        try await body(makeStore())
    }

    public var testDescription: String { name }
}
