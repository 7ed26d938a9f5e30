import ArgumentParser
import Foundation
import ToteApplication
import ToteDomain
import ToteLabels

/// `tote labels BOX… [--all] [--paper a4|letter|WxHmm] [--layout 3x8] [--skip N] [--contents N|all]
/// [--public-url URL] --output FILE`
struct LabelsCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "labels",
        abstract: "Print labels for boxes: big number, title, room, marks and a QR code that opens the box's page.",
        discussion: """
            Boxes are numbers and ranges (3 7 12-40), or --all. FILE.html is a page to print, one sheet a page at \
            the paper's exact size; FILE.svg is a drawing of each sheet (FILE-1.svg, FILE-2.svg… when there are \
            several). A label printer's paper (--paper 62x100mm, 90x29mm, 4x6in, 2x1in, 50x30mm, or any size in mm \
            or in) takes one label a page; --layout 1x1 makes a contents sheet per box. --contents lists each box's \
            first items on its label. The QR codes hold the address people reach Tote at: --public-url, or the one \
            tote serve --public-url was last given.
            """)

    @Argument(help: ArgumentHelp("The boxes, such as 3 7 12-40.", valueName: "BOX"))
    var boxes: [String] = []

    @Flag(help: "Labels for every box.")
    var all = false

    @Option(help: "The paper: a4, letter, or a label printer's label such as 62x100mm or 4x6in.")
    var paper = "a4"

    @Option(help: "Labels across and down a sheet, such as 2x4, 3x8, 4x6, or 1x1 for a contents sheet per box.")
    var layout = "3x8"

    @Option(help: "Labels already used on the first sheet, to leave blank.")
    var skip = "0"

    @Option(help: "How many of each box's items to list on its label: 0, a number up to 500, or all.")
    var contents = "0"

    @Option(name: .customLong("public-url"), help: "The address people reach Tote at, for the QR codes.")
    var publicURL: String?

    @Option(help: ArgumentHelp("Where to write the labels: a .html or .svg file.", valueName: "FILE"))
    var output: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let format = try LabelFile(path: output)
        guard all != !boxes.isEmpty else { throw LabelsCommandError.boxesOrAll }
        let options = try LabelOptions(
            boxes: boxes.joined(separator: " "), paper: paper, layout: layout, skip: skip, contents: contents)
        let given = try publicURL.map { text throws(PublicURLError) in try PublicURL(text) }
        let remembered = given == nil ? try await inventory.publicURL() : nil
        guard let address = given ?? remembered else { throw LabelsCommandError.noPublicURL }
        let sheets = try await options.sheets(from: inventory.useCases().queries, at: address)
        let files = try format.write(sheets)
        return .labelsWritten(
            files: files, summary: sheets.summary, sheets: sheets.sheets.count,
            labels: sheets.labelCount,
            layout: sheets.layout.paper.isLabel ? sheets.layout.paper.name : layout)
    }
}

/// What the labels command needs and was not given.
enum LabelsCommandError: Error, CustomStringConvertible {
    case boxesOrAll
    case noPublicURL
    case unknownFormat(String)

    var description: String {
        switch self {
        case .boxesOrAll:
            "name the boxes to make labels for (such as 3 7 12-40), or give --all, not both"
        case .noPublicURL:
            "labels need the address people reach Tote at, for their QR codes: give --public-url https://…, "
                + "or start tote serve --public-url https://… once and it is remembered"
        case .unknownFormat(let path):
            "'\(path)' does not end in .html or .svg; write the labels to FILE.html (to print) or FILE.svg"
        }
    }
}

/// Where labels are written, and in which format its name says.
struct LabelFile {
    let path: String
    let isHTML: Bool

    init(path: String) throws {
        let lowered = path.lowercased()
        guard lowered.hasSuffix(".html") || lowered.hasSuffix(".svg") else {
            throw LabelsCommandError.unknownFormat(path)
        }
        self.path = path
        isHTML = lowered.hasSuffix(".html")
    }

    /// Writes the sheets: one page, or one drawing per sheet; returns the paths written.
    func write(_ sheets: LabelSheets) throws -> [String] {
        if isHTML {
            try Data(sheets.html(title: "Box labels").utf8).write(to: URL(fileURLWithPath: path))
            return [path]
        }
        let drawings = try sheets.svg()
        let paths =
            drawings.count == 1
            ? [path]
            : drawings.indices.map { String(path.dropLast(4)) + "-\($0 + 1)" + String(path.suffix(4)) }
        for (drawing, path) in zip(drawings, paths) {
            try Data(drawing.utf8).write(to: URL(fileURLWithPath: path))
        }
        return paths
    }
}
