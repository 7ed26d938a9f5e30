import ToteApplication
import ToteDomain

/// The labels of an inventory's boxes, read page by page, each pointing at its box's page under a public address.
public enum BoxLabels {
    /// The labels of the boxes with these numbers, or (nil) of every box, in the order of their numbers. Throws
    /// ``LabelError/unknownBoxes(_:)`` naming numbers that are no box.
    public static func labels(
        of numbers: [BoxNumber]?, from queries: any InventoryQueries, at address: PublicURL
    ) async throws -> [BoxLabel] {
        var boxes: [BoxSummary] = []
        for number in PageRequest.numbers {
            let page = try PageRequest(number: number, size: PageRequest.sizes.upperBound)
            let found = try await queries.listBoxes(numbers.map { BoxListing(page: page, numbers: $0) } ?? .all(page))
            boxes += found.entries
            if boxes.count >= found.totalCount || found.entries.isEmpty { break }
        }
        if let numbers, boxes.count < numbers.count {
            let found = Set(boxes.map(\.number))
            throw LabelError.unknownBoxes(numbers.filter { !found.contains($0) }.map(\.value))
        }
        return boxes.map { box in
            BoxLabel(
                number: box.number.value, title: box.title.text, room: box.room?.text,
                isFragile: box.marks.contains(.fragile), opensFirst: box.marks.contains(.openFirst),
                url: LabelCode(of: box).text(at: address))
        }
    }
}
