/// What the command line does only to a store on this machine, and why a server's is not done from here.
enum LocalOnly {
    case backup, accounts, settings

    func refusal(at server: String) -> LocalOnlyError {
        let why =
            switch self {
            case .backup:
                "a server's store is backed up, restored and copied on the machine that runs it (`tote backup` "
                    + "there, or the backups `tote serve` makes each day)"
            case .accounts:
                "a server's accounts are made on its web pages (an owner invites people) or with `tote user` on the "
                    + "machine that runs it"
            case .settings:
                "this is done with a local store; the server's own settings are kept on the machine that runs it"
            }
        return LocalOnlyError(
            description: "this works on a store on this machine, not on \(server): \(why); "
                + "give --store for a local store")
    }
}

/// A command for a local store given a server: refused with why.
struct LocalOnlyError: Error, Equatable, CustomStringConvertible {
    let description: String
}
