import ArgumentParser
import ToteApplication

/// `tote user password USERNAME`, with the new password on standard input.
struct UserPasswordCommand: InventoryCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract:
            "Give an account a new password, for someone who forgot theirs; every session of it ends and every "
            + "personal API token of it is revoked.",
        discussion: "The password is read from standard input, without being shown when typed at a terminal.")

    @Argument(help: "The name the account logs in with.")
    var username: String

    @OptionGroup var common: CommonOptions

    func perform(on inventory: InventoryAccess) async throws -> CommandResponse {
        let password = inventory.readPassword() ?? ""
        let changed = try await inventory.users().resetPassword(of: username, to: password)
        return .passwordChanged(changed.username, changed.ended)
    }
}
