import Foundation
import ToteCLI
import ToteClient
import ToteDomain

/// Which inventory a command works on: `--server`, else `--store`, else `TOTE_SERVER`, else `TOTE_STORE`, else the
/// server logged in to, else the default local store.
struct ServerChoice: Sendable {
    let environment: [String: String]
    let logins: LoginFile
    let directories: UserDirectories

    /// The server chosen with its login, or nil for a local store.
    func resolve(store: String?, server: String?) throws -> (ChosenServer, LoginFile.Login)? {
        if server != nil, store != nil { throw ChoiceError("give --store or --server, not both") }
        if let server { return try login(for: server) }
        if store != nil { return nil }
        if let server = environment["TOTE_SERVER"], !server.isEmpty { return try login(for: server) }
        if environment["TOTE_STORE"] != nil { return nil }
        guard let login = try logins.read() else { return nil }
        let local = directories.toteData + "/tote.sqlite"
        let notice =
            FileManager.default.fileExists(atPath: local)
            ? "working on \(login.server), where you are logged in; give --store for the store on this computer"
            : nil
        return (ChosenServer(address: login.server, notice: notice), login)
    }

    /// The login kept for `address`; the command line works only on a server it logged in to.
    private func login(for address: String) throws -> (ChosenServer, LoginFile.Login) {
        let wanted = try ToteServer(address)
        guard let login = try logins.read(), try ToteServer(login.server).address == wanted.address else {
            throw ChoiceError("you are not logged in to \(address); run `tote login \(address)` first")
        }
        return (ChosenServer(address: login.server), login)
    }

    /// The use cases of the inventory the login chose on its server.
    static func useCases(of login: LoginFile.Login) throws -> ServerInventory {
        guard let text = login.inventory, let inventory = InventoryID(uuidString: text) else {
            throw ChoiceError(
                "choose the inventory to work on with `tote inventory use NAME` (see `tote inventory list`)")
        }
        let server = try ToteServer(login.server, authority: login.authority, token: login.token)
        return ServerInventory(server: server, inventory: inventory)
    }
}

/// Options that choose no inventory, or a server not logged in to.
struct ChoiceError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
