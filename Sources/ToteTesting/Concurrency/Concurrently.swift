/// Runs `body` `count` times at the same moment, each with its index, and counts how the runs ended: `"done"`, or
/// the description of the error a run threw. For the tests of rules that must hold under concurrent requests.
public func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> Void) async -> [String: Int] {
    await withTaskGroup(of: String.self) { group in
        for index in 0..<count {
            group.addTask {
                do {
                    try await body(index)
                    return "done"
                } catch {
                    return String(describing: error)
                }
            }
        }
        return await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
    }
}
