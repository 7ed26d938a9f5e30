import Testing
import ToteApplication
import ToteDomain

@Suite("Refused commands")
struct InventoryCommandServiceRefusalTests {
    @Test("a refused box command changes, publishes and uses up nothing", arguments: BadCommand.boxCommands)
    func boxCommand(command: BadCommand) async throws {
        try await refuse(command)
    }

    @Test("a refused item command changes, publishes and uses up nothing", arguments: BadCommand.itemCommands)
    func itemCommand(command: BadCommand) async throws {
        try await refuse(command)
    }

    private func refuse(_ command: BadCommand) async throws {
        // Given
        let inventory = try await TestInventory.furnished()

        // When / Then
        try await inventory.expectRefusal(command.error) { try await command.run($0) }
        #expect(try await inventory.addBox().value == 3)
        #expect(try await inventory.addItem(to: BadCommand.attic).value == 2)
    }
}
