import Foundation
import ToteApplication
import ToteDomain

/// What a person asks labels for, read from the words they typed (a form, a query, a command's options): which boxes,
/// on which paper, in which layout, after how many used labels, listing how many items. The pages, the API and the
/// command line read them here alone.
public struct LabelOptions: Sendable {
    /// The boxes, or nil for every box.
    public let boxes: [BoxNumber]?
    public let layout: LabelLayout
    public let skip: Int
    /// How many items each label lists; 0 for none.
    public let contents: Int

    /// Throws ``LabelError`` or `ValidationError` for what cannot be read; `boxes` empty means every box. A label
    /// printer's paper has no sheet to lay out or to skip labels of, so its layout and skip are not read.
    public init(boxes: String, paper: String, layout: String, skip: String, contents: String) throws {
        let layout = try LabelLayout(parsing: layout, paper: LabelPaper(parsing: paper))
        let trimmedSkip = layout.paper.isLabel ? "0" : skip.trimmingCharacters(in: .whitespaces)
        guard trimmedSkip.utf8.count <= 4, let skip = Int(trimmedSkip), (0..<layout.perSheet).contains(skip) else {
            throw LabelError.skipOutOfRange(skip, perSheet: layout.perSheet)
        }
        let trimmed = boxes.trimmingCharacters(in: .whitespaces)
        self.boxes = trimmed.isEmpty ? nil : try NumberSelection.numbers([trimmed])
        self.layout = layout
        self.skip = skip
        self.contents = try LabelContents.count(parsing: contents)
    }

    /// The sheets of these labels, their codes under `address`.
    public func sheets(from queries: any InventoryQueries, at address: PublicURL) async throws -> LabelSheets {
        let labels = try await BoxLabels.labels(of: boxes, from: queries, at: address, listing: contents)
        return try LabelSheets(labels, layout: layout, skipping: skip)
    }
}
