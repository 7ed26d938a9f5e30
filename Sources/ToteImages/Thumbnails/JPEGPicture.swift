/// Pixels row by row, each of `channels` bytes: 3 for red, green and blue, 1 for grey.
struct JPEGPicture: Equatable {
    let width: Int
    let height: Int
    let channels: Int
    let pixels: [UInt8]

    /// The picture made smaller to fit `side` pixels on its longest side, each pixel the mean of those it covers.
    func fitting(_ side: Int) -> JPEGPicture {
        let scale = Double(side) / Double(max(width, height))
        guard scale < 1 else { return self }
        let newWidth = max(1, Int((Double(width) * scale).rounded()))
        let newHeight = max(1, Int((Double(height) * scale).rounded()))
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * channels)
        for y in 0..<newHeight {
            let rows = y * height / newHeight..<max(y * height / newHeight + 1, (y + 1) * height / newHeight)
            for x in 0..<newWidth {
                let columns = x * width / newWidth..<max(x * width / newWidth + 1, (x + 1) * width / newWidth)
                for channel in 0..<channels {
                    var sum = 0
                    for row in rows {
                        for column in columns { sum += Int(pixels[(row * width + column) * channels + channel]) }
                    }
                    result[(y * newWidth + x) * channels + channel] = UInt8(sum / (rows.count * columns.count))
                }
            }
        }
        return JPEGPicture(width: newWidth, height: newHeight, channels: channels, pixels: result)
    }
}
