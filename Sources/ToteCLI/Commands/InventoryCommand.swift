import ArgumentParser

/// A command that works on an inventory and answers with something to present.
protocol InventoryCommand: ParsableCommand {
    var common: CommonOptions { get }

    /// Checks the arguments, opens the inventory, and runs the use cases the command stands for.
    func perform(on inventory: InventoryAccess) async throws -> CommandResponse
}
