import ToteDomain

/// The numbers an import gives the boxes and items it makes: the inventory's next box and item numbers, reserved
/// from the store once, then counted here rather than reserved one statement at a time; ``store()`` writes the
/// counters back. Once an import's transaction has reserved a number, it holds the inventory's counters until it
/// ends, so no one else takes a number meanwhile, and one it does not keep is never taken.
final class ImportNumbers: IdentityService {
    private let session: any ImportSession
    /// The next box and item numbers to hand out, once the first was asked for.
    private var next: Counters?

    init(session: any ImportSession) {
        self.session = session
    }

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber { try BoxNumber(take(\.box)) }

    func nextItemNumber() throws -> ItemNumber { try ItemNumber(take(\.item)) }

    /// Sets the inventory's counters past the numbers handed out, when any was.
    func store() throws {
        guard let next else { return }
        try session.setCounters(nextBoxNumber: next.box, nextItemNumber: next.item)
    }

    /// The next number of one counter, counted past.
    private func take(_ counter: WritableKeyPath<Counters, Int>) throws -> Int {
        var counters = try next ?? started()
        let number = counters[keyPath: counter]
        counters[keyPath: counter] += 1
        next = counters
        return number
    }

    private func started() throws -> Counters {
        let identities = session.identities
        return Counters(box: try identities.nextBoxNumber().value, item: try identities.nextItemNumber().value)
    }

    private struct Counters {
        var box: Int
        var item: Int
    }
}
