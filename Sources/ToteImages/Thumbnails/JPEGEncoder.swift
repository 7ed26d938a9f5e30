import Foundation

/// Writes a picture as a baseline JPEG file: every sample kept (no subsampling), the Annex K quantization tables at
/// `quality`, and Huffman tables made for the picture itself, so that a thumbnail is as small as its quality allows.
enum JPEGEncoder {
    /// One component's blocks, each its 64 quantized coefficients in zig-zag order.
    private struct Plane {
        let table: Int
        var blocks: [[Int]]
    }

    static func encode(_ picture: JPEGPicture, quality: Int = 80, orientation: Int = 1) -> [UInt8] {
        let quantization = [
            JPEGTables.scaled(JPEGTables.luminance, quality: quality),
            JPEGTables.scaled(JPEGTables.chrominance, quality: quality),
        ]
        let planes = self.planes(of: picture, quantization: quantization)
        let tableCount = planes.count == 1 ? 1 : 2
        var dcFrequencies = Array(repeating: [Int](repeating: 0, count: 256), count: tableCount)
        var acFrequencies = dcFrequencies
        walk(planes) { table, symbol, isDC, _, _ in
            if isDC { dcFrequencies[table][symbol] += 1 } else { acFrequencies[table][symbol] += 1 }
        }
        let dcTables = dcFrequencies.map(JPEGHuffman.optimal)
        let acTables = acFrequencies.map(JPEGHuffman.optimal)
        let dcCodes = dcTables.map(\.codes)
        let acCodes = acTables.map(\.codes)
        var writer = JPEGBitWriter()
        walk(planes) { table, symbol, isDC, extra, category in
            let code = (isDC ? dcCodes : acCodes)[table][UInt8(symbol)]!
            writer.write(code.code, bits: code.length)
            if category > 0 { writer.write(difference: extra, category: category) }
        }
        return header(
            picture, quantization: Array(quantization.prefix(tableCount)), dc: dcTables, ac: acTables,
            orientation: orientation) + writer.finish() + [0xFF, 0xD9]
    }

    /// Each component's blocks transformed and quantized: Y, Cb and Cr of a colour picture, or its grey.
    private static func planes(of picture: JPEGPicture, quantization: [[Int]]) -> [Plane] {
        let blocksWide = (picture.width + 7) / 8
        let blocksHigh = (picture.height + 7) / 8
        var planes = (0..<picture.channels).map { Plane(table: $0 == 0 ? 0 : 1, blocks: []) }
        var samples = Array(repeating: [Double](repeating: 0, count: 64), count: picture.channels)
        for blockRow in 0..<blocksHigh {
            for blockColumn in 0..<blocksWide {
                for y in 0..<8 {
                    for x in 0..<8 {
                        let row = min(blockRow * 8 + y, picture.height - 1)
                        let column = min(blockColumn * 8 + x, picture.width - 1)
                        let offset = (row * picture.width + column) * picture.channels
                        if picture.channels == 1 {
                            samples[0][y * 8 + x] = Double(picture.pixels[offset]) - 128
                        } else {
                            let (red, green, blue) = (
                                Double(picture.pixels[offset]), Double(picture.pixels[offset + 1]),
                                Double(picture.pixels[offset + 2])
                            )
                            samples[0][y * 8 + x] = 0.299 * red + 0.587 * green + 0.114 * blue - 128
                            samples[1][y * 8 + x] = -0.168_736 * red - 0.331_264 * green + 0.5 * blue
                            samples[2][y * 8 + x] = 0.5 * red - 0.418_688 * green - 0.081_312 * blue
                        }
                    }
                }
                for channel in 0..<picture.channels {
                    let coefficients = transform(samples[channel])
                    let table = quantization[planes[channel].table]
                    planes[channel].blocks.append(
                        JPEGTables.zigzag.map { Int((coefficients[$0] / Double(table[$0])).rounded()) })
                }
            }
        }
        return planes
    }

    /// The two-dimensional DCT of T.81 A.3.3, a row and a column at a time.
    private static let cosines: [Double] = (0..<64).map { index in
        let (frequency, position) = (index / 8, index % 8)
        let scale = frequency == 0 ? 1 / 2.squareRoot() : 1
        return scale / 2 * cos(Double(2 * position + 1) * Double(frequency) * Double.pi / 16)
    }

    private static func transform(_ samples: [Double]) -> [Double] {
        var rows = [Double](repeating: 0, count: 64)
        for y in 0..<8 {
            for u in 0..<8 {
                var sum = 0.0
                for x in 0..<8 { sum += cosines[u * 8 + x] * samples[y * 8 + x] }
                rows[y * 8 + u] = sum
            }
        }
        var result = [Double](repeating: 0, count: 64)
        for u in 0..<8 {
            for v in 0..<8 {
                var sum = 0.0
                for y in 0..<8 { sum += cosines[v * 8 + y] * rows[y * 8 + u] }
                result[v * 8 + u] = sum
            }
        }
        return result
    }

    /// Hands on each symbol of the scan in order, with the table it is coded by, whether it is a DC symbol, and the
    /// difference or coefficient that follows it with its category.
    private static func walk(
        _ planes: [Plane], _ emit: (_ table: Int, _ symbol: Int, _ isDC: Bool, _ extra: Int, _ category: Int) -> Void
    ) {
        var predictions = [Int](repeating: 0, count: planes.count)
        for block in planes[0].blocks.indices {
            for (number, plane) in planes.enumerated() {
                let coefficients = plane.blocks[block]
                let difference = coefficients[0] - predictions[number]
                predictions[number] = coefficients[0]
                let category = JPEGBitWriter.category(of: difference)
                emit(plane.table, category, true, difference, category)
                var run = 0
                for index in 1..<64 {
                    let value = coefficients[index]
                    if value == 0 {
                        run += 1
                        continue
                    }
                    while run > 15 {
                        emit(plane.table, 0xF0, false, 0, 0)
                        run -= 16
                    }
                    let size = JPEGBitWriter.category(of: value)
                    emit(plane.table, run << 4 | size, false, value, size)
                    run = 0
                }
                if run > 0 { emit(plane.table, 0x00, false, 0, 0) }
            }
        }
    }

    private static func header(
        _ picture: JPEGPicture, quantization: [[Int]], dc: [JPEGHuffman], ac: [JPEGHuffman], orientation: Int
    ) -> [UInt8] {
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            var bytes: [UInt8] = [0xFF, marker]
            bytes.appendBigEndian16(body.count + 2)
            return bytes + body
        }
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        if orientation != 1 { bytes += ExifOrientation.segment(orientation) }
        bytes += segment(
            0xDB,
            quantization.enumerated().flatMap { id, table in [UInt8(id)] + JPEGTables.zigzag.map { UInt8(table[$0]) } })
        var frame: [UInt8] = [8]
        frame.appendBigEndian16(picture.height)
        frame.appendBigEndian16(picture.width)
        frame.append(UInt8(picture.channels))
        for channel in 0..<picture.channels { frame += [UInt8(channel + 1), 0x11, channel == 0 ? 0 : 1] }
        bytes += segment(0xC0, frame)
        for (id, table) in dc.enumerated() {
            bytes += segment(0xC4, [UInt8(id)] + table.counts.map(UInt8.init) + table.symbols)
        }
        for (id, table) in ac.enumerated() {
            bytes += segment(0xC4, [0x10 | UInt8(id)] + table.counts.map(UInt8.init) + table.symbols)
        }
        var scan: [UInt8] = [UInt8(picture.channels)]
        for channel in 0..<picture.channels { scan += [UInt8(channel + 1), channel == 0 ? 0x00 : 0x11] }
        bytes += segment(0xDA, scan + [0, 63, 0])
        return bytes
    }
}
