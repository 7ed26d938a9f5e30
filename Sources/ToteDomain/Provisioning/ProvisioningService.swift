/// Creates new boxes and items with fresh identities and the next free numbers of the inventory.
public struct ProvisioningService: Sendable {
    private let identities: any IdentityService
    private let clock: any TimeSource

    public init(identities: any IdentityService, clock: any TimeSource) {
        self.identities = identities
        self.clock = clock
    }

    /// A new, empty box that records its own provisioning.
    public func provisionBox(title: Title, location: Location?, note: Note?) async throws -> Box {
        let number = try await identities.nextBoxNumber()
        return Box.provisioned(
            id: identities.nextBoxID(), number: number, title: title, location: location, note: note,
            at: clock.now())
    }

    /// A new item, with its number reserved, ready to be put into a box with ``Box/add(_:at:)``.
    public func provisionItem(title: Title, quantity: Quantity, note: Note?) async throws -> Item {
        let number = try await identities.nextItemNumber()
        return Item(id: identities.nextItemID(), number: number, title: title, quantity: quantity, note: note)
    }
}
