import Foundation
import ToteApplication
import ToteDomain

@testable import ToteWeb

enum PresenterFixtures {
    static func box(_ number: Int, items: Int, location: String? = nil) throws -> BoxSummary {
        BoxSummary(
            id: BoxID(UUID()), number: try BoxNumber(number), title: try Title("Box \(number)"),
            location: try Location.optional(location), note: nil, itemCount: items)
    }

    static func page<Element>(_ entries: [Element], total: Int? = nil, number: Int = 1) throws -> Page<Element> {
        Page(entries: entries, request: try PageRequest(number: number, size: 2), totalCount: total ?? entries.count)
    }
}
