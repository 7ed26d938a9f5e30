import ToteApplication
import ToteDomain

/// The whole state read out for another store, and records from another store put into an empty state.
extension StoreStateContainer {
    public func accessRecords() async throws -> AccessRecords {
        try await read { state in
            AccessRecords(
                inventories: state.inventories.keys.sorted().compactMap(InventoryID.init(uuidString:)).compactMap {
                    state.inventory($0)
                },
                accounts: state.accounts, memberships: state.memberships, sessions: state.sessions,
                invitations: state.invitations, apiTokens: state.apiTokens, shareLinks: state.shareLinks)
        }
    }

    public func load(_ records: AccessRecords) async throws {
        try await write { state in
            for inventory in records.inventories { state.save(inventory) }
            for account in records.accounts { try state.add(account) }
            for membership in records.memberships { state.add(membership) }
            state.sessions += records.sessions
            state.invitations += records.invitations
            state.apiTokens += records.apiTokens
            state.shareLinks += records.shareLinks
        }
    }

    public func counts() async throws -> StoreCounts {
        try await read { state in
            var counts = StoreCounts()
            counts.inventories = state.inventories.count
            counts.accounts = state.accounts.count
            counts.memberships = state.memberships.count
            counts.sessions = state.sessions.count
            counts.invitations = state.invitations.count
            counts.apiTokens = state.apiTokens.count
            counts.shareLinks = state.shareLinks.count
            for (key, record) in state.inventories {
                counts.boxes += record.boxes.count
                counts.items += record.items.count
                counts.events += record.events.count
                guard let inventory = InventoryID(uuidString: key) else { continue }
                counts.photos += record.photos.count { state.subject(shown: $0.shown, in: inventory) != nil }
            }
            return counts
        }
    }

    /// A state in memory plans nothing.
    public func settle() async throws {}
}
