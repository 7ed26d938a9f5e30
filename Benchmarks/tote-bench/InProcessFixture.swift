import ToteApplication
import ToteDomain
import ToteSQLite
import ToteSecurity

/// A new store seeded through Tote's own use cases, and the operations compared on it: Tote's use cases and the
/// hand-written SQL run in the same process, on the same file.
struct InProcessFixture {
    /// How many boxes the store holds: more than one page of the box list.
    static let boxCount = 60
    /// How many items the shown box holds.
    static let shownItemCount = 20
    /// The size of the pages read, Tote's default.
    static let perPage = 50

    let operations: [OperationPair]

    static func seed(at path: String) async throws -> InProcessFixture {
        let store = try await SQLiteStore.open(at: path)
        let useCases = InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: WallClock(),
            publisher: nil, role: .owner, author: .commandLine,
            secrets: RandomSecretGenerator())
        let commands = useCases.commands
        let queries = useCases.queries
        let shown = try await commands.provisionBox(ProvisionBoxRequest(title: "Kitchen", location: "Shelf 1"))
        for index in 1...shownItemCount {
            _ = try await commands.provisionItem(ProvisionItemRequest(box: shown, title: "Thing \(index)"))
        }
        let tote = try await WriteTargets.provision("Tote", with: commands)
        let sql = try await WriteTargets.provision("SQL", with: commands)
        for index in 6...boxCount {
            _ = try await commands.provisionBox(ProvisionBoxRequest(title: "Box \(index)", location: "Shelf 4"))
        }

        let handWritten = try await HandWrittenInventory.open(at: path)
        let page = try PageRequest(number: 1, size: perPage)
        return InProcessFixture(operations: [
            OperationPair(
                name: "provision item",
                tote: { iteration in
                    _ = try await commands.provisionItem(
                        ProvisionItemRequest(box: tote.home, title: "Item \(iteration)"))
                    return 1
                },
                sql: { iteration in
                    _ = try await handWritten.provisionItem(into: sql.home.value, title: "Item \(iteration)")
                    return 1
                }),
            OperationPair(
                name: "item add: with the search index vs without",
                tote: { iteration in
                    _ = try await handWritten.provisionItem(into: sql.home.value, title: "Indexed \(iteration)")
                    return 1
                },
                sql: { iteration in
                    _ = try await handWritten.provisionItem(
                        into: sql.home.value, title: "Unindexed \(iteration)", indexed: false)
                    return 1
                }),
            OperationPair(
                name: "rename item",
                tote: { iteration in
                    try await commands.changeItem(ChangeItemRequest(item: tote.renamed, title: "Renamed \(iteration)"))
                    return 1
                },
                sql: { iteration in
                    try await handWritten.renameItem(sql.renamed.value, to: "Renamed \(iteration)")
                    return 1
                }),
            OperationPair(
                name: "move item",
                tote: { iteration in
                    try await commands.changeItem(
                        ChangeItemRequest(item: tote.moved, box: tote.destination(on: iteration)))
                    return 1
                },
                sql: { iteration in
                    try await handWritten.moveItem(sql.moved.value, into: sql.destination(on: iteration).value)
                    return 1
                }),
            OperationPair(
                name: "show box",
                tote: { _ in try await queries.showBox(shown, page).items.entries.count },
                sql: { _ in
                    try await handWritten.showBox(shown.value, page: 1, perPage: perPage)?.items.entries.count ?? 0
                }),
            OperationPair(
                name: "list boxes",
                tote: { _ in try await queries.listBoxes(page).entries.count },
                sql: { _ in try await handWritten.listBoxes(page: 1, perPage: perPage).entries.count }),
        ])
    }
}
