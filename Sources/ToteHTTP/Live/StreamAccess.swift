import ToteApplication
import ToteDomain

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
}
