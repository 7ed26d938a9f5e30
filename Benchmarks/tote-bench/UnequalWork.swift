/// The two ways of doing a use case produced different numbers of rows, so comparing their times means nothing.
struct UnequalWork: Error, CustomStringConvertible {
    let operation: String
    let toteRows: Int
    let sqlRows: Int

    var description: String {
        "\(operation): Tote produced \(toteRows) rows but the hand-written SQL \(sqlRows)"
    }
}
