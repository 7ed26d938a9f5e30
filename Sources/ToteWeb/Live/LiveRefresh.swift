import HTTPTypes
import Hummingbird

/// The pages' script fetching the page again for a live update: such a fetch neither shows nor uses up the page's
/// messages, which the person already sees.
enum LiveRefresh {
    static let header = HTTPField.Name("Tote-Live-Refresh")!

    static func isAsked(by request: Request) -> Bool {
        request.headers[header] == "1"
    }
}
