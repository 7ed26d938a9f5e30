/// Vends identities and human numbers; a store implements it so numbers stay unique per inventory.
public protocol IdentityService: Sendable {
    func nextBoxID() -> BoxID
    func nextItemID() -> ItemID
    /// Reserves the next box number of the inventory; a reserved number is never handed out again.
    func nextBoxNumber() async throws -> BoxNumber
    /// Reserves the next item number of the inventory; a reserved number is never handed out again.
    func nextItemNumber() async throws -> ItemNumber
}
