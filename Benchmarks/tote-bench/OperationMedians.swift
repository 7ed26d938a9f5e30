/// The median time of one operation done both ways, in microseconds.
struct OperationMedians: Encodable {
    let name: String
    let toteMicroseconds: Double
    let sqlMicroseconds: Double

    /// Runs `pair` `warmup` times unmeasured, then `iterations` times measured, alternating which way goes first
    /// so that neither always finds the caches as the other left them.
    static func measure(_ pair: OperationPair, warmup: Int, iterations: Int) async throws -> OperationMedians {
        var toteTimes: [Duration] = []
        var sqlTimes: [Duration] = []
        for iteration in 0..<(warmup + iterations) {
            let toteFirst = iteration.isMultiple(of: 2)
            let first = try await timed(toteFirst ? pair.tote : pair.sql, iteration)
            let second = try await timed(toteFirst ? pair.sql : pair.tote, iteration)
            let (tote, sql) = toteFirst ? (first, second) : (second, first)
            guard tote.rows == sql.rows else {
                throw UnequalWork(operation: pair.name, toteRows: tote.rows, sqlRows: sql.rows)
            }
            guard iteration >= warmup else { continue }
            toteTimes.append(tote.duration)
            sqlTimes.append(sql.duration)
        }
        return OperationMedians(
            name: pair.name, toteMicroseconds: toteTimes.medianMicroseconds,
            sqlMicroseconds: sqlTimes.medianMicroseconds)
    }

    private static func timed(
        _ run: OperationPair.Run, _ iteration: Int
    ) async throws -> (duration: Duration, rows: Int) {
        let clock = ContinuousClock()
        let start = clock.now
        let rows = try await run(iteration)
        return (clock.now - start, rows)
    }
}
