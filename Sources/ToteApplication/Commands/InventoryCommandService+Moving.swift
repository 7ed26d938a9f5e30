import Foundation
import ToteDomain

extension InventoryCommandService {
    public func changeBoxes(_ request: ChangeBoxesRequest) async throws -> [DomainEvent] {
        try authorize()
        guard !request.boxes.isEmpty else { throw ValidationError.empty(.boxNumbers) }
        guard !request.changes.isEmpty else { throw NothingToChangeError() }
        guard request.boxes.count <= NumberSelection.maximum else {
            throw ValidationError.tooMany(.boxNumbers, maximum: NumberSelection.maximum, actual: request.boxes.count)
        }
        var changes: [@Sendable (inout Box, Date) -> Void] = []
        for change in request.changes { changes.append(try Self.change(change)) }
        let now = clock.now()
        // A box named twice is changed once.
        var named = Set<BoxNumber>()
        let numbers = request.boxes.filter { named.insert($0).inserted }
        let boxes = try await boxes.changeAll(numbers) { [changes] box in
            for change in changes { change(&box, now) }
            box.attribute(to: author)
        }
        let events = boxes.flatMap(\.pendingEvents)
        await publish(events)
        return events
    }

    /// The typed change, checked, as what it does to a box.
    private static func change(_ change: ChangeBoxesRequest.Change) throws(ValidationError)
        -> @Sendable (inout Box, Date) -> Void
    {
        switch change {
        case .room(let text):
            let room = try Room.optional(text)
            return { box, now in box.assign(to: room, at: now) }
        case .status(let text):
            let status = try PackingStatus(parsing: text)
            return { box, now in box.setStatus(status, at: now) }
        case .mark(let text):
            let mark = try BoxMark(parsing: text)
            return { box, now in box.mark(mark, at: now) }
        case .unmark(let text):
            let mark = try BoxMark(parsing: text)
            return { box, now in box.unmark(mark, at: now) }
        }
    }
}
