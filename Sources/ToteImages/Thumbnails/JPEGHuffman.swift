/// A Huffman table of JPEG as a segment gives it: how many codes of each length from 1 to 16 bits, and the symbols
/// in the order of their codes. It decodes a symbol a bit at a time (T.81 F.2.2.3) and gives each symbol its code
/// for encoding.
struct JPEGHuffman {
    let counts: [Int]
    let symbols: [UInt8]
    private var maximumCode = [Int](repeating: -1, count: 17)
    private var firstCode = [Int](repeating: 0, count: 17)
    private var firstIndex = [Int](repeating: 0, count: 17)

    /// Nil for counts and symbols that do not make a table.
    init?(counts: [Int], symbols: [UInt8]) {
        guard counts.count == 16, counts.reduce(0, +) == symbols.count, symbols.count <= 256 else { return nil }
        self.counts = counts
        self.symbols = symbols
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = counts[length - 1]
            firstIndex[length] = index
            firstCode[length] = code
            code += count
            index += count
            maximumCode[length] = count > 0 ? code - 1 : -1
            guard code <= 1 << length else { return nil }
            code <<= 1
        }
    }

    /// The next symbol, or nil when the bits make no code of the table.
    func decode(_ bits: inout JPEGBitReader) -> UInt8? {
        var code = 0
        for length in 1...16 {
            code = code << 1 | bits.bit()
            if code <= maximumCode[length] {
                return symbols[firstIndex[length] + code - firstCode[length]]
            }
        }
        return nil
    }

    /// Each symbol's code and its length in bits.
    var codes: [UInt8: (code: Int, length: Int)] {
        var codes: [UInt8: (code: Int, length: Int)] = [:]
        for length in 1...16 where counts[length - 1] > 0 {
            for offset in 0..<counts[length - 1] {
                codes[symbols[firstIndex[length] + offset]] = (firstCode[length] + offset, length)
            }
        }
        return codes
    }

    /// The table that codes symbols of these frequencies in the fewest bits, with no code longer than 16 bits and
    /// none of all ones (T.81 K.2).
    static func optimal(for frequencies: [Int]) -> JPEGHuffman {
        var frequency = frequencies.map { $0 } + [1]
        var size = [Int](repeating: 0, count: 257)
        var next = [Int](repeating: -1, count: 257)
        while true {
            var first = -1
            var second = -1
            for symbol in 0..<257 where frequency[symbol] > 0 {
                if first < 0 || frequency[symbol] <= frequency[first] {
                    second = first
                    first = symbol
                } else if second < 0 || frequency[symbol] <= frequency[second] {
                    second = symbol
                }
            }
            guard first >= 0, second >= 0 else { break }
            frequency[first] += frequency[second]
            frequency[second] = 0
            for start in [first, second] {
                var symbol = start
                size[symbol] += 1
                while next[symbol] >= 0 {
                    symbol = next[symbol]
                    size[symbol] += 1
                }
            }
            var last = first
            while next[last] >= 0 { last = next[last] }
            next[last] = second
        }
        // A code can be as long as there are symbols, when their frequencies grow as powers of two.
        var bits = [Int](repeating: 0, count: 258)
        for symbol in 0..<257 where size[symbol] > 0 { bits[size[symbol]] += 1 }
        var length = 257
        while length > 16 {
            while bits[length] > 0 {
                var shorter = length - 2
                while bits[shorter] == 0 { shorter -= 1 }
                bits[length] -= 2
                bits[length - 1] += 1
                bits[shorter + 1] += 2
                bits[shorter] -= 1
            }
            length -= 1
        }
        while bits[length] == 0 { length -= 1 }
        bits[length] -= 1
        let symbols = (1...257).flatMap { length in (0..<256).filter { size[$0] == length }.map { UInt8($0) } }
        let ordered = Array(symbols.prefix(bits[1...16].reduce(0, +)))
        guard let table = JPEGHuffman(counts: Array(bits[1...16]), symbols: ordered) else {
            preconditionFailure("the code lengths of T.81 K.2 always make a table")
        }
        return table
    }
}
