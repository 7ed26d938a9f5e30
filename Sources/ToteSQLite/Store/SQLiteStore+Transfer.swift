import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// The whole file read out for another store, and records from another store put into an empty file.
extension SQLiteStore: StoreTransfer {
    public func accessRecords() async throws -> AccessRecords {
        try await pool.read { db in
            AccessRecords(
                inventories: try Row.fetchAll(db, sql: "SELECT id, name FROM inventory ORDER BY key").map { row in
                    Inventory(id: try row.entityID("id"), name: try row.text("name"))
                },
                accounts: try db.fetch(AccountRecord.all(.sqlite)).map(AccountRecord.account(from:)),
                memberships: try db.fetch(MembershipRecord.all(.sqlite)).map(MembershipRecord.membership(from:)),
                sessions: try db.fetch(SessionRecord.all).map(SessionRecord.session(from:)),
                invitations: try db.fetch(InvitationRecord.all).map(InvitationRecord.invitation(from:)),
                apiTokens: try db.fetch(ApiTokenRecord.all(.sqlite)).map(ApiTokenRecord.token(from:)),
                shareLinks: try db.fetch(ShareLinkRecord.all(.sqlite)).map(ShareLinkRecord.link(from:)))
        }
    }

    public func load(_ records: AccessRecords) async throws {
        try await pool.writing { db in
            for inventory in records.inventories { try InventoryTable.save(inventory, db) }
            for account in records.accounts { try GRDBAccountRepository.insert(account, db) }
            for membership in records.memberships { try GRDBMembershipRepository.insert(membership, db) }
            for session in records.sessions { try db.run(SessionRecord.insert(session)) }
            for invitation in records.invitations { try db.run(InvitationRecord.insert(invitation)) }
            for token in records.apiTokens { try db.run(ApiTokenRecord.insert(token)) }
            for link in records.shareLinks { try db.run(ShareLinkRecord.insert(link)) }
        }
    }

    public func counts() async throws -> StoreCounts {
        try await pool.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT (SELECT count(*) FROM inventory) AS inventories,
                            (SELECT count(*) FROM account) AS accounts,
                            (SELECT count(*) FROM membership) AS memberships,
                            (SELECT count(*) FROM session) AS sessions,
                            (SELECT count(*) FROM invitation) AS invitations,
                            (SELECT count(*) FROM api_token) AS api_tokens,
                            (SELECT count(*) FROM share_link) AS share_links,
                            (SELECT count(*) FROM box) AS boxes,
                            (SELECT count(*) FROM item) AS items,
                            (SELECT count(*) FROM event) AS events,
                            (SELECT count(*) FROM \(PhotoTable.shown) WHERE \(PhotoTable.isShown)) AS photos
                        """)
            else { return StoreCounts() }
            var counts = StoreCounts()
            counts.inventories = row["inventories"]
            counts.accounts = row["accounts"]
            counts.memberships = row["memberships"]
            counts.sessions = row["sessions"]
            counts.invitations = row["invitations"]
            counts.apiTokens = row["api_tokens"]
            counts.shareLinks = row["share_links"]
            counts.boxes = row["boxes"]
            counts.items = row["items"]
            counts.events = row["events"]
            counts.photos = row["photos"]
            return counts
        }
    }

    /// SQLite's store keeps no statistics: its reads are planned by its indexes alone, whatever it holds.
    public func settle() async throws {}
}
