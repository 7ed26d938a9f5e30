import ToteApplication

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock an import holds while it fills an inventory: a file beside the store for each inventory an import has
/// filled (`tote.sqlite.import-KEY.lock`, KEY the inventory's key), locked exclusively by the import, in whatever
/// process it runs, and let go when the import ends or its process does, however it ends. An inventory marked as
/// being filled whose lock nobody holds was left by an import that stopped.
final class ImportLease: Sendable {
    private let descriptor: Int32

    /// Takes the lock without waiting; nil when another import holds it, in this process or another.
    init?(store path: String, inventory scope: InventoryScope) throws {
        let taken = try FileLock.take(Self.lockPath(store: path, inventory: scope), exclusive: true) { reason in
            StoreError.failed(reason: "the import's lock file cannot be opened: \(reason)")
        }
        guard let taken else { return nil }
        descriptor = taken
    }

    deinit {
        close(descriptor)
    }

    /// Whether an import holds the lock of the inventory now.
    static func isHeld(store path: String, inventory scope: InventoryScope) throws -> Bool {
        try ImportLease(store: path, inventory: scope) == nil
    }

    static func lockPath(store path: String, inventory scope: InventoryScope) -> String {
        "\(path).import-\(scope.key).lock"
    }
}
