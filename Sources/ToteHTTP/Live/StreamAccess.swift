import Hummingbird
import ToteApplication
import ToteDomain
import ToteJSON
import ToteJSONText

extension ServerEnvironment {
    /// Whether the credential a request came with still lets its holder read `inventory`: the question a live
    /// stream asks again while it is open, so that it ends when the membership, the session or the token behind it
    /// is removed, revoked, expired or lowered below viewer.
    public func readAccess(
        of context: ToteRequestContext, to inventory: InventoryID
    ) -> @Sendable () async -> Bool {
        guard let token = context.credential?.token else { return { false } }
        return { [access] in await access.stillAllows(token, .read, in: inventory) }
    }

    /// The committed changes of `inventory` as server-sent events, from the one after the request's `Last-Event-ID`,
    /// for as long as the request's credential lets its holder read the inventory; `ended` is the stream's last frame
    /// once it does not.
    public func historyStream(
        of inventory: InventoryID, for request: Request, context: ToteRequestContext, ended: String? = nil
    ) async throws -> Response {
        let entries = try await events.subscribe(to: inventory, after: EventStream.lastEventID(of: request))
        return EventStream.response(
            entries, timing: streamTiming, isAllowed: readAccess(of: context, to: inventory), ended: ended
        ) { JSONDocument.compactText(for: HistoryJSON.entry($0)) }
    }

    /// What a page opened with a share link learns of changes: for each change of what it shares, its kind and the
    /// numbers of the shared boxes it concerns (none where the scope cannot tell), never who made it or what was
    /// written; for as long as `token` opens the link, asked at least every half second
    /// (``StreamTiming/shareWatch``), then ``EventStream/accessEnded``.
    public func sharedStream(
        of shared: SharedInventory, token: SecretToken, for request: Request
    ) async throws -> Response {
        let entries = try await events.subscribe(
            to: shared.link.inventory, after: EventStream.lastEventID(of: request))
        let isAllowed: @Sendable () async -> Bool = { [shares] in await shares.stillOpens(token) }
        var timing = streamTiming
        timing.watch = min(timing.watch, StreamTiming.shareWatch)
        return EventStream.response(
            entries, timing: timing, isAllowed: isAllowed, ended: EventStream.accessEnded
        ) { Self.sharedData(of: $0, through: shared) }
    }

    /// The data of a shared page's frame: the shared boxes a change concerns, the one it happened in first, or `{}`
    /// where the scope cannot tell; nil for a change of no shared box, which is not sent.
    static func sharedData(of entry: HistoryEntry, through shared: SharedInventory) -> String? {
        guard let boxes = shared.boxes(concernedBy: entry.event) else { return "{}" }
        guard let first = boxes.first else { return nil }
        let members = [("box", first)] + boxes.dropFirst().map { ("from", $0) }
        return JSONDocument.compactText(
            for: .object(
                Dictionary(uniqueKeysWithValues: members.map { ($0.0, .object(["number": .integer($0.1.value)])) })))
    }
}
