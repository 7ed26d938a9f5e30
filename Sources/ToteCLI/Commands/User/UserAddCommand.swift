import ArgumentParser
import ToteApplication

/// `tote user add USERNAME --name NAME [--role ROLE]`, with the password on standard input.
struct UserAddCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an account to the local inventory; the first one becomes its owner.",
        discussion: "The password is read from standard input, without being shown when typed at a terminal.")

    static let createsStore = true

    @Argument(help: "The name to log in with: letters, digits, dots, dashes and underscores.")
    var username: String

    @Option(help: ArgumentHelp("How the person is shown to others.", valueName: "text"))
    var name: String

    @Option(
        help: ArgumentHelp(
            "owner, editor or viewer (default: owner for the first account, else editor).", valueName: "role"))
    var role: String?

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let password = inventory.readPassword() ?? ""
        let member = try await inventory.users().addUser(
            AddUserRequest(username: username, displayName: name, password: password, role: role))
        return .user(member)
    }
}
