/// Vends identities and human numbers. A store lends one to the domain inside a write transaction, so that a
/// number is reserved in the same transaction as the box or item that takes it: a refused change reserves nothing.
public protocol IdentityService {
    func nextBoxID() -> BoxID
    func nextItemID() -> ItemID
    /// Reserves the next box number of the inventory; a reserved number is never handed out again.
    func nextBoxNumber() throws -> BoxNumber
    /// Reserves the next item number of the inventory; a reserved number is never handed out again.
    func nextItemNumber() throws -> ItemNumber
}
