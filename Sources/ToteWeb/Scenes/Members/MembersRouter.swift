/// Where the members page leads after a change.
protocol MembersRoutingLogic: Sendable {
    func routeAfterChange(from dataStore: some MembersDataStore) -> String
}

struct MembersRouter: MembersRoutingLogic {
    /// Someone who left sees the boxes of their next inventory; everyone else stays with the members.
    func routeAfterChange(from dataStore: some MembersDataStore) -> String {
        dataStore.left ? Paths.boxes : "/members"
    }
}
