/// Shows the inventories page.
protocol InventoriesDisplayLogic: Sendable {
    func display(_ viewModel: InventoriesModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct InventoriesView: InventoriesDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: InventoriesModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("inventories", layout: layout, content: viewModel)
    }
}
