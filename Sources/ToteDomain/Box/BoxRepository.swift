/// Stores the boxes of one inventory. Each method is one intent and runs in exactly one write transaction:
/// it reads what the rules need, lets the domain decide through the closure it is given, and writes the outcome
/// with its events, all or nothing. The closures are pure: they run inside the transaction and do no I/O.
public protocol BoxRepository: Sendable {
    /// Stores the box `make` builds with identities reserved in the same transaction; returns it with its events.
    func provision(_ make: @Sendable (any IdentityService) throws -> Box) async throws -> Box

    /// Loads a box, lets `change` change it and stores its fields and events; returns the box as stored.
    /// Throws ``InventoryError/boxNotFound(_:)`` for an unknown box.
    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box

    /// Loads the boxes, lets `change` change each, and stores them with their events, all or none. Throws
    /// ``InventoryError/boxesNotFound(_:)`` naming every number that is no box. Returns the boxes as stored.
    func changeAll(_ numbers: [BoxNumber], _ change: @Sendable (inout Box) throws -> Void) async throws -> [Box]

    /// Loads a box and what it holds, lets `retire` record the removal, then deletes the box with its items and keeps
    /// a copy of both as `removal`, for ``restore(_:_:)``. When the box holds boxes and `rehoming` says where they go,
    /// `retire` is also given them with the placement of their destination (whose containers are read as for
    /// ``move(_:into:_:)``), and the boxes it returns are stored, moved, in the same transaction; the removal keeps
    /// which they were and where they went. Returns the events stored.
    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        _ retire: @Sendable (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) async throws -> [DomainEvent]

    /// Reads what `removal` kept, the boxes of its ``Removal/homes`` that are still there, by identity, and the
    /// ``Repacking`` of the boxes it sent away; lets `plan` decide, then stores the box and items again as they were,
    /// each item in its box, packs back the boxes the plan repacked, forgets the copy and stores the events. Returns
    /// the events stored. Throws ``InventoryError/removalNotFound`` for a removal undone already or unknown.
    func restore(
        _ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) async throws -> [DomainEvent]

    /// Loads both boxes and what `source` holds, asks `plan` for the events, then moves every item of `source` into
    /// `destination` with one set-based write. Returns the events stored.
    func empty(
        _ source: BoxNumber, into destination: BoxNumber,
        _ plan: @Sendable (Box, BoxContents, Box) throws -> [DomainEvent]
    ) async throws -> [DomainEvent]

    /// Loads the box, the box it is in, the box `destination` names (nil: none) and every box that one is in; lets
    /// `move` decide, then writes the box's container with the events. Nothing the box holds is written: it goes with
    /// the box. The moves of one inventory's boxes run one at a time, so two at once cannot pack two boxes into each
    /// other. Throws ``InventoryError/boxNotFound(_:)`` for either box. Returns the box as stored.
    func move(
        _ number: BoxNumber, into destination: BoxNumber?, _ move: @Sendable (inout Box, Placement) throws -> Void
    ) async throws -> Box
}
