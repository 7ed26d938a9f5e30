import ArgumentParser

/// `tote migrate --to URL [--from URL] [--quiet]`
struct MigrateCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate", abstract: "Copy a whole store into an empty one: from SQLite to PostgreSQL, or back.",
        discussion: """
            Everything goes: every inventory with its boxes, items, photos and history, and the accounts, members, \
            sessions, API tokens, pending invitations and the public address, so that people log in and work on \
            the new store as before. The target must be empty (a new SQLite file is made; a PostgreSQL database must \
            exist). Stop the servers using the source first. Afterwards a PostgreSQL target's statistics are brought up \
            to date, and both stores are counted and compared. \
            Pending undos of removals are not copied.
            """)

    @Option(
        help: ArgumentHelp(
            "The store to copy: sqlite:PATH, plist:PATH or postgres://USER:PASSWORD@HOST:PORT/DATABASE. Defaults "
                + "to the store --store names, else $TOTE_STORE, else the default store.",
            valueName: "url"))
    var from: String?

    @Option(help: ArgumentHelp("The empty store to copy into, named as for --from.", valueName: "url"))
    var to: String

    @Flag(help: "Show no progress.")
    var quiet = false

    @OptionGroup var common: CommonOptions

    func validate() throws {
        guard from == nil || common.store == nil else {
            throw ValidationError("give the store to copy once: --from or --store")
        }
    }

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let source = try await inventory.wholeStore(from)
        let target = try await inventory.wholeStore(to, creating: true)
        let counts = try await StoreMigration(source: source, target: target, access: inventory, quiet: quiet).run()
        return .migrated(from: source.name, to: target.name, counts)
    }
}
