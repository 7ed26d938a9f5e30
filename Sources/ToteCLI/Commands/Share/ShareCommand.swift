import ArgumentParser

/// `tote share …`: read-only links for people without an account.
struct ShareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Make, list and withdraw read-only links for people without an account.",
        discussion: """
            Whoever opens a share link sees the boxes it shares (every box, the boxes for one room, or some boxes), \
            with their items and photos, and can search among them; they change nothing and never see the history \
            or the members. A link works until it expires or is withdrawn.
            """,
        subcommands: [ShareAddCommand.self, ShareListCommand.self, ShareRemoveCommand.self]
    )
}
