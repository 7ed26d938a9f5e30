import Testing
import ToteApplication
import ToteDomain

/// A command a person could give to a furnished inventory, and the error it must be refused with.
///
/// The inventory holds box #1 "Kitchen" (in the garage, noted "Heavy") with item #1 "Kettle", and box #2 "Attic".
struct BadCommand: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let error: any Error & Equatable & Sendable
    let run: @Sendable (any InventoryCommands) async throws -> Void

    init(
        _ name: String, _ error: any Error & Equatable & Sendable,
        _ run: @escaping @Sendable (any InventoryCommands) async throws -> Void
    ) {
        testDescription = name
        self.error = error
        self.run = run
    }

    static let kitchen = try! BoxNumber(1)
    static let attic = try! BoxNumber(2)
    static let unknownBox = try! BoxNumber(9)
    static let kettle = try! ItemNumber(1)
    static let unknownItem = try! ItemNumber(9)
    static let tooLongLine = String(repeating: "x", count: 201)
    static let tooLongNote = String(repeating: "x", count: 2_001)
}

extension TestInventory {
    /// An inventory as ``BadCommand`` describes it.
    static func furnished() async throws -> TestInventory {
        let inventory = try await TestInventory()
        let kitchen = try await inventory.addBox("Kitchen", location: "Garage", note: "Heavy")
        try await inventory.addItem("Kettle", to: kitchen)
        try await inventory.addBox("Attic")
        return inventory
    }
}
