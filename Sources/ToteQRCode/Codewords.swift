/// The codewords of one version at one error correction: the data, padded, split into blocks, each block followed
/// by its Reed–Solomon error correction, then interleaved as the symbol stores them.
struct Codewords {
    let version: Int
    let correction: QRCode.Correction

    /// Every codeword the symbol holds: eight of its data modules each.
    var totalCount: Int { Self.dataModules(version: version) / 8 }

    var correctionPerBlock: Int { BlockTable.correctionPerBlock[correction.tableIndex][version] }

    var blockCount: Int { BlockTable.blocks[correction.tableIndex][version] }

    /// The codewords left for data once every block has its error correction.
    var dataCount: Int { totalCount - correctionPerBlock * blockCount }

    /// The modules left for data and error correction once the finder, timing and alignment patterns, the format
    /// and version information and the dark module have theirs.
    static func dataModules(version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules
    }

    /// The bytes in byte mode, padded to the data capacity, in blocks with their error correction, interleaved.
    func interleaved(_ bytes: [UInt8]) -> [UInt8] {
        let data = padded(bytes)
        let shortBlocks = blockCount - totalCount % blockCount
        let shortLength = totalCount / blockCount - correctionPerBlock
        let generator = ReedSolomon.generator(degree: correctionPerBlock)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index < shortBlocks ? 0 : 1)
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let corrections = blocks.map { ReedSolomon.remainder(of: $0, generator: generator) }
        var result: [UInt8] = []
        for column in 0...shortLength {
            for block in blocks where column < block.count { result.append(block[column]) }
        }
        for column in 0..<correctionPerBlock {
            for block in corrections { result.append(block[column]) }
        }
        return result
    }

    /// Mode indicator, count, the bytes, a terminator, then the two pad bytes in turn up to the data capacity.
    private func padded(_ bytes: [UInt8]) -> [UInt8] {
        var bits = BitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: version < 10 ? 8 : 16)
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = dataCount * 8
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var result = bits.bytes
        var pad: UInt8 = 0xEC
        while result.count < dataCount {
            result.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return result
    }
}

/// Bits appended most significant first.
struct BitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, count: Int) {
        for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }

    /// The bits as bytes; the count must be a multiple of eight.
    var bytes: [UInt8] {
        stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }
        }
    }
}
