import ToteApplication
import ToteDomain
import TotePresentation

/// The labels of an inventory's boxes, read page by page, each pointing at its box's page under a public address.
public enum BoxLabels {
    /// The most labels one request makes: 42 sheets of 24, drawn in a few seconds.
    public static let mostLabels = 1_000

    /// The labels of the boxes with these numbers, or (nil) of every box, in the order of their numbers, each
    /// listing its first `listed` items (none for 0). Throws ``LabelError/unknownBoxes(_:)`` naming numbers that are
    /// no box, and ``LabelError/tooManyLabels(_:)`` for more than ``mostLabels``.
    public static func labels(
        of numbers: [BoxNumber]?, from queries: any InventoryQueries, at address: PublicURL, listing listed: Int = 0
    ) async throws -> [BoxLabel] {
        var boxes: [BoxSummary] = []
        for number in PageRequest.numbers {
            let page = try PageRequest(number: number, size: PageRequest.sizes.upperBound)
            let found = try await queries.listBoxes(numbers.map { BoxListing(page: page, numbers: $0) } ?? .all(page))
            guard found.totalCount <= mostLabels else { throw LabelError.tooManyLabels(found.totalCount) }
            boxes += found.entries
            if boxes.count >= found.totalCount || found.entries.isEmpty { break }
        }
        if let numbers, boxes.count < numbers.count {
            let found = Set(boxes.map(\.number))
            throw LabelError.unknownBoxes(numbers.filter { !found.contains($0) }.map(\.value))
        }
        // Every box is asked about: a list read through a server does not say which boxes are in something.
        let paths = try await queries.paths(toAll: boxes.map(\.number))
        var labels: [BoxLabel] = []
        for box in boxes {
            let contents = listed == 0 ? nil : try await self.contents(of: box, listing: listed, from: queries)
            labels.append(
                BoxLabel(
                    number: box.number.value, title: box.title.text, room: box.room?.text,
                    path: paths[box.number].map(BoxPath.text), isFragile: box.marks.contains(.fragile),
                    opensFirst: box.marks.contains(.openFirst),
                    url: LabelCode(of: box).text(at: address), contents: contents))
        }
        return labels
    }

    private static func contents(
        of box: BoxSummary, listing listed: Int, from queries: any InventoryQueries
    ) async throws -> LabelContents {
        guard box.itemCount > 0 else { return LabelContents(entries: [], unlisted: 0) }
        let page = try PageRequest(number: 1, size: min(listed, PageRequest.sizes.upperBound))
        let items = try await queries.showBox(box.number, page).items
        return LabelContents(
            entries: items.entries.map { .init(title: $0.title.text, quantity: $0.quantity.value) },
            unlisted: items.totalCount - items.entries.count)
    }
}
