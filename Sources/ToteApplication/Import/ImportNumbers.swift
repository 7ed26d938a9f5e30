import ToteDomain

/// The numbers an import gives the boxes and items it makes: the inventory's next box and item numbers, reserved
/// from the store once, then counted here rather than reserved one statement at a time; ``store()`` writes the
/// counters back. Once an import's transaction has reserved a number, it holds the inventory's counters until it
/// ends, so no one else takes a number meanwhile, and one it does not keep is never taken.
final class ImportNumbers: IdentityService {
    private let session: any ImportSession
    /// The next box and item numbers to hand out, once the first was asked for.
    private var next: (box: Int, item: Int)?

    init(session: any ImportSession) {
        self.session = session
    }

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber {
        var counters = try started()
        let number = try BoxNumber(counters.box)
        counters.box += 1
        next = counters
        return number
    }

    func nextItemNumber() throws -> ItemNumber {
        var counters = try started()
        let number = try ItemNumber(counters.item)
        counters.item += 1
        next = counters
        return number
    }

    /// Sets the inventory's counters past the numbers handed out, when any was.
    func store() throws {
        guard let next else { return }
        try session.setCounters(nextBoxNumber: next.box, nextItemNumber: next.item)
    }

    private func started() throws -> (box: Int, item: Int) {
        if let next { return next }
        let identities = session.identities
        let first = (box: try identities.nextBoxNumber().value, item: try identities.nextItemNumber().value)
        next = first
        return first
    }
}
