import ArgumentParser

/// The options every command takes.
struct CommonOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Where the inventory is kept: sqlite:PATH, plist:PATH or memory:. Defaults to $TOTE_STORE, "
                + "else $XDG_DATA_HOME/tote/tote.sqlite (~/.local/share/tote/tote.sqlite).",
            valueName: "url"))
    var store: String?

    @Flag(help: "Print JSON instead of text (see docs/json.md).")
    var json = false

    @Flag(help: "Show tables whole, however wide the terminal is (output to a pipe or a file always is).")
    var wide = false
}
