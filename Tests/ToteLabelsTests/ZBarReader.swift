import Foundation
import Testing
import ToteQRCode

/// Reads a QR code back with `zbarimg`, from a plain PBM image drawn four pixels a module with a quiet zone.
struct ZBarReader {
    let executable: String

    init() throws {
        guard
            let found = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"].first(
                where: FileManager.default.isExecutableFile)
        else {
            throw ReaderMissing()
        }
        executable = found
    }

    struct ReaderMissing: Error, CustomStringConvertible {
        var description: String { "zbarimg is not installed: scripts/test installs Debian's zbar-tools" }
    }

    func read(_ code: QRCode) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).pbm")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.image(of: code).write(to: file)
        return try decode(file.path)
    }

    /// Every code zbarimg finds in an image file, one a line, as text.
    func decode(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--quiet", "--raw", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// A binary PBM image: four pixels a module and a quiet zone of four modules.
    static func image(of code: QRCode, scale: Int = 4, quiet: Int = 4) -> Data {
        let side = (code.size + 2 * quiet) * scale
        var data = Data("P4\n\(side) \(side)\n".utf8)
        let rowBytes = (side + 7) / 8
        for pixelY in 0..<side {
            var row = [UInt8](repeating: 0, count: rowBytes)
            let y = pixelY / scale - quiet
            for pixelX in 0..<side {
                let x = pixelX / scale - quiet
                if (0..<code.size).contains(x), (0..<code.size).contains(y), code.isDark(x: x, y: y) {
                    row[pixelX / 8] |= 0x80 >> UInt8(pixelX % 8)
                }
            }
            data.append(contentsOf: row)
        }
        return data
    }
}
