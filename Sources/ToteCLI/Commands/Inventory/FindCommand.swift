import ArgumentParser
import ToteApplication

/// `tote find TEXT [--page N] [--per-page N]`
struct FindCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Find boxes and items by number, or by any part of a word of their title, location or note.",
        discussion: """
            Every word must match, in any field; "quoted words" match as a phrase; case, accents and width do not \
            matter ("cafe" finds Café, "strasse" finds Straße); a number or #12 finds that box and item first. Words \
            of one or two letters match the start of a word; when nothing matches, one typo in a long word is \
            forgiven.
            """)

    @Argument(help: "What to look for: words, part of a word, a \"phrase\", or a number.")
    var text: String

    @OptionGroup var paging: PageOptions
    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let page = try paging.request()
        // Text with nothing to search for is refused before the store is opened.
        _ = try SearchQuery(text)
        let queries = try await inventory.useCases().queries
        let results = try await queries.search(text, page)
        return .found(results, paths: try await queries.paths(toAll: results.hits.map(\.box)))
    }
}
