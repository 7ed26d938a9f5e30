import ToteApplication
import ToteDomain

/// Keeps a ``StoreState`` somewhere and gives serialized access to it.
///
/// The memory store keeps it in an actor; the property-list store in a file it replaces atomically.
public protocol StoreStateContainer: InventoryStore, AccessStore, EventFeed, SettingsStore, PhotoCensus, StoreTransfer {
    func read<Result: Sendable>(_ body: @Sendable (StoreState) throws -> Result) async throws -> Result
    /// Changes the state; when `body` throws, the state stays as it was.
    func write<Result: Sendable>(_ body: @Sendable (inout StoreState) throws -> Result) async throws -> Result
}

extension StoreStateContainer {
    public func ports(for inventory: InventoryID) async throws -> InventoryPorts {
        try await write { $0.open(inventory) }
        return InventoryPorts(
            boxes: StateBoxRepository(container: self, inventory: inventory),
            items: StateItemRepository(container: self, inventory: inventory),
            readModel: StateReadModel(container: self, inventory: inventory),
            imports: StateImportRepository(container: self, inventory: inventory),
            photos: StatePhotoRepository(container: self, inventory: inventory), shareLinks: shareLinks())
    }
}

extension StoreStateContainer {
    public func principals() -> any PrincipalRepository { StatePrincipalRepository(container: self) }
    public func accounts() -> any AccountRepository { StateAccountRepository(container: self) }
    public func memberships() -> any MembershipRepository { StateMembershipRepository(container: self) }
    public func inventories() -> any InventoryRepository { StateInventoryRepository(container: self) }
    public func sessions() -> any SessionRepository { StateSessionRepository(container: self) }
    public func invitations() -> any InvitationRepository { StateInvitationRepository(container: self) }
    public func passwordResets() -> any PasswordResetRepository { StatePasswordResetRepository(container: self) }
    public func apiTokens() -> any ApiTokenRepository { StateApiTokenRepository(container: self) }
    public func shareLinks() -> any ShareLinkRepository { StateShareLinkRepository(container: self) }
}

extension StoreStateContainer {
    public func publicURL() async throws -> PublicURL? {
        try await read { state in try state.publicURL.map { text throws(PublicURLError) in try PublicURL(text) } }
    }

    public func remember(publicURL: PublicURL) async throws {
        try await write { $0.publicURL = publicURL.text }
    }
}

extension StoreStateContainer {
    public func photoCount() async throws -> PhotoCount {
        try await read { state in
            let photos = state.inventories.values.flatMap(\.photos)
            return PhotoCount(
                photos: photos.count, bytes: photos.reduce(0) { $0 + $1.data.count + ($1.thumbnailData?.count ?? 0) })
        }
    }
}
