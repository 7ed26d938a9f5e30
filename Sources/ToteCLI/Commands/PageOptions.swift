import ArgumentParser
import ToteApplication
import ToteDomain

/// Which page of a long list to show. The values are read as text so that Tote, not the parser, explains a bad one.
struct PageOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("The page to show, from 1.", valueName: "n"))
    var page = "1"

    @Option(
        name: .customLong("per-page"),
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many entries a page holds, from \(PageRequest.sizes.lowerBound) to \(PageRequest.sizes.upperBound).",
            valueName: "n"))
    var perPage = String(PageRequest.defaultSize)

    @Flag(help: "Show every page at once, as one page.")
    var all = false

    func request() throws(ToteDomain.ValidationError) -> PageRequest {
        try PageRequest(typedNumber: page, size: perPage)
    }

    /// The pages asked for, checked before anything is opened.
    func selection() throws(ToteDomain.ValidationError) -> PageSelection {
        PageSelection(request: try request(), all: all)
    }
}

/// One page of a list, or with `--all` every page as one.
struct PageSelection: Sendable {
    let request: PageRequest
    let all: Bool

    /// What was asked for, `read` reading one page.
    func read<Element>(_ read: (PageRequest) async throws -> Page<Element>) async throws -> Page<Element> {
        all ? try await Page.whole(read) : try await read(request)
    }
}
