import ToteApplication
import ToteDomain

/// Boxes and items that only one way of doing the writes touches, so that neither undoes the other's work.
struct WriteTargets: Sendable {
    /// Where new items go, and where the moved item starts.
    let home: BoxNumber
    let away: BoxNumber
    let renamed: ItemNumber
    let moved: ItemNumber

    /// Provisions the two boxes and the two items, under titles that start with `label`.
    static func provision(_ label: String, with commands: any InventoryCommands) async throws -> WriteTargets {
        let home = try await commands.provisionBox(ProvisionBoxRequest(title: "\(label) home", location: "Shelf 2"))
        let away = try await commands.provisionBox(ProvisionBoxRequest(title: "\(label) away", location: "Shelf 3"))
        return WriteTargets(
            home: home, away: away,
            renamed: try await commands.provisionItem(ProvisionItemRequest(box: home, title: "\(label) renamed"))
                .number,
            moved: try await commands.provisionItem(ProvisionItemRequest(box: home, title: "\(label) moved")).number)
    }

    /// The box the moved item goes into on `iteration`: away on even ones, home again on odd ones.
    func destination(on iteration: Int) -> BoxNumber {
        iteration.isMultiple(of: 2) ? away : home
    }
}
