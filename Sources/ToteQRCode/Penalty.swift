/// The standard's penalty rules for choosing a mask: long runs, 2×2 blocks of one colour, patterns that look like
/// a finder, and a dark share far from half. The mask with the lowest score is used.
enum Penalty {
    static func score(_ modules: [Bool], size: Int) -> Int {
        var score = 0
        let rows = (0..<size).map { y in (0..<size).map { x in modules[y * size + x] } }
        let columns = (0..<size).map { x in (0..<size).map { y in modules[y * size + x] } }
        for line in rows + columns {
            score += runs(line) + finderLike(line)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = modules[y * size + x]
                if modules[y * size + x + 1] == colour && modules[(y + 1) * size + x] == colour
                    && modules[(y + 1) * size + x + 1] == colour
                {
                    score += 3
                }
            }
        }
        let dark = modules.filter { $0 }.count
        score += abs(dark * 100 / modules.count - 50) / 5 * 10
        return score
    }

    /// 3 for each run of five modules of one colour, and 1 for each module more.
    private static func runs(_ line: [Bool]) -> Int {
        var score = 0
        var length = 1
        for index in 1...line.count {
            if index < line.count && line[index] == line[index - 1] {
                length += 1
            } else {
                if length >= 5 { score += length - 2 }
                length = 1
            }
        }
        return score
    }

    private static let finder: [Bool] = [true, false, true, true, true, false, true, false, false, false, false]

    /// 40 for each dark-light-dark-dark-dark-light-dark run with four light modules on one side.
    private static func finderLike(_ line: [Bool]) -> Int {
        guard line.count >= finder.count else { return 0 }
        let reversed = Array(finder.reversed())
        var score = 0
        for start in 0...(line.count - finder.count) {
            let window = line[start..<start + finder.count]
            if window.elementsEqual(finder) || window.elementsEqual(reversed) { score += 40 }
        }
        return score
    }
}
