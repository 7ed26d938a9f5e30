/// What a store remembers about how Tote is run, beside the inventories: the address people reach it at, so that
/// labels printed from the command line carry the same links as the server's.
public protocol SettingsStore: Sendable {
    /// The public address last given to `tote serve`, if any.
    func publicURL() async throws -> PublicURL?
    func remember(publicURL: PublicURL) async throws
}
