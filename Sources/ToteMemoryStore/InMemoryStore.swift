/// A store that lives as long as the process: for tests and experiments.
public actor InMemoryStore: StoreStateContainer {
    private var state = StoreState()

    public init() {}

    public func read<Result: Sendable>(_ body: @Sendable (StoreState) throws -> Result) throws -> Result {
        try body(state)
    }

    public func write<Result: Sendable>(_ body: @Sendable (inout StoreState) throws -> Result) throws -> Result {
        var copy = state
        let result = try body(&copy)
        state = copy
        return result
    }
}
