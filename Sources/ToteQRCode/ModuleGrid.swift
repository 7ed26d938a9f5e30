/// The modules of a symbol as they are laid out: the function patterns first, then the codewords around them.
struct ModuleGrid {
    let version: Int
    let size: Int
    private(set) var modules: [Bool]
    /// Modules that belong to a function pattern or to the format or version information: never data, never masked.
    private var isFunction: [Bool]

    init(version: Int) {
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: false, count: size * size)
        isFunction = Array(repeating: false, count: size * size)
        for index in 0..<size {
            setFunction(6, index, index.isMultiple(of: 2))
            setFunction(index, 6, index.isMultiple(of: 2))
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(x, y) }
        let positions = alignmentPositions
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                let last = positions.count - 1
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                drawAlignment(x, y)
            }
        }
        // Reserved now, written with each mask's format bits.
        drawFormat(0)
        drawVersion()
    }

    /// Lays the codewords into the modules that are not functions, two columns at a time from the bottom right, up
    /// and down in turn, skipping the vertical timing column.
    mutating func place(_ codewords: [UInt8]) {
        var bit = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for step in 0..<size {
                for column in 0..<2 {
                    let x = right - column
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - step : step
                    guard !isFunction[y * size + x], bit < codewords.count * 8 else { continue }
                    modules[y * size + x] = (codewords[bit >> 3] >> (7 - bit & 7)) & 1 == 1
                    bit += 1
                }
            }
            right -= 2
        }
    }

    /// The symbol with a mask applied and its format information written, and how the penalty rules score it.
    func masked(_ mask: Int, correction: QRCode.Correction) -> (modules: [Bool], penalty: Int) {
        var grid = self
        for y in 0..<size {
            for x in 0..<size where !isFunction[y * size + x] && Self.inverts(mask, x, y) {
                grid.modules[y * size + x].toggle()
            }
        }
        grid.drawFormat(correction.formatBits << 3 | mask)
        return (grid.modules, Penalty.score(grid.modules, size: size))
    }

    private static func inverts(_ mask: Int, _ x: Int, _ y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// The rows and columns the alignment patterns are centred on.
    private var alignmentPositions: [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        return [6] + (0..<count - 1).map { size - 7 - $0 * step }.reversed()
    }

    private mutating func drawFinder(_ x: Int, _ y: Int) {
        for dy in -4...4 {
            for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                let distance = max(abs(dx), abs(dy))
                setFunction(x + dx, y + dy, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(_ x: Int, _ y: Int) {
        for dy in -2...2 {
            for dx in -2...2 { setFunction(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// The 15 format bits (level and mask, BCH-protected, XOR-masked), twice, and the dark module.
    private mutating func drawFormat(_ data: Int) {
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(8, index, bit(index)) }
        setFunction(8, 7, bit(6))
        setFunction(8, 8, bit(7))
        setFunction(7, 8, bit(8))
        for index in 9..<15 { setFunction(14 - index, 8, bit(index)) }
        for index in 0..<8 { setFunction(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { setFunction(8, size - 15 + index, bit(index)) }
        setFunction(8, size - 8, true)
    }

    /// From version 7, the 18 version bits (BCH-protected), twice.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            setFunction(a, b, dark)
            setFunction(b, a, dark)
        }
    }

    private mutating func setFunction(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }
}
