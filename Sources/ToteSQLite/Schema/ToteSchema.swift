import GRDB

/// The Tote database schema: every version of it, as named migrations applied in order.
enum ToteSchema {
    /// Marks a file as a Tote database (`PRAGMA application_id`): the ASCII bytes of "Tote".
    static let applicationID: Int32 = 0x546F_7465

    /// Every migration; `progress` hears how far building the search index has come, on a large store.
    static func migrator(progress: SearchIndexProgress? = nil) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-inventory-boxes-items-events", migrate: createInventoryBoxesItemsEvents)
        migrator.registerMigration("v2-accounts-memberships-sessions") { db in
            try createAccountsMembershipsSessions(db)
            try indexOneLetterPrefixes(db)
        }
        migrator.registerMigration("v3-item-versions", migrate: versionItems)
        migrator.registerMigration("v4-removals", migrate: keepRemovals)
        migrator.registerMigration("v5-search-everything") { db in try searchEverything(db, progress: progress) }
        migrator.registerMigration("v6-moves", migrate: followMoves)
        migrator.registerMigration("v7-import-keys", migrate: keepImportKeys)
        migrator.registerMigration("v8-photos", migrate: keepPhotos)
        migrator.registerMigration("v9-password-resets", migrate: keepPasswordResets)
        migrator.registerMigration("v10-jobs", migrate: keepJobs)
        migrator.registerMigration("v11-repeated-requests", migrate: keepAnswers)
        migrator.registerMigration("v12-event-batches", migrate: batchEvents)
        migrator.registerMigration("v13-share-links", migrate: keepShareLinks)
        migrator.registerMigration("v14-boxes-in-boxes", migrate: packBoxesInBoxes)
        migrator.registerMigration("v15-removed-items-boxes", migrate: keepEachItemsBox)
        migrator.registerMigration("v16-places", migrate: keepPlaces)
        migrator.registerMigration("v17-removal-sent-boxes", migrate: keepSentBoxes)
        migrator.registerMigration("v18-box-titles-indexed", migrate: indexBoxTitles)
        migrator.registerMigration("v19-inventory-fillings", migrate: markFillings)
        migrator.registerMigration("v20-import-undo", migrate: keepImportUndo)
        migrator.registerMigration("v21-import-shelf", migrate: shelveClearedRows)
        return migrator
    }

    /// Whether the database holds migrations that this version of Tote does not know.
    static func isNewerThanThisVersion(_ db: Database) throws -> Bool {
        try db.tableExists("grdb_migrations") && migrator().hasBeenSuperseded(db)
    }
}
