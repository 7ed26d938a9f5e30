/// One use case done two ways: through every layer of Tote, and as hand-written SQL.
///
/// Each run gets the iteration's index, so that a write always has something to change, and returns how many
/// rows it produced; both ways must produce as many, or they did not do the same work.
struct OperationPair: Sendable {
    typealias Run = @Sendable (_ iteration: Int) async throws -> Int

    let name: String
    let tote: Run
    let sql: Run
}
