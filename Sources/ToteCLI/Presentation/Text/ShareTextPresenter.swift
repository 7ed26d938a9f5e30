import Foundation
import ToteApplication
import ToteJSON
import TotePresentation

/// Share links as lines for people: a new one's address, shown only now, and each link with its id to withdraw it by.
struct ShareTextPresenter {
    let timeZone: TimeZone

    func lines(for response: CommandResponse) -> [String] {
        switch response {
        case .shareLinkMade(let new, let address):
            [
                Self.url(of: new, at: address),
                "Anyone with this link sees \(ShareSentence.scope(new.link.scope)), read-only, "
                    + "\(ShareSentence.expiry(new.link.expiresAt, in: timeZone)). It is shown only now; "
                    + "tote share remove \(new.link.id) withdraws it.",
            ] + (address == nil ? [Self.noAddress] : [])
        case .shareLinks(let links):
            links.isEmpty ? ["No share links."] : links.flatMap(lines(for:))
        case .shareLinkWithdrawn(let id):
            ["Withdrew share link \(id): it no longer works."]
        default:
            []
        }
    }

    private func lines(for link: ShareLinkSummary) -> [String] {
        [
            "\(link.id)  \(Sentence.capitalised(ShareSentence.scope(link.scope)))"
                + (link.note.map { " · \($0.text)" } ?? ""),
            "  made by \(link.madeBy.name) on \(DateText.day(link.createdAt)), "
                + "\(ShareSentence.expiry(link.expiresAt, in: timeZone)), "
                + ShareSentence.lastUsed(link.lastUsedAt, in: timeZone),
        ]
    }

    /// The link's address under `address`, or its path alone where no address is known.
    static func url(of new: NewShareLink, at address: PublicURL?) -> String {
        let path = ShareLinkJSON.path(new.token)
        return address?.appending(path) ?? path
    }

    static let noAddress =
        "No address people reach Tote at is known, so this is only the link's path: put the server's address "
        + "before it, or start tote serve --public-url https://… once and it is remembered."
}
