extension SQLiteStore {
    /// Undoes what imports left in the inventories they were filling when their processes ended (a kill, a crash, a
    /// second Ctrl-C), as the store's next opening would; an import that runs still is left alone. A server beside
    /// such a process asks now and then, so that its pages stop showing what the stopped import left.
    public func undoStoppedImports() async throws {
        for scope in try await pool.read(InventoryFilling.marked)
        where !(try ImportLease.isHeld(store: pool.path, inventory: scope)) {
            try await pool.undoStoppedImport(in: scope)
        }
    }
}
