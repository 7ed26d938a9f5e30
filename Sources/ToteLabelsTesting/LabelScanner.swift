import Foundation
import ToteLabels
import ToteQRCode
import ToteTesting

/// Reads QR codes back as a phone's camera would, with tools independent of Tote: `rsvg-convert` draws a label of a
/// sheet to pixels at 300 dots an inch, and `zbarimg` reads the codes in an image.
public struct LabelScanner: Sendable {
    let zbarimg: String
    let rsvgConvert: String

    /// Throws when either tool is missing, saying how to install it.
    public init() throws {
        func tool(_ name: String, package: String) throws -> String {
            guard
                let found = ["/usr/bin/", "/usr/local/bin/"].map({ $0 + name }).first(
                    where: FileManager.default.isExecutableFile)
            else { throw ToolMissing(name: name, package: package) }
            return found
        }
        zbarimg = try tool("zbarimg", package: "zbar-tools")
        rsvgConvert = try tool("rsvg-convert", package: "librsvg2-bin")
    }

    public struct ToolMissing: Error, CustomStringConvertible {
        let name: String
        let package: String

        public var description: String { "\(name) is not installed: scripts/test installs Debian's \(package)" }
    }

    public struct ToolFailed: Error, CustomStringConvertible {
        let name: String
        let status: Int32

        public var description: String { "\(name) failed with status \(status)" }
    }

    /// The text of a code (as its bytes read as UTF-8), drawn four pixels a module with a quiet zone of four modules.
    public func read(_ code: QRCode) throws -> String {
        try withDirectory { directory in
            let image = directory.appendingPathComponent("code.pbm")
            try Self.image(of: code).write(to: image)
            var text = try run(zbarimg, ["--quiet", "--raw", image.path], failing: false)
            if text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }

    /// The codes on one label of an SVG sheet: the sheet's own drawing, its view narrowed to the label's place.
    public func scan(_ svg: String, at position: Int, of layout: LabelLayout) throws -> [String] {
        let (x, y) = layout.origin(of: position)
        let (width, height) = (layout.labelWidth, layout.labelHeight)
        let (paperWidth, paperHeight) = (Self.number(layout.paper.width), Self.number(layout.paper.height))
        let page = "width=\"\(paperWidth)mm\" height=\"\(paperHeight)mm\" viewBox=\"0 0 \(paperWidth) \(paperHeight)\""
        guard svg.contains(page) else { return [] }
        let label = svg.replacingOccurrences(
            of: page, with: "width=\"\(width)mm\" height=\"\(height)mm\" viewBox=\"\(x) \(y) \(width) \(height)\"")
        return try withDirectory { directory in
            let source = directory.appendingPathComponent("label.svg")
            let image = directory.appendingPathComponent("label.png")
            try Data(label.utf8).write(to: source)
            let arguments = ["--dpi-x", "300", "--dpi-y", "300", "--background-color", "white", "-o", image.path]
            _ = try run(rsvgConvert, arguments + [source.path])
            return try decode(image.path)
        }
    }

    /// Every code zbarimg finds in an image file.
    public func decode(_ path: String) throws -> [String] {
        try run(zbarimg, ["--quiet", "--raw", path], failing: false).split(separator: "\n").map(String.init)
    }

    /// A binary PBM image of a code: `scale` pixels a module and a quiet zone of `quiet` modules.
    public static func image(of code: QRCode, scale: Int = 4, quiet: Int = 4) -> Data {
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

    /// The tool's standard output; a status other than 0 throws unless the tool says "nothing found" that way.
    private func run(_ executable: String, _ arguments: [String], failing: Bool = true) throws -> String {
        let output = Pipe()
        let discarded = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
        defer { try? discarded.close() }
        let child = try ChildProcess.start(
            executable, arguments, output: output.fileHandleForWriting.fileDescriptor,
            errors: discarded.fileDescriptor)
        try output.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let status = child.wait()
        if failing, status != 0 {
            throw ToolFailed(name: URL(fileURLWithPath: executable).lastPathComponent, status: status)
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func withDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
