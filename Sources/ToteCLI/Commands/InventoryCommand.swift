import ArgumentParser

/// A command that works on an inventory and answers with something to present.
protocol InventoryCommand: ParsableCommand {
    var common: CommonOptions { get }
    /// Whether the command may start a store where there is none; a command that only reads or changes what is
    /// there refuses to.
    static var createsStore: Bool { get }

    /// Checks the arguments, opens the inventory, and runs the use cases the command stands for.
    func perform(on inventory: InventoryAccess) async throws -> CommandResponse
}

extension InventoryCommand {
    static var createsStore: Bool { false }
}
