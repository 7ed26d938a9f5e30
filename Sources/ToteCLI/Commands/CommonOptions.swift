import ArgumentParser

/// The options every command takes.
struct CommonOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the inventory is kept: sqlite:PATH, plist:PATH or memory:. Defaults to $TOTE_STORE, "
                + "else $XDG_DATA_HOME/tote/tote.sqlite (~/.local/share/tote/tote.sqlite).",
            valueName: "url"))
    var store: String?

    @Option(
        help: ArgumentHelp(
            "The Tote server to work on, logged in to with `tote login`. Defaults to $TOTE_SERVER, else the server "
                + "logged in to (unless --store or $TOTE_STORE names a local store).",
            valueName: "url"))
    var server: String?

    @Flag(help: "Print JSON instead of text (see docs/json.md).")
    var json = false

    @Flag(help: "Show tables whole, however wide the terminal is (output to a pipe or a file always is).")
    var wide = false
}
