import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// The whole database read out for another store, and records from another store put into an empty database.
extension PostgresStore: StoreTransfer {
    public func accessRecords() async throws -> AccessRecords {
        try await database.read { sql in
            AccessRecords(
                inventories: try await sql.rows("SELECT id, name FROM inventory ORDER BY id::text").map { row in
                    Inventory(id: try row.entityID("id"), name: try row.text("name"))
                },
                accounts: try await sql.fetch(AccountRecord.all(.postgres)).map(AccountRecord.account(from:)),
                memberships: try await sql.fetch(MembershipRecord.all(.postgres)).map(
                    MembershipRecord.membership(from:)),
                sessions: try await sql.fetch(SessionRecord.all).map(SessionRecord.session(from:)),
                invitations: try await sql.fetch(InvitationRecord.all).map(InvitationRecord.invitation(from:)),
                apiTokens: try await sql.fetch(ApiTokenRecord.all(.postgres)).map(ApiTokenRecord.token(from:)),
                shareLinks: try await sql.fetch(ShareLinkRecord.all(.postgres)).map(ShareLinkRecord.link(from:)))
        }
    }

    public func load(_ records: AccessRecords) async throws {
        try await database.write { sql in
            for inventory in records.inventories { try await InventoryRows.save(inventory, sql) }
            for account in records.accounts { try await PostgresAccountRepository.insert(account, sql) }
            for membership in records.memberships { try await PostgresMembershipRepository.insert(membership, sql) }
            for session in records.sessions { try await sql.run(SessionRecord.insert(session)) }
            for invitation in records.invitations { try await sql.run(InvitationRecord.insert(invitation)) }
            for token in records.apiTokens { try await sql.run(ApiTokenRecord.insert(token)) }
            for link in records.shareLinks { try await sql.run(ShareLinkRecord.insert(link)) }
        }
    }

    public func counts() async throws -> StoreCounts {
        guard
            let row = try await database.rows(
                """
                SELECT (SELECT count(*) FROM inventory) AS inventories, (SELECT count(*) FROM account) AS accounts,
                    (SELECT count(*) FROM membership) AS memberships, (SELECT count(*) FROM session) AS sessions,
                    (SELECT count(*) FROM invitation) AS invitations, (SELECT count(*) FROM api_token) AS api_tokens,
                    (SELECT count(*) FROM share_link) AS share_links,
                    (SELECT count(*) FROM box) AS boxes, (SELECT count(*) FROM item) AS items,
                    (SELECT count(*) FROM event) AS events,
                    (SELECT count(*) FROM \(unescaped: PhotoRows.shown) WHERE \(unescaped: PhotoRows.isShown)) AS photos
                """
            ).first
        else { return StoreCounts() }
        var counts = StoreCounts()
        counts.inventories = Int(try row.decode("inventories", as: Int64.self))
        counts.accounts = Int(try row.decode("accounts", as: Int64.self))
        counts.memberships = Int(try row.decode("memberships", as: Int64.self))
        counts.sessions = Int(try row.decode("sessions", as: Int64.self))
        counts.invitations = Int(try row.decode("invitations", as: Int64.self))
        counts.apiTokens = Int(try row.decode("api_tokens", as: Int64.self))
        counts.shareLinks = Int(try row.decode("share_links", as: Int64.self))
        counts.boxes = Int(try row.decode("boxes", as: Int64.self))
        counts.items = Int(try row.decode("items", as: Int64.self))
        counts.events = Int(try row.decode("events", as: Int64.self))
        counts.photos = Int(try row.decode("photos", as: Int64.self))
        return counts
    }

    /// Vacuums and analyzes the tables a copy fills: the planner costs a trigram index by the figures its last
    /// vacuum recorded, and guesses dear where an index built empty was filled since, so until autovacuum comes by
    /// it reads every item rather than ask the index (a search of 50,000 items 1.7× SQLite's time before, 1.4×
    /// after).
    public func settle() async throws {
        try await database.alone { sql in try await sql.execute("VACUUM (ANALYZE) box, item, event, photo") }
    }
}
