import Hummingbird
import ToteApplication
import ToteDomain
import ToteJSON

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
    /// for as long as the request's credential lets its holder read the inventory.
    public func historyStream(
        of inventory: InventoryID, for request: Request, context: ToteRequestContext
    ) async throws -> Response {
        let entries = try await events.subscribe(to: inventory, after: EventStream.lastEventID(of: request))
        return EventStream.response(
            entries, timing: streamTiming, isAllowed: readAccess(of: context, to: inventory)
        ) { JSONDocument.compactText(for: HistoryJSON.entry($0)) }
    }
}
