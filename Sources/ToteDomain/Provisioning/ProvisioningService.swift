import Foundation

/// Creates new boxes and items with fresh identities and the next free numbers of the inventory.
///
/// It works with the ``IdentityService`` a repository lends for one write transaction.
public struct ProvisioningService {
    private let identities: any IdentityService

    public init(identities: any IdentityService) {
        self.identities = identities
    }

    /// A new box, or place, that records its own provisioning.
    public func provisionBox(
        title: Title, location: Location?, note: Note?, kind: BoxKind = .box, at date: Date
    ) throws -> Box {
        let number = try identities.nextBoxNumber()
        return Box.provisioned(
            id: identities.nextBoxID(), number: number, title: title, location: location, note: note, kind: kind,
            at: date)
    }

    /// A new item in `box` that records its own provisioning.
    public func provisionItem(title: Title, quantity: Quantity, note: Note?, in box: Box, at date: Date) throws
        -> Item
    {
        let number = try identities.nextItemNumber()
        return Item.provisioned(
            id: identities.nextItemID(), number: number, title: title, quantity: quantity, note: note,
            in: box.reference, at: date)
    }
}
