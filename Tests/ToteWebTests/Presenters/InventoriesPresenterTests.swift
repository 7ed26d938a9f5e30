import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Inventories presenter")
struct InventoriesPresenterTests {
    @Test("lists each inventory with the person's role in it and marks the current one")
    func rows() throws {
        // Given an owned home inventory, which is current, and a club the person only views
        let home = try SceneFixtures.inventory("Home", role: .owner)
        let club = try SceneFixtures.inventory("Climbing club", role: .viewer)
        let shop = try SceneFixtures.inventory("Shop", role: .editor)
        // When they are presented
        let viewModel = InventoriesPresenter().present(
            .init(inventories: [home, club, shop], current: home.id, typedName: "", failure: nil))
        // Then
        #expect(viewModel.heading == "Inventories")
        #expect(
            viewModel.rows == [
                .init(id: home.id.uuid.uuidString.lowercased(), name: "Home", role: "Owner", isCurrent: true),
                .init(
                    id: club.id.uuid.uuidString.lowercased(), name: "Climbing club", role: "Viewer", isCurrent: false),
                .init(id: shop.id.uuid.uuidString.lowercased(), name: "Shop", role: "Editor", isCurrent: false),
            ])
        #expect(viewModel.emptyText == nil)
        #expect(viewModel.error == nil)
    }

    @Test("without a current inventory none is marked")
    func noCurrent() throws {
        let home = try SceneFixtures.inventory("Home", role: .owner)
        let viewModel = InventoriesPresenter().present(
            .init(inventories: [home], current: nil, typedName: "", failure: nil))
        #expect(viewModel.rows.map(\.isCurrent) == [false])
    }

    @Test("a person in no inventory is told how to get one")
    func empty() {
        let viewModel = InventoriesPresenter().present(
            .init(inventories: [], current: nil, typedName: "", failure: nil))
        #expect(viewModel.rows.isEmpty)
        #expect(
            viewModel.emptyText
                == "You are not a member of any inventory. Make one, or ask an owner for an invitation.")
    }

    @Test("a failed new inventory keeps the typed name and says why")
    func failure() {
        let viewModel = InventoriesPresenter().present(
            .init(
                inventories: [], current: nil, typedName: "!!!",
                failure: ValidationError.noWords(.inventoryName)))
        #expect(viewModel.typedName == "!!!")
        #expect(viewModel.error == "Inventory name must contain at least one letter or digit.")
    }
}
