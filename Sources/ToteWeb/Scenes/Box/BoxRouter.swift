/// Where the box page leads after a change.
protocol BoxRoutingLogic: Sendable {
    func routeAfterChange(from dataStore: some BoxDataStore) -> String
}

struct BoxRouter: BoxRoutingLogic {
    /// Back to the box (at the new item), to the box its items went into, or to the list once it is gone.
    func routeAfterChange(from dataStore: some BoxDataStore) -> String {
        if dataStore.boxRemoved { return Paths.boxes }
        if let destination = dataStore.emptiedInto { return Paths.box(destination) }
        guard let box = dataStore.box else { return Paths.boxes }
        return dataStore.addedItem.map { Paths.item($0, in: box) } ?? Paths.box(box)
    }
}
