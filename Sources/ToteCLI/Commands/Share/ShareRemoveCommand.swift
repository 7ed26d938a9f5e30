import ArgumentParser
import ToteDomain

/// `tote share remove ID`
struct ShareRemoveCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Withdraw a share link: it stops working at once.")

    @Argument(help: "The link's id, as tote share list shows it.")
    var id: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        guard let link = ShareLinkID(uuidString: id.trimmingCharacters(in: .whitespaces)) else {
            throw ShareCommandError.notAnID(id)
        }
        try await inventory.useCases().shares.withdrawShareLink(link)
        return .shareLinkWithdrawn(link)
    }
}

/// A share link named in a way that names none.
enum ShareCommandError: Error, Equatable, CustomStringConvertible {
    case notAnID(String)

    var description: String {
        switch self {
        case .notAnID(let text):
            "'\(text)' is not a share link's id; tote share list shows them, such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301"
        }
    }
}
