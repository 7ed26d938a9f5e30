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

    func request() throws(ToteDomain.ValidationError) -> PageRequest {
        try PageRequest(typedNumber: page, size: perPage)
    }
}
