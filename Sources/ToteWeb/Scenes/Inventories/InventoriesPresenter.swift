import ToteHTTP

/// Presents the person's inventories.
struct InventoriesPresenter: Sendable {
    func present(_ response: InventoriesModels.Show.Response) -> InventoriesModels.Show.ViewModel {
        InventoriesModels.Show.ViewModel(
            heading: "Inventories",
            rows: response.inventories.map {
                InventoriesModels.Show.Row(
                    id: $0.id.description, name: $0.name.text, role: MembersPresenter.name(of: $0.role),
                    isCurrent: $0.id == response.current)
            },
            emptyText: response.inventories.isEmpty
                ? "You are not a member of any inventory. Make one, or ask an owner for an invitation." : nil,
            typedName: response.typedName, error: response.failure.map { ErrorDescription($0).sentence })
    }
}
