/// Reads a JPEG picture at an eighth of its size from the first coefficient of each block alone: that coefficient is
/// eight times the block's mean, so the picture comes without a single inverse transform, from baseline files and
/// from the first scans of progressive ones. Lossless, hierarchical and arithmetic-coded files, and pictures of more
/// than 8 bits a sample, are not read (nil).
enum JPEGDCDecoder {
    private struct Component {
        let id: Int
        let horizontal: Int
        let vertical: Int
        let quantization: Int
        var blocksWide = 0
        var blocksHigh = 0
        var means: [Int] = []
    }

    private struct Frame {
        var width = 0
        var height = 0
        var progressive = false
        var components: [Component] = []
        var horizontal: Int { components.map(\.horizontal).max() ?? 1 }
        var vertical: Int { components.map(\.vertical).max() ?? 1 }
        var mcusWide: Int { (width + 8 * horizontal - 1) / (8 * horizontal) }
        var mcusHigh: Int { (height + 8 * vertical - 1) / (8 * vertical) }
    }

    private struct Tables {
        var quantization: [Int: Int] = [:]
        var dc: [Int: JPEGHuffman] = [:]
        var ac: [Int: JPEGHuffman] = [:]
        var restartInterval = 0
    }

    static func decode(_ bytes: [UInt8]) -> JPEGPicture? {
        var frame: Frame?
        var tables = Tables()
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xD9 { break }
            if marker == 0xFF || (0xD0...0xD7).contains(marker) {
                index += marker == 0xFF ? 1 : 2
                continue
            }
            let length = bytes.bigEndian16(at: index + 2)
            let end = index + 2 + length
            guard length >= 2, end <= bytes.count else { return nil }
            let body = index + 4..<end
            index = end
            switch marker {
            case 0xDB: guard readQuantization(bytes, body, into: &tables) else { return nil }
            case 0xC4: guard readHuffman(bytes, body, into: &tables) else { return nil }
            case 0xDD: tables.restartInterval = body.count >= 2 ? bytes.bigEndian16(at: body.lowerBound) : 0
            case 0xC0, 0xC1, 0xC2:
                guard let read = readFrame(bytes, body, progressive: marker == 0xC2) else { return nil }
                frame = read
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                return nil
            case 0xDA:
                guard var current = frame,
                    let end = readScan(bytes, body, frame: &current, tables: tables)
                else { return nil }
                frame = current
                index = end
            default:
                break
            }
        }
        guard let frame, frame.components.allSatisfy({ !$0.means.isEmpty }) else { return nil }
        return picture(of: frame)
    }

    private static func readQuantization(_ bytes: [UInt8], _ body: Range<Int>, into tables: inout Tables) -> Bool {
        var position = body.lowerBound
        while position < body.upperBound {
            let wide = bytes[position] >> 4 == 1
            let id = Int(bytes[position] & 0x0F)
            let size = 1 + 64 * (wide ? 2 : 1)
            guard position + size <= body.upperBound else { return false }
            tables.quantization[id] = wide ? bytes.bigEndian16(at: position + 1) : Int(bytes[position + 1])
            position += size
        }
        return true
    }

    private static func readHuffman(_ bytes: [UInt8], _ body: Range<Int>, into tables: inout Tables) -> Bool {
        var position = body.lowerBound
        while position + 17 <= body.upperBound {
            let isAC = bytes[position] >> 4 == 1
            let id = Int(bytes[position] & 0x0F)
            let counts = bytes[position + 1...position + 16].map(Int.init)
            let total = counts.reduce(0, +)
            guard position + 17 + total <= body.upperBound,
                let table = JPEGHuffman(counts: counts, symbols: Array(bytes[position + 17..<position + 17 + total]))
            else { return false }
            if isAC { tables.ac[id] = table } else { tables.dc[id] = table }
            position += 17 + total
        }
        return true
    }

    private static func readFrame(_ bytes: [UInt8], _ body: Range<Int>, progressive: Bool) -> Frame? {
        guard body.count >= 6, bytes[body.lowerBound] == 8 else { return nil }
        var frame = Frame()
        frame.progressive = progressive
        frame.height = bytes.bigEndian16(at: body.lowerBound + 1)
        frame.width = bytes.bigEndian16(at: body.lowerBound + 3)
        let count = Int(bytes[body.lowerBound + 5])
        guard [1, 3].contains(count), body.count >= 6 + 3 * count, frame.width > 0, frame.height > 0,
            frame.width * frame.height <= PhotoScrubber.maximumPixels
        else { return nil }
        for number in 0..<count {
            let start = body.lowerBound + 6 + 3 * number
            let sampling = bytes[start + 1]
            guard (1...4).contains(sampling >> 4), (1...4).contains(sampling & 0x0F) else { return nil }
            frame.components.append(
                Component(
                    id: Int(bytes[start]), horizontal: Int(sampling >> 4), vertical: Int(sampling & 0x0F),
                    quantization: Int(bytes[start + 2])))
        }
        for number in frame.components.indices {
            frame.components[number].blocksWide = frame.mcusWide * frame.components[number].horizontal
            frame.components[number].blocksHigh = frame.mcusHigh * frame.components[number].vertical
            frame.components[number].means = []
        }
        return frame
    }

    /// Reads one scan's first coefficients into the frame's components; answers where the scan's data ends, or nil
    /// for a scan that cannot be read. Scans of later coefficients, or refining earlier ones, are stepped over.
    private static func readScan(_ bytes: [UInt8], _ body: Range<Int>, frame: inout Frame, tables: Tables) -> Int? {
        let count = Int(bytes[body.lowerBound])
        guard body.count >= 4 + 2 * count else { return nil }
        let spectrum = body.lowerBound + 1 + 2 * count
        let (start, end, approximation) = (bytes[spectrum], bytes[spectrum + 1], bytes[spectrum + 2])
        let isFirstDC = start == 0 && approximation >> 4 == 0 && (frame.progressive ? end == 0 : end == 63)
        guard isFirstDC else { return scanEnd(bytes, from: body.upperBound) }
        var members: [(component: Int, dc: JPEGHuffman, ac: JPEGHuffman?, quantization: Int)] = []
        for number in 0..<count {
            let selector = body.lowerBound + 1 + 2 * number
            guard let component = frame.components.firstIndex(where: { $0.id == Int(bytes[selector]) }),
                let dc = tables.dc[Int(bytes[selector + 1] >> 4)],
                let quantization = tables.quantization[frame.components[component].quantization]
            else { return nil }
            let ac = tables.ac[Int(bytes[selector + 1] & 0x0F)]
            guard frame.progressive || ac != nil else { return nil }
            members.append((component, dc, frame.progressive ? nil : ac, quantization))
            if frame.components[component].means.isEmpty {
                frame.components[component].means = Array(
                    repeating: 0, count: frame.components[component].blocksWide * frame.components[component].blocksHigh
                )
            }
        }
        let shift = Int(approximation & 0x0F)
        // The means are taken out of the frame while the scan writes them, so that each write changes the one copy.
        var means = frame.components.indices.map { number in
            defer { frame.components[number].means = [] }
            return frame.components[number].means
        }
        defer { for number in means.indices { frame.components[number].means = means[number] } }
        let geometry = frame.components
        var reader = JPEGBitReader(bytes, at: body.upperBound)
        var predictions = [Int](repeating: 0, count: members.count)
        var units = 0
        func block(_ member: Int, row: Int, column: Int) -> Bool {
            let (component, dc, ac, quantization) = members[member]
            guard let category = dc.decode(&reader), category <= 11 else { return false }
            predictions[member] &+= reader.signed(Int(category))
            let wide = geometry[component].blocksWide
            if row < geometry[component].blocksHigh, column < wide {
                // Wrapping: a file made to overflow gets a wrong shade, not a trap.
                means[component][row * wide + column] = (predictions[member] &<< shift) &* quantization
            }
            guard let ac else { return true }
            var coefficient = 1
            while coefficient < 64 {
                guard let symbol = ac.decode(&reader) else { return false }
                let (run, size) = (Int(symbol >> 4), Int(symbol & 0x0F))
                if size == 0 {
                    if run != 15 { break }
                    coefficient += 16
                    continue
                }
                coefficient += run + 1
                _ = reader.bits(size)
            }
            return true
        }
        func restartIfDue() {
            guard tables.restartInterval > 0, units > 0, units % tables.restartInterval == 0 else { return }
            reader.restart()
            predictions = predictions.map { _ in 0 }
        }
        if members.count == 1 {
            let component = geometry[members[0].component]
            let wide = (frame.width * component.horizontal / frame.horizontal + 7) / 8
            let high = (frame.height * component.vertical / frame.vertical + 7) / 8
            for row in 0..<high {
                for column in 0..<wide {
                    restartIfDue()
                    guard block(0, row: row, column: column) else { return nil }
                    units += 1
                }
            }
        } else {
            for mcuRow in 0..<frame.mcusHigh {
                for mcuColumn in 0..<frame.mcusWide {
                    restartIfDue()
                    for member in members.indices {
                        let component = geometry[members[member].component]
                        for row in 0..<component.vertical {
                            for column in 0..<component.horizontal {
                                guard
                                    block(
                                        member, row: mcuRow * component.vertical + row,
                                        column: mcuColumn * component.horizontal + column)
                                else { return nil }
                            }
                        }
                    }
                    units += 1
                }
            }
        }
        return scanEnd(bytes, from: max(body.upperBound, reader.position - 2))
    }

    /// Where the entropy-coded data starting at `start` ends: at the first marker that is neither a stuffed zero nor
    /// a restart.
    private static func scanEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] != 0, bytes[index + 1] != 0xFF,
                !(0xD0...0xD7).contains(bytes[index + 1])
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The picture of the blocks' means, a pixel a block of the largest component, in RGB or grey.
    private static func picture(of frame: Frame) -> JPEGPicture {
        let width = (frame.width + 7) / 8
        let height = (frame.height + 7) / 8
        let channels = frame.components.count
        var pixels = [UInt8](repeating: 0, count: width * height * channels)
        var samples = [Double](repeating: 0, count: channels)
        for y in 0..<height {
            for x in 0..<width {
                for (number, component) in frame.components.enumerated() {
                    let column = min(x * component.horizontal / frame.horizontal, component.blocksWide - 1)
                    let row = min(y * component.vertical / frame.vertical, component.blocksHigh - 1)
                    samples[number] = Double(component.means[row * component.blocksWide + column]) / 8 + 128
                }
                let offset = (y * width + x) * channels
                if channels == 1 {
                    pixels[offset] = clamped(samples[0])
                } else {
                    let (luma, blue, red) = (samples[0], samples[1] - 128, samples[2] - 128)
                    pixels[offset] = clamped(luma + 1.402 * red)
                    pixels[offset + 1] = clamped(luma - 0.344_136 * blue - 0.714_136 * red)
                    pixels[offset + 2] = clamped(luma + 1.772 * blue)
                }
            }
        }
        return JPEGPicture(width: width, height: height, channels: channels, pixels: pixels)
    }

    static func clamped(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }
}
