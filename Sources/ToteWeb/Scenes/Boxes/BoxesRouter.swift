/// Where the boxes page leads after a post.
protocol BoxesRoutingLogic: Sendable {
    func routeAfterAdding(from dataStore: some BoxesDataStore) -> String
}

struct BoxesRouter: BoxesRoutingLogic {
    /// To the new box's page, so its items can be added right away.
    func routeAfterAdding(from dataStore: some BoxesDataStore) -> String {
        dataStore.provisionedBox.map(Paths.box) ?? Paths.boxes
    }
}
